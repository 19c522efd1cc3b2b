import type { Page } from '@playwright/test';
import { expect, sendForm, siteComposed, test } from 'shared/e2e';

/**
 * The visitor forms with JavaScript off, end to end: the browser posts the form to the shell, the
 * shell forwards it to the contact server, which stores it, and the shell renders the page again with
 * the outcome. Nothing a visitor typed ever goes into a URL (issue 22, "Leaked"), and a refused form
 * comes back with everything typed still in it.
 */
test.use({ javaScriptEnabled: false });
// With no script, the page is what the server rendered first: wait until it can place every page.
test.beforeAll(async ({ request }) => siteComposed(request));

const SUCCESS_MESSAGE = 'Your message has been sent! We will get back to you soon.';
const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address, like name@example.com.';
const ALREADY_SENT_MESSAGE = 'We already have this: it was sent once, so it has not been stored again.';

/** Every request the page makes, so a test can check that no personal field went into a URL. */
function recordRequests(page: Page) {
  const seen: { method: string; url: string }[] = [];
  page.on('request', (request) => seen.push({ method: request.method(), url: request.url() }));
  return seen;
}

test('the contact form posts, is stored and shows the spec success message, with no field in any URL', async ({ page }) => {
  const seen = recordRequests(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const unique = `Weekend batch question ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Asha Patel');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('asha@example.com');
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('Registration');
  await form.getByRole('textbox', { name: 'Message' }).fill(unique);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').getByText(SUCCESS_MESSAGE)).toBeVisible();
  // The answer opens scrolled to the message, not at the top of the page where it would go unseen.
  await expect(page.getByRole('status').getByText(SUCCESS_MESSAGE)).toBeInViewport();
  expect(seen.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/forms/contact']);
  expect(seen.filter((r) => /asha|Weekend|Registration/i.test(decodeURIComponent(r.url)))).toEqual([]);
});

test.describe('a refused contact form', () => {
  // The shell answers a refused post with its page and status 400, which the browser logs.
  test.use({ allowConsole: /Failed to load resource: the server responded with a status of 400 \(Bad Request\)/ });

  test('comes back with the message and everything typed', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ravi Shah');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('ravi@');
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('Support');
    await form.getByRole('textbox', { name: 'Message' }).fill('Line one\nLine two');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText(INVALID_EMAIL_MESSAGE);
    await expect(page.getByRole('alert')).toBeInViewport();
    const back = page.getByRole('form', { name: 'Contact form' });
    await expect(back.getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Shah');
    await expect(back.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ravi@');
    await expect(back.getByRole('combobox', { name: 'Subject' })).toHaveValue('Support');
    await expect(back.getByRole('textbox', { name: 'Message' })).toHaveValue('Line one\nLine two');
    expect(new URL(page.url()).search).toBe('');
  });
});

test('a reload of the answer to a sent contact form posts it again: it is not stored twice, and the page says so', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Asha Patel');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('asha@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill(`Is there a June batch? ${Date.now()}`);
  await sendForm(page, 'contact', form.getByRole('button', { name: 'Send Message' }));
  await expect(page.getByRole('status').getByText(SUCCESS_MESSAGE)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/forms/contact');
  // The browser's reload of a POST's answer sends the same body again.
  const [again] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/forms/contact'),
    page.reload(),
  ]);
  expect([again.request().method(), again.status()]).toEqual(['POST', 200]);
  await expect(page.getByRole('status').getByText(ALREADY_SENT_MESSAGE)).toBeVisible();
});

test.describe('a refused form without script', () => {
  test.use({ allowConsole: /Failed to load resource: the server responded with a status of 400 \(Bad Request\)/ });

  test('marks the field that is too long, in Gujarati, and says its limit, as the page does with script', async ({ page }) => {
    await page.goto('/gu/contact');
    const form = page.getByRole('form', { name: 'સંપર્ક ફોર્મ' });
    const name = form.locator('input[name="name"]');
    await name.fill('ર'.repeat(300));
    await form.locator('input[name="email"]').fill('asha@example.com');
    await form.locator('textarea[name="message"]').fill('નમસ્તે');
    await form.getByRole('button', { name: 'સંદેશ મોકલો' }).click();
    await expect(page.getByRole('alert')).toContainText('કૃપા કરીને ચિહ્નિત ખાનું ટૂંકું કરો');
    const marked = page.getByRole('form', { name: 'સંપર્ક ફોર્મ' }).locator('input[name="name"]');
    await expect(marked).toHaveAttribute('aria-invalid', 'true');
    await expect(marked).toHaveAccessibleDescription(/વધુમાં વધુ 100 અક્ષરો સુધી ટૂંકું કરો \(અત્યારે તેમાં 300 અક્ષરો છે\)/);
    await expect(page.getByRole('form', { name: 'સંપર્ક ફોર્મ' }).locator('textarea[name="message"]')).not.toHaveAttribute('aria-invalid');
  });
});

test('the newsletter box and the waitlist form post too, and say what happened', async ({ page }) => {
  await page.goto('/contact');
  const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await box.getByRole('textbox', { name: /e-mail address/i }).fill(`parent-${Date.now()}@example.com`);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('you will receive an e-mail with a link to confirm your subscription')).toBeVisible();
  await expect(page.getByText('you will receive an e-mail with a link to confirm your subscription')).toBeInViewport();

  await page.goto('/waitlist');
  const waitlist = page.getByRole('form', { name: 'Waitlist form' });
  await waitlist.getByRole('textbox', { name: /your name/i }).fill('Meera Shah');
  await waitlist.getByRole('textbox', { name: /e-mail/i }).fill('meera@example.com');
  await waitlist.getByRole('textbox', { name: /student grade/i }).fill('Class 7');
  await waitlist.getByRole('combobox', { name: /course/i }).selectOption('Internet of Things');
  await waitlist.getByRole('combobox', { name: /plan/i }).selectOption('Premium');
  // Posted and stored, and the waitlist page comes back.
  await sendForm(page, 'waitlist', waitlist.getByRole('button', { name: 'Join the waitlist' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Platform Waitlist' })).toBeVisible();
});
