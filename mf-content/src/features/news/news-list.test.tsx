import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { NewsList } from './news-list';

const headlines = () =>
  within(screen.getByRole('list', { name: 'News items' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('NewsList', () => {
  it('lists all 11 items newest first, each linking to its detail page', () => {
    renderWithSite(<NewsList />, { route: '/news' });
    expect(headlines()).toHaveLength(11);
    expect(headlines()[0]).toMatch(/Drone Challenge/);
    expect(screen.getByRole('link', { name: /Drone Challenge/ })).toHaveAttribute('href', '/news/11');
  });

  it('reads the query and sort from the URL', () => {
    renderWithSite(<NewsList />, { route: '/news?q=araria&sort=oldest' });
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('araria');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
    expect(headlines()[0]).toMatch(/25 elementary schools/);
  });

  it('searches as you type and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithSite(<NewsList />, { route: '/news' });
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'kendriya');
    expect(headlines().length).toBeGreaterThan(0);
    expect(headlines().length).toBeLessThan(11);
    await user.clear(screen.getByRole('searchbox', { name: 'Search news' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'no such words here');
    expect(screen.getByText('No news items found matching your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'News items' })).not.toBeInTheDocument();
  });

  it('sorts oldest first from the select', async () => {
    const user = userEvent.setup();
    renderWithSite(<NewsList />, { route: '/news' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    expect(headlines()[0]).toMatch(/25 elementary schools/);
  });
});
