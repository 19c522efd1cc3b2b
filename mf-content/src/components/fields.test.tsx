import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { theme } from 'shared/ui';
import { SearchField } from './fields';

/**
 * A parent whose value arrives late, like the URL after a router transition: what the field sends
 * is queued, and the test decides when each value comes back.
 */
const outside: { set: (value: string) => void } = { set: () => undefined };

function LaggingParent({ queue }: { readonly queue: string[] }) {
  const [value, setValue] = useState('');
  outside.set = setValue;
  return <SearchField label="Search news" name="q" value={value} onChange={(next) => queue.push(next)} />;
}
const setOutside = (next: string) => act(() => outside.set(next));

const renderField = (queue: string[]) =>
  render(
    <ThemeProvider theme={theme}>
      <LaggingParent queue={queue} />
    </ThemeProvider>,
  );

describe('SearchField with a value that lags behind typing', () => {
  it('keeps every typed letter while the old values come back one by one', async () => {
    const user = userEvent.setup();
    const queue: string[] = [];
    renderField(queue);
    const field = screen.getByRole('searchbox', { name: 'Search news' });
    await user.type(field, 'drone');
    expect(queue).toEqual(['d', 'dr', 'dro', 'dron', 'drone']);
    for (const echo of queue) {
      setOutside(echo);
      expect(field).toHaveValue('drone');
    }
  });

  it('keeps a deletion when the value that was deleted comes back late', async () => {
    const user = userEvent.setup();
    const queue: string[] = [];
    renderField(queue);
    const field = screen.getByRole('searchbox', { name: 'Search news' });
    await user.type(field, 'ab{Backspace}');
    expect(field).toHaveValue('a');
    setOutside('a');
    setOutside('ab');
    setOutside('a');
    expect(field).toHaveValue('a');
  });

  it('adopts a value it did not send (Back, a link), including the empty one', async () => {
    const user = userEvent.setup();
    const queue: string[] = [];
    renderField(queue);
    const field = screen.getByRole('searchbox', { name: 'Search news' });
    await user.type(field, 'lab');
    for (const echo of queue) setOutside(echo);
    setOutside('drone');
    expect(field).toHaveValue('drone');
    setOutside('');
    expect(field).toHaveValue('');
  });
});
