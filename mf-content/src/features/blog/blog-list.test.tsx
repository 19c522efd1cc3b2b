import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'shared/router';
import { noopReportTitle, renderWithSite } from 'shared/test';
import { BlogList } from './blog-list';
import { BlogDetail } from './blog-detail';

const titles = () =>
  within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** /blog and /blog/:id on one route, so the detail's redirect lands on the list with its history state. */
function BlogRoutes({ listServerRendered }: { readonly listServerRendered: boolean }) {
  const { id } = useParams();
  return id ? <BlogDetail reportTitle={noopReportTitle} /> : <BlogList serverRendered={listServerRendered} />;
}

describe('BlogList', () => {
  it('says Blog Post Not Found when a detail page sent the visitor here', async () => {
    renderWithSite(<BlogRoutes listServerRendered={false} />, { route: '/blog/nope', path: '/blog/:id?' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Blog Post Not Found');
  });

  it('does not say it on a list the document arrived with, whose server HTML cannot know the history state', async () => {
    renderWithSite(<BlogRoutes listServerRendered />, { route: '/blog/nope', path: '/blog/:id?' });
    expect(await screen.findByRole('list', { name: 'Blog posts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows all posts newest first with at most 3 tags and "+N more"', () => {
    renderWithSite(<BlogList />, { route: '/blog' });
    expect(titles()).toHaveLength(5);
    expect(titles()[0]).toMatch(/Teaching AI responsibly/);
    expect(screen.getByText('+3 more')).toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
  });

  it('applies ?category= and ?tag= from the URL and shows them as chips', () => {
    renderWithSite(<BlogList />, { route: '/blog?tag=robotics' });
    expect(titles()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Remove filter Tag: robotics' })).toHaveAttribute('href', '/blog');
  });

  it('is a GET form to /blog with named fields and a submit button, for a visitor without scripts', () => {
    renderWithSite(<BlogList />, { route: '/blog?q=lab&category=Education&tag=stem' });
    const form = screen.getByRole('search', { name: 'Search and filter blog posts' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/blog');
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute('name', 'category');
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveAttribute('name', 'tag');
    expect(within(form).getByRole('button', { name: 'Apply filters' })).toHaveAttribute('type', 'submit');
    // Each chip links to the list without its own filter, keeping the others.
    expect(screen.getByRole('link', { name: 'Remove filter Search: “lab”' })).toHaveAttribute('href', '/blog?category=Education&tag=stem');
    expect(screen.getByRole('link', { name: 'Remove filter Category: Education' })).toHaveAttribute('href', '/blog?q=lab&tag=stem');
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/blog');
  });

  it('reads only its own parameters: an unknown one changes nothing', () => {
    renderWithSite(<BlogList />, { route: '/blog?utm_source=mail&tag=robotics&tag=python' });
    expect(titles()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Remove filter Tag: robotics' })).toHaveAttribute('href', '/blog');
  });

  it('removes a chip, clears all, and resets from the empty state', async () => {
    const user = userEvent.setup();
    renderWithSite(<BlogList />, { route: '/blog?category=Robotics&tag=python' });
    expect(screen.getByText('No blog posts found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Remove filter Tag: python' }));
    expect(titles()).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(titles()).toHaveLength(5);
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'xyzzy');
    expect(screen.getByText('No blog posts found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Reset Filters' }));
    expect(titles()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
  });

  it('filters by author through search, and by the category select', async () => {
    const user = userEvent.setup();
    renderWithSite(<BlogList />, { route: '/blog' });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'Meera');
    expect(titles()).toEqual(['Teaching AI responsibly in middle school']);
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Programming');
    expect(titles()).toEqual(['From blocks to Python: a coding path for grades 3 to 8']);
  });
});
