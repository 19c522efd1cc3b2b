import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite, noopReportTitle } from 'shared/test';
import type { SitePage } from 'shared/contracts';
import ContactPage from './contact-page';
import { pages } from './pages';

const sitePages: SitePage[] = Object.values(pages).map((page) => ({ ...page, remote: 'mf_contact' }));
const page = () => <ContactPage reportTitle={noopReportTitle} sitePages={sitePages} />;

// Typing is slow on a loaded CI machine; the default 5 s is not a statement about the form.
jest.setTimeout(20_000);

beforeEach(() => window.sessionStorage.clear());

describe('ContactPage', () => {
  it('shows every section of the spec inside the contact boundary', () => {
    const { container } = renderWithSite(page(), { route: '/contact' });
    expect(container.querySelector('[data-boundary="contact"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const name of [
      'Get in touch',
      'Opening hours',
      'Send us a message',
      'Find us',
      'Frequently asked questions',
      'Subscribe to our newsletter',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });

  it('links the address to a maps site in a new tab, with a local illustration', () => {
    renderWithSite(page(), { route: '/contact' });
    const link = screen.getByRole('link', { name: /open in google maps/i });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName(/opens in a new tab/);
    expect(screen.getByRole('img', { name: /illustrated map/i })).toBeInTheDocument();
  });

  it('has a newsletter box that refuses an empty e-mail without leaving the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(page(), { route: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail address.');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });
});
