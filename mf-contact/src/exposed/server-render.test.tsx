/**
 * @jest-environment node
 */
import { within } from '@testing-library/dom';
import { exposedPages, hydrateServerRender } from 'shared/test/server-render';
import { DRAFT_STORAGE_KEY } from '../features/contact-form';
import { pages } from './pages';

// The contact page renders on the server (this file has no window) and hydrates without a mismatch,
// also when the tab holds a draft, which only the browser can read.
// Each side loads React, emotion and the page afresh: seconds per page on a busy two-core machine.
jest.setTimeout(30_000);

const { element } = exposedPages('mf_contact', pages, (file) => import(`./${file}`));
const contactPage = element(pages.contact.module);

const draft = JSON.stringify({
  version: 1,
  values: { name: 'Ravi', email: 'ravi@example.com', phone: '', subject: 'Registration', message: 'Half a thought' },
});

describe.each(Object.values(pages))('$path', (page) => {
  it('renders on the server and hydrates without a mismatch', async () => {
    const { html } = await hydrateServerRender(element(page.module), { url: page.path, path: page.path });
    expect(html).toContain('data-boundary="contact"');
    expect(html).toContain('Contact form');
  });
});

it('hydrates as the server rendered it when the tab holds a draft, then restores the draft', async () => {
  await hydrateServerRender(contactPage, {
    url: '/contact',
    prepareBrowser: (window) => window.sessionStorage.setItem(DRAFT_STORAGE_KEY, draft),
    afterHydrate: ({ container, window }) => {
      const form = within(container);
      expect(form.getByRole('textbox', { name: /name/i })).toHaveProperty('value', 'Ravi');
      expect(form.getByRole('textbox', { name: /message/i })).toHaveProperty('value', 'Half a thought');
      expect(form.getByRole('combobox', { name: /subject/i })).toHaveProperty('value', 'Registration');
      // Restoring is not editing: the stored draft is left as it was.
      expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBe(draft);
    },
  });
});

it('preselects the subject of the link on the server, and the draft keeps it on hydration', async () => {
  const { html } = await hydrateServerRender(contactPage, {
    url: '/contact?subject=School%20Partnership',
    prepareBrowser: (window) => window.sessionStorage.setItem(DRAFT_STORAGE_KEY, draft),
    afterHydrate: ({ container }) => {
      const form = within(container);
      expect(form.getByRole('combobox', { name: /subject/i })).toHaveProperty('value', 'School Partnership');
      expect(form.getByRole('textbox', { name: /name/i })).toHaveProperty('value', 'Ravi');
    },
  });
  expect(html).toMatch(/<option value="School Partnership" selected="">/);
});

it('hydrates with the #faq fragment, which only the browser knows', async () => {
  await hydrateServerRender(contactPage, { url: '/contact', hash: '#faq' });
});
