import { screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'shared/router';
import { renderWithSite } from 'shared/test';
import { useItemNotFound } from './not-found-notice';

/** A list's use of the hook, with `serverRendered` as the shell gives it: true at the document's own history entry only. */
function List() {
  const { key, search } = useLocation();
  const [documentEntry] = useState(key);
  const missing = useItemNotFound('news', key === documentEntry);
  return <p>{`${missing ? 'Not found' : 'Found'} at "${search}"`}</p>;
}

it("moves the server's flag out of the address and keeps saying the item was not found", async () => {
  renderWithSite(<List />, { route: '/news?missing=1&q=lab' });
  expect(await screen.findByText('Not found at "?q=lab"')).toBeInTheDocument();
});
