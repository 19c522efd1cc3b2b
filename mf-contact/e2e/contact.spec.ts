import type { Page } from '@playwright/test';
import { parseKnowledgeFile } from 'shared/contracts';
import { axeBuilder, expect, remoteOrigin, sendForm, serverRendered, slowPhoneWithHeldScripts, test } from 'shared/e2e';

/**
 * The /contact page against the production build, as a visitor uses it. Runs through the shell
 * (baseURL) and reads mf-contact's own origin only for knowledge.json.
 */
const REQUIRED_MESSAGE = 'Please fill out all required fields.';
const SUCCESS_MESSAGE = 'Your message has been sent! We will get back to you soon.';
const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address, like name@example.com.';
const SUBJECTS = ['Program Inquiry', 'Registration', 'School Partnership', 'Support', 'Other'];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const contactOrigin = remoteOrigin(4);

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const nameField = (page: Page) => form(page).getByRole('textbox', { name: 'Name' });
const emailField = (page: Page) => form(page).getByRole('textbox', { name: 'E-mail' });
const phoneField = (page: Page) => form(page).getByRole('textbox', { name: 'Phone' });
const messageField = (page: Page) => form(page).getByRole('textbox', { name: 'Message' });
const subjectField = (page: Page) => form(page).getByRole('combobox', { name: 'Subject' });
const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

async function openContact(page: Page, path = '/contact') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeBuilder(page).include('[data-boundary="contact"]').withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('shows contact details, opening hours and a map link without loading a third-party map', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!/^http:\/\/(localhost|127\.0\.0\.1)/.test(request.url()) && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await openContact(page);
  const details = page.getByRole('region', { name: 'Get in touch' });
  await expect(details).toContainText('Ahmedabad');
  await expect(details.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
  await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  const hours = page.getByRole('region', { name: 'Opening hours' }).getByRole('row');
  await expect(hours).toHaveText([/Monday to Friday\s*9:00 AM - 8:00 PM/, /Saturday\s*10:00 AM - 5:00 PM/, /Sunday\s*Closed/]);

  const mapLink = page.getByRole('link', { name: /open in google maps/i });
  await expect(mapLink).toHaveAttribute('target', '_blank');
  await expect(mapLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Ahmedabad/);
  const map = page.getByRole('img', { name: /illustrated map/i });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveJSProperty('complete', true);
  expect(await map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(outside).toEqual([]);
});

test('the form marks required fields and offers the five subjects after "Select a subject"', async ({ page }) => {
  await openContact(page);
  for (const field of [nameField(page), emailField(page), messageField(page)]) {
    await expect(field).toHaveAttribute('required', '');
    await expect(field).toHaveAttribute('aria-required', 'true');
  }
  await expect(emailField(page)).toHaveAttribute('type', 'email');
  await expect(phoneField(page)).not.toHaveAttribute('required', /.*/);
  await expect(subjectField(page).getByRole('option')).toHaveText(['Select a subject', ...SUBJECTS]);
  await expect(subjectField(page)).toHaveValue('');
  await expect(page.getByText('only to answer you, and delete it after a year', { exact: false })).toBeVisible();
  await expect(form(page)).toHaveAttribute('method', 'post');
  await expect(form(page)).toHaveAttribute('action', '/forms/contact#contact-form-outcome');
});

test('an empty form shows the exact failure message and focuses the first field; the page passes axe idle and in error', async ({
  page,
}) => {
  await openContact(page);
  await expectNoAxeViolations(page);
  await nameField(page).fill('   ');
  await sendButton(page).click();
  await expect(form(page).getByRole('alert')).toHaveText(REQUIRED_MESSAGE);
  await expect(nameField(page)).toBeFocused();
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('a malformed e-mail gets its own message', async ({ page }) => {
  await openContact(page);
  await nameField(page).fill('Asha Patel');
  await emailField(page).fill('asha@example');
  await messageField(page).fill('Do you run weekend robotics classes?');
  await sendButton(page).click();
  await expect(form(page).getByRole('alert')).toHaveText(INVALID_EMAIL_MESSAGE);
  await expect(emailField(page)).toBeFocused();
});

test('sending posts the form (never by GET) and, once stored, shows the exact success message and clears every field and the draft', async ({
  page,
}) => {
  // The shell forwards /forms/contact to the contact server; here the answer is the server's for a stored enquiry.
  const posts: { method: string; url: string; body: string | null }[] = [];
  await page.route('**/forms/contact', async (route) => {
    const request = route.request();
    posts.push({ method: request.method(), url: request.url(), body: request.postData() });
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, message: SUCCESS_MESSAGE }) });
  });
  await openContact(page);
  await nameField(page).fill('Asha Patel');
  await emailField(page).fill('asha@example.com');
  await phoneField(page).fill('+91 98250 12345');
  await subjectField(page).selectOption('Registration');
  await messageField(page).fill('Is there a June batch for grade 4?');
  await sendButton(page).click();

  const status = form(page).getByRole('status');
  await expect(status.getByText(SUCCESS_MESSAGE, { exact: true })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]?.method).toBe('POST');
  expect(new URL(posts[0]?.url ?? '').search).toBe('');
  expect(new URLSearchParams(posts[0]?.body ?? '').get('message')).toBe('Is there a June batch for grade 4?');
  for (const field of [nameField(page), emailField(page), phoneField(page), messageField(page)]) await expect(field).toHaveValue('');
  await expect(subjectField(page)).toHaveValue('');
  await expect(form(page).getByRole('alert')).toHaveCount(0);

  await page.reload();
  await expect(nameField(page)).toHaveValue('');
  await expect(messageField(page)).toHaveValue('');
});

test.describe('on a phone', () => {
  // The first answer is the shell's 503 (the contact server down), which the browser logs.
  test.use({ allowConsole: /Failed to load resource: the server responded with a status of 503 \(Service Unavailable\)/ });

  test('the answer to a send is brought into sight: the success under the button, a failure at the top of the form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const answers = [
      { status: 503, body: { ok: false, message: 'Our contact service is not available right now. Please try again in a few minutes.' } },
      { status: 200, body: { ok: true, message: SUCCESS_MESSAGE } },
    ];
    await page.route('**/forms/contact', async (route) => {
      const { status, body } = answers.shift()!;
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    });
    await openContact(page);
    await nameField(page).fill('Asha Patel');
    await emailField(page).fill('asha@example.com');
    await messageField(page).fill('Is there a June batch for grade 4?');
    // The button at the form's end is at the bottom of the screen: its alert, at the form's top, is above it.
    await sendButton(page).click();
    await expect(form(page).getByRole('alert')).toContainText('not available right now');
    await expect(form(page).getByRole('alert')).toBeInViewport({ ratio: 1 });
    await expect(messageField(page)).toHaveValue('Is there a June batch for grade 4?');
    // Sent: the fields empty and the line saying so, below the button, is on the screen whole.
    await sendButton(page).click();
    const sent = form(page).getByRole('status').getByText(SUCCESS_MESSAGE, { exact: true });
    await expect(sent).toBeVisible();
    await expect(sent).toBeInViewport({ ratio: 1 });
  });
});

test("what is typed before the page's scripts have run stays in the fields and is what the script sends (issue 22)", async ({ page }) => {
  test.slow();
  const posts: string[] = [];
  await page.route('**/forms/contact', async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, message: SUCCESS_MESSAGE }) });
  });
  await serverRendered(page.request, '/contact', 'aria-label="Contact form"');
  const release = await slowPhoneWithHeldScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await nameField(page).fill('Asha Patel');
  await emailField(page).fill('asha@example.com');
  await messageField(page).fill('Typed while the page was still loading.');
  // Hydrated: React keeps its props on the form element under a `__reactProps$…` key.
  const hydrated = () =>
    page.evaluate(() => {
      const element = document.querySelector('form[aria-label="Contact form"]');
      return element ? Object.keys(element).some((key) => key.startsWith('__reactProps$')) : false;
    });
  expect(await hydrated()).toBe(false);
  release();
  await expect.poll(hydrated, { timeout: 30_000 }).toBe(true);
  await expect(nameField(page)).toHaveValue('Asha Patel');
  await expect(messageField(page)).toHaveValue('Typed while the page was still loading.');
  await sendButton(page).click();
  await expect(form(page).getByRole('status').getByText(SUCCESS_MESSAGE, { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(posts).toHaveLength(1);
  expect(new URLSearchParams(posts[0]).get('name')).toBe('Asha Patel');
  expect(new URLSearchParams(posts[0]).get('message')).toBe('Typed while the page was still loading.');
});

test('a newsletter sign-up pressed the moment the box shows is posted and answered, never put in a URL (issue 22)', async ({ page }) => {
  test.slow();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
  await serverRendered(page.request, '/contact', 'aria-label="Contact form"');
  const release = await slowPhoneWithHeldScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const address = `early-${Date.now()}@example.com`;
  const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await box.getByRole('textbox', { name: /e-mail address/i }).fill(address);
  // No script has run: the browser posts the form itself, and the page comes back saying what happened.
  await sendForm(page, 'newsletter', box.getByRole('button', { name: 'Subscribe' }));
  await expect(page.getByText('you will receive an e-mail with a link to confirm your subscription')).toBeVisible();
  expect(urls.filter((url) => url.includes(address))).toEqual([]);
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a draft survives a reload and a route change and back', async ({ page }) => {
  await openContact(page);
  await nameField(page).fill('Ravi Shah');
  await subjectField(page).selectOption('Support');
  await messageField(page).fill('Half-written question about the drone lab');

  await page.reload();
  await expect(nameField(page)).toHaveValue('Ravi Shah');
  await expect(subjectField(page)).toHaveValue('Support');
  await expect(messageField(page)).toHaveValue('Half-written question about the drone lab');

  // A client-side route change (what a header link does), then the browser's Back button.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toHaveCount(0);
  await page.goBack();
  await expect(nameField(page)).toHaveValue('Ravi Shah');
  await expect(messageField(page)).toHaveValue('Half-written question about the drone lab');
});

test('every key typed at full speed is still there after an immediate reload', async ({ page }) => {
  await openContact(page);
  const name = 'Meera Iyer-Desai';
  const message = 'Do you run weekend classes for 9-year-olds? We live near Navrangpura.';
  await nameField(page).pressSequentially(name);
  await emailField(page).pressSequentially('meera@example.in');
  await messageField(page).pressSequentially(message);
  await expect(messageField(page)).toHaveValue(message);
  await page.reload();
  await expect(nameField(page)).toHaveValue(name);
  await expect(emailField(page)).toHaveValue('meera@example.in');
  await expect(messageField(page)).toHaveValue(message);
});

test('invalid stored draft JSON is ignored', async ({ page }) => {
  await openContact(page);
  await page.evaluate(() => window.sessionStorage.setItem('mf-contact:draft', '{oops'));
  await page.reload();
  await expect(nameField(page)).toHaveValue('');
  await expect(sendButton(page)).toBeEnabled();
});

test('?subject= preselects any of the five subjects and ignores unknown ones', async ({ page }) => {
  for (const subject of SUBJECTS) {
    await openContact(page, `/contact?subject=${encodeURIComponent(subject)}`);
    await expect(subjectField(page)).toHaveValue(subject);
  }
  await openContact(page, '/contact?subject=Refunds');
  await expect(subjectField(page)).toHaveValue('');
});

// The FAQ's keyboard and school-partnership tests live in shell/e2e/first-paint.spec.ts since the FAQ became <details>.

test('the newsletter box refuses an empty e-mail and stays on the page', async ({ page }) => {
  await openContact(page);
  const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('alert')).toHaveText('Please enter your e-mail address.');
  await expect(box.getByRole('textbox', { name: /e-mail address/i })).toBeFocused();
  await expect(page).toHaveURL(/\/contact$/);
});

test('at 375 px the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openContact(page);
  await sendButton(page).click();
  await expect(form(page).getByRole('alert')).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
});

test('the remote publishes knowledge.json for the chat assistant', async ({ request }) => {
  const response = await request.get(`${contactOrigin}/knowledge.json`);
  expect(response.ok()).toBe(true);
  // The chat reads it with the contract's own parser: what it refuses, the assistant never sees.
  const parsed = parseKnowledgeFile(await response.json());
  if (!parsed.ok) throw new Error(parsed.error);
  const file = parsed.value;
  expect(file.source).toBe('mf-contact');
  const ids = file.entries.map((entry) => entry.id);
  expect(ids).toEqual(
    expect.arrayContaining([
      'contact-details',
      'faq-cancellation-policy',
      'faq-registration',
      'faq-guided-tours',
      'faq-school-partnerships',
    ]),
  );
  expect(file.entries.filter((entry) => entry.topic === 'hours')).toHaveLength(3);
});

test('/contact#faq lands on the FAQ (the chat assistant links there)', async ({ page }) => {
  await page.goto('/contact#faq');
  const heading = page.getByRole('heading', { level: 2, name: 'Frequently asked questions' });
  await expect(heading).toBeInViewport();
});
