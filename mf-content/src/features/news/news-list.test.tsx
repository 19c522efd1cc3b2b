import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'shared/router';
import { noopReportTitle, renderWithSite } from 'shared/test';
import { NewsList } from './news-list';
import { NewsDetail } from './news-detail';

const headlines = () =>
  within(screen.getByRole('list', { name: 'News items' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** /news and /news/:id on one route, so the detail's redirect lands on the list with its history state. */
function NewsRoutes({ listServerRendered }: { readonly listServerRendered: boolean }) {
  const { id } = useParams();
  return id ? <NewsDetail reportTitle={noopReportTitle} /> : <NewsList serverRendered={listServerRendered} />;
}

describe('NewsList', () => {
  it("fetches the first card's picture at once and ahead of the others; pictures below the first three wait", () => {
    renderWithSite(<NewsList />, { route: '/news' });
    // The cards' pictures are decorative (alt=""), so they have no role to find them by.
    const pictures = Array.from(screen.getByRole('list', { name: 'News items' }).querySelectorAll('img'));
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]).slice(0, 4)).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
  });

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

  it('is a GET form to /news with named fields and a submit button, for a visitor without scripts', () => {
    renderWithSite(<NewsList />, { route: '/news' });
    const form = screen.getByRole('search', { name: 'Search news' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/news');
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('name', 'sort');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('reads only its own parameters, the first value of each, as the server does', () => {
    renderWithSite(<NewsList />, { route: '/news?utm_source=mail&q=araria&q=drone&sort=oldest' });
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('araria');
    expect(headlines()[0]).toMatch(/25 elementary schools/);
  });

  it('with scripts running, pressing Search (or Enter) keeps the visitor on the instantly filtered list', async () => {
    const user = userEvent.setup();
    renderWithSite(<NewsList />, { route: '/news' });
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'forbesganj{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(headlines()).toEqual(['AI and Robotics Labs open in 25 elementary schools across Araria']);
    expect(screen.getByRole('status')).toHaveTextContent('1 news item');
  });

  it('applies two changes made in one task, each to the form as it then is (not to the same old query)', () => {
    renderWithSite(<NewsList />, { route: '/news' });
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search news' }), { target: { value: 'drone' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'oldest' } });
    });
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('drone');
    expect(headlines()).toEqual([
      'Kendriya Vidyalaya partnership brings 3D printing and drone labs to 15 schools',
      'Inter-school Drone Challenge: 48 teams fly for the Seemanchal Cup',
    ]);
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

  it('says News Item Not Found when a detail page sent the visitor here', async () => {
    renderWithSite(<NewsRoutes listServerRendered={false} />, { route: '/news/999', path: '/news/:id?' });
    expect(await screen.findByRole('alert')).toHaveTextContent('News Item Not Found');
  });

  it('does not say it on a list the document arrived with, whose server HTML cannot know the history state', async () => {
    renderWithSite(<NewsRoutes listServerRendered />, { route: '/news/999', path: '/news/:id?' });
    expect(await screen.findByRole('list', { name: 'News items' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sorts oldest first from the select', async () => {
    const user = userEvent.setup();
    renderWithSite(<NewsList />, { route: '/news' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    expect(headlines()[0]).toMatch(/25 elementary schools/);
  });
});
