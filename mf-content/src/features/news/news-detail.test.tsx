import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'shared/test';
import { NewsDetail } from './news-detail';

describe('NewsDetail', () => {
  it('shows a spinner, then the article, and reports its title', async () => {
    const reportTitle = jest.fn();
    renderWithSite(<NewsDetail reportTitle={reportTitle} />, { route: '/news/1', path: '/news/:id' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading news item…');
    expect(await screen.findByRole('heading', { level: 1, name: /25 elementary schools/ })).toBeInTheDocument();
    expect(reportTitle).toHaveBeenLastCalledWith('AI and Robotics Labs open in 25 elementary schools across Araria');
    expect(screen.getByText('23 January 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All news' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('img', { name: /classroom robot/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More News' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Share/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toBeInTheDocument();
  });

  it('shows the article the document arrived with at once, and the loading state for the next one', async () => {
    const user = userEvent.setup();
    const reportTitle = jest.fn();
    renderWithSite(<NewsDetail reportTitle={reportTitle} serverRendered />, { route: '/news/1', path: '/news/:id' });
    expect(screen.queryByText('Loading news item…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /25 elementary schools/ })).toBeInTheDocument();
    expect(reportTitle).toHaveBeenLastCalledWith('AI and Robotics Labs open in 25 elementary schools across Araria');
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading news item…');
    expect(reportTitle).toHaveBeenLastCalledWith(null);
    expect(await screen.findByRole('heading', { level: 1, name: /Ahmedabad schools/ })).toBeInTheDocument();
  });

  it('shows Previous disabled at id 1 and Next linking to id 2', async () => {
    renderWithSite(<NewsDetail reportTitle={() => undefined} />, { route: '/news/1', path: '/news/:id' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByText('← Previous').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/news/2');
  });

  it('shows Next disabled at id 4 and above', async () => {
    renderWithSite(<NewsDetail reportTitle={() => undefined} />, { route: '/news/4', path: '/news/:id' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/news/3');
    expect(screen.queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('lets the router take internal links inside the article', async () => {
    const user = userEvent.setup();
    renderWithSite(<NewsDetail reportTitle={() => undefined} />, { route: '/news/8', path: '/news/:id' });
    await user.click(await screen.findByRole('link', { name: 'Join the waitlist' }));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });

  it('redirects an unknown id the document arrived with to the list at once', () => {
    renderWithSite(<NewsDetail reportTitle={() => undefined} serverRendered />, { route: '/news/999', path: '/news/:id' });
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });

  it('redirects an unknown id to the list after loading', async () => {
    renderWithSite(<NewsDetail reportTitle={() => undefined} />, { route: '/news/999', path: '/news/:id' });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });
});
