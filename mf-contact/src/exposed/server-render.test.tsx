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

const { element, arrived } = exposedPages('mf_contact', pages, (file) => import(`./${file}`));
const contactPage = element(pages.contact.module);

const draft = JSON.stringify({
  version: 1,
  values: { name: 'Ravi', email: 'ravi@example.com', phone: '', subject: 'Registration', message: 'Half a thought' },
});

// Each page at an address it serves, and the form it must render there.
const rendered = [
  { page: pages.contact, url: pages.contact.href(), form: 'Contact form' },
  { page: pages.enrol, url: pages.enrol.href('blockzie'), form: 'Course registration form' },
  { page: pages.partnership, url: pages.partnership.href(), form: 'Partnership enquiry form' },
];

it('tests every page of the table', () => {
  expect(rendered.map(({ page }) => page.path).sort()).toEqual(
    Object.values(pages)
      .map((page) => page.path)
      .sort(),
  );
});

describe.each(rendered)('$url', ({ page, url, form }) => {
  it('renders on the server and hydrates without a mismatch', async () => {
    const { html } = await hydrateServerRender(element(page.module), { url, path: page.path });
    expect(html).toContain('data-boundary="contact"');
    expect(html).toContain(form);
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

it('keeps what the visitor typed before the scripts ran, over the stored draft, and stores it as the draft', async () => {
  await hydrateServerRender(contactPage, {
    url: '/contact',
    prepareBrowser: (window) => {
      window.sessionStorage.setItem(DRAFT_STORAGE_KEY, draft);
      // The server's HTML arrives, and the visitor types into it before hydration starts.
      const Observer = (window as unknown as { MutationObserver: typeof MutationObserver }).MutationObserver;
      new Observer((_records, observer) => {
        const form = window.document.querySelector('form');
        if (!form) return;
        observer.disconnect();
        (form.elements.namedItem('name') as HTMLInputElement).value = 'Meera';
        (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Typed early';
      }).observe(window.document.body, { childList: true, subtree: true });
    },
    afterHydrate: ({ container, window }) => {
      const form = within(container);
      expect(form.getByRole('textbox', { name: /name/i })).toHaveProperty('value', 'Meera');
      expect(form.getByRole('textbox', { name: /message/i })).toHaveProperty('value', 'Typed early');
      expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Typed early');
    },
  });
});

it("renders a script-free post's outcome on the server: the message, and on failure the typed values in the fields", async () => {
  const failed = element(pages.contact.module, {
    ...arrived,
    formOutcome: {
      form: 'contact',
      ok: false,
      message: 'Please fill out all required fields.',
      values: { name: 'Ravi', email: '', phone: '', subject: 'Support', message: '<b>Hi</b>' },
    },
  });
  const { html } = await hydrateServerRender(failed, {
    url: '/contact',
    afterHydrate: ({ container }) => {
      expect(within(container).getByRole('textbox', { name: /name/i })).toHaveProperty('value', 'Ravi');
    },
  });
  expect(html).toContain('Please fill out all required fields.');
  expect(html).toContain('value="Ravi"');
  expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;</textarea>');
  // The script-free answer opens at the outcome: the form's action names it as its fragment.
  expect(html).toMatch(/<form [^>]*action="\/forms\/contact#contact-form-outcome" method="post"/);
  expect(html).toMatch(/<div role="alert" id="contact-form-outcome"[^>]*><p class="lead">Please fill out all required fields.<\/p>/);
});

it('marks the fields a script-free post was refused for, on the server, in the page language, saying the limit (defect D)', async () => {
  const gujarati = async () => {
    const [{ createElement }, page] = await Promise.all([import('react'), import('./contact-page')]);
    await page.prepare('gu');
    return createElement(page.default, {
      ...arrived,
      locale: 'gu',
      formOutcome: {
        form: 'contact',
        ok: false,
        message: 'કૃપા કરીને ચિહ્નિત ખાનું ટૂંકું કરો: તે અમે સ્વીકારી શકીએ તેના કરતાં લાંબું છે.',
        values: { name: 'ર'.repeat(300), email: 'asha@example.com', phone: '', subject: '', message: 'નમસ્તે' },
      },
    });
  };
  const { html } = await hydrateServerRender(gujarati, {
    url: '/contact',
    path: '/contact',
    afterHydrate: ({ container }) => {
      const name = container.querySelector('form[action^="/forms/contact"] input[name="name"]')!;
      expect(name.getAttribute('aria-invalid')).toBe('true');
      const hint = container.ownerDocument.getElementById(name.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
      expect(hint?.textContent).toBe('કૃપા કરીને આને વધુમાં વધુ 100 અક્ષરો સુધી ટૂંકું કરો (અત્યારે તેમાં 300 અક્ષરો છે).');
      expect(container.querySelector('form[action^="/forms/contact"] textarea[name="message"]')?.getAttribute('aria-invalid')).toBeNull();
    },
  });
  expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
  expect(html).toContain('વધુમાં વધુ 100 અક્ષરો');
});

it('marks a refused registration and partnership enquiry the same way: too long, and required but empty', async () => {
  const registration = element(pages.enrol.module, {
    ...arrived,
    formOutcome: {
      form: 'registration',
      ok: false,
      message: 'Please fill out all required fields.',
      values: { childName: 'x'.repeat(101), grade: '4', parentName: '', phone: '98250 12345', email: 'a@example.com', startMonth: '' },
    },
  });
  const enrolled = (await hydrateServerRender(registration, { url: pages.enrol.href('blockzie'), path: pages.enrol.path })).html;
  expect(enrolled).toContain('Please shorten this to 100 characters at most (it has 101).');
  // The child's name (too long), the parent's name, the month and the consent box (empty).
  expect(enrolled.match(/aria-invalid="true"/g)).toHaveLength(4);
  const partnership = element(pages.partnership.module, {
    ...arrived,
    formOutcome: {
      form: 'partnership',
      ok: false,
      message: 'Please shorten the marked field: it is longer than we can accept.',
      values: {
        institution: 'Shree Vidya Mandir',
        kind: 'school',
        city: 'Palanpur',
        students: '1200',
        name: 'Meera Shah',
        role: 'r'.repeat(81),
        phone: '98250 12345',
        email: 'a@example.com',
        message: '',
        consent: 'yes',
      },
    },
  });
  const partnered = (await hydrateServerRender(partnership, { url: pages.partnership.href(), path: pages.partnership.path })).html;
  expect(partnered.match(/aria-invalid="true"/g)).toHaveLength(1);
  expect(partnered).toContain('Please shorten this to 80 characters at most (it has 81).');
});

it('renders in Gujarati on the server and hydrates without a mismatch once the language is prepared, as the shell does', async () => {
  const gujarati = async () => {
    const [{ createElement }, page] = await Promise.all([import('react'), import('./contact-page')]);
    await page.prepare('gu');
    return createElement(page.default, { ...arrived, locale: 'gu' });
  };
  const { html } = await hydrateServerRender(gujarati, { url: '/contact', path: '/contact' });
  for (const words of ['અમારો સંપર્ક કરો', 'સંપર્ક ફોર્મ', 'તમારી રદ કરવાની અને રિફંડની નીતિ શું છે?', 'અમારા ન્યૂઝલેટર માટે સબ્સ્ક્રાઇબ કરો', 'ઓફિસનો સમય'])
    expect(html).toContain(words);
  expect(html).not.toContain('Contact form');
  expect(html).toContain('value="/gu/contact"');
});
