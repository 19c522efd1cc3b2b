import { render, screen } from '@testing-library/react';
import { jsx, jsxs } from './emotion-jsx-runtime';

describe('emotion JSX runtime shim', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('renders static children and the css prop without key warnings', () => {
    const element = jsxs('p', { css: { color: 'rgb(1, 2, 3)' }, children: ['Hello ', jsx('strong', { children: 'world' })] });
    render(element);
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.getByText(/Hello/)).toHaveStyle({ color: 'rgb(1, 2, 3)' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps the key it is given apart from the props', () => {
    const element = jsx('li', { children: 'one' }, 'first');
    expect(element.key).toBe('first');
  });

  it('still lets React check keys of a dynamic list', () => {
    render(jsx('ul', { children: ['a', 'b'].map((text) => jsx('li', { children: text })) }));
    const messages = consoleError.mock.calls.map((call) => String(call[0]));
    expect(messages.some((message) => message.includes('unique "key"'))).toBe(true);
  });
});
