import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { BlogDetail } from './blog-detail';

describe('BlogDetail', () => {
  it('shows the post with category, author, date, tags and the fixed sections', async () => {
    const reportTitle = jest.fn();
    renderWithSite(<BlogDetail reportTitle={reportTitle} />, { route: '/blog/5', path: '/blog/:id' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog post…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teaching AI responsibly in middle school' })).toBeInTheDocument();
    expect(reportTitle).toHaveBeenLastCalledWith('Teaching AI responsibly in middle school');
    expect(screen.getAllByRole('link', { name: 'AI in Education' })[0]).toHaveAttribute('href', '/blog?category=AI%20in%20Education');
    expect(screen.getByText(/By Dr\. Meera Nair/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: '#middle-school' })).toHaveAttribute('href', '/blog?tag=middle-school');
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a Comment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Share “Teaching AI responsibly in middle school”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
    expect(screen.getByRole('complementary', { name: 'About the author' })).toHaveTextContent('Dr. Meera Nair');
    expect(screen.getByRole('heading', { name: 'Related Posts' })).toBeInTheDocument();
  });

  it('shows the post the document arrived with at once, and the loading state for the next one', async () => {
    const user = userEvent.setup();
    renderWithSite(<BlogDetail reportTitle={() => undefined} serverRendered />, { route: '/blog/1', path: '/blog/:id' });
    expect(screen.queryByText('Loading blog post…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Five robotics projects a class can build in one week' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog post…');
    expect(await screen.findByRole('heading', { level: 1, name: /hands-on labs teach science/ })).toBeInTheDocument();
  });

  it('toggles Like / Liked with aria-pressed', async () => {
    const user = userEvent.setup();
    renderWithSite(<BlogDetail reportTitle={() => undefined} />, { route: '/blog/1', path: '/blog/:id' });
    const like = await screen.findByRole('button', { name: /Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('Like');
    await user.click(like);
    expect(screen.getByRole('button', { name: /Liked/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Liked/ }));
    expect(screen.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('redirects an unknown id to /blog', async () => {
    renderWithSite(<BlogDetail reportTitle={() => undefined} />, { route: '/blog/nope', path: '/blog/:id' });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });
});
