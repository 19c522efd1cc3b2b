import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { theme } from 'shared';
import { jsx, jsxs } from './emotion-jsx-runtime';

describe('emotion JSX runtime shim', () => {
  it('renders the css prop with the theme from context, and keys', () => {
    const element = jsx('p', { css: (t: typeof theme) => ({ color: t.color.primary }), children: 'Themed' }, 'k1');
    expect(element.key).toBe('k1');
    render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
    expect(screen.getByText('Themed')).toHaveStyle({ color: '#1b3fa0' });
  });

  it('passes static children without asking them for keys', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(jsxs('ul', { children: [jsx('li', { children: 'a' }), jsx('li', { children: 'b' })] }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
