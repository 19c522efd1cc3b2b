import type { Page } from '@playwright/test';
import { expect, formsReady, sendForm, serverRendered, siteComposed, slowPhoneWithHeldScripts, test } from 'shared/e2e';

/**
 * A course registration end to end (issue 40): from the course's page, Enroll Now leads to its
 * registration form, which the shell forwards to the contact server; the server's answer carries the
 * registration's reference (RM-<year>-<number>). With script and without.
 */
test.beforeAll(async ({ request }) => {
  await siteComposed(request);
  await formsReady(request);
});

const REFERENCE = /RM-\d{4}-\d{6,}/;

async function register(page: Page) {
  await page.goto('/courses/blockzie');
  await page.getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page).toHaveURL(/\/courses\/blockzie\/enrol$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register for Blockzie: Coding with Blocks' })).toBeVisible();
  await expect(page.getByText('₹599 for the whole course')).toBeVisible();
  return fill(page);
}

/** Fills the registration form as a parent does; answers its send button. */
async function fill(page: Page, email = `meera-${Date.now()}@example.com`) {
  const form = page.getByRole('form', { name: 'Course registration form' });
  await form.getByRole('textbox', { name: "Child's name" }).fill('Riya Shah');
  await form.getByRole('combobox', { name: "Child's grade" }).selectOption('4');
  await form.getByRole('textbox', { name: "Parent's or guardian's name" }).fill('Meera Shah');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('98765 43210');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('combobox', { name: 'Preferred start month' }).selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: /parent or guardian/ }).check();
  return form.getByRole('button', { name: 'Send Registration' });
}

test('a parent registers from the course page and is given a reference', async ({ page }) => {
  const send = await register(page);
  await sendForm(page, 'registration', send);
  await expect(page.getByRole('status').getByText(REFERENCE)).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the page comes back with the reference', async ({ page }) => {
    const send = await register(page);
    await sendForm(page, 'registration', send);
    await expect(page.getByRole('status').getByText(REFERENCE)).toBeVisible();
    await expect(page.getByRole('status').getByText(REFERENCE)).toBeInViewport();
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('on a slow phone, acting the moment the form shows', () => {
  const ENROL = '/courses/blockzie/enrol';
  /** Hydrated: React keeps its props on the form element under a `__reactProps$…` key. */
  const hydrated = (page: Page) =>
    page.evaluate(() => {
      const element = document.querySelector('form[aria-label="Course registration form"]');
      return element ? Object.keys(element).some((key) => key.startsWith('__reactProps$')) : false;
    });

  test('sent before any script has run: the browser posts it, the answer has the reference, nothing is put in a URL', async ({ page }) => {
    test.slow();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
    await serverRendered(page.request, ENROL, 'aria-label="Course registration form"');
    const release = await slowPhoneWithHeldScripts(page);
    await page.goto(ENROL, { waitUntil: 'commit' });
    const email = `early-parent-${Date.now()}@example.com`;
    const send = await fill(page, email);
    expect(await hydrated(page)).toBe(false);
    await sendForm(page, 'registration', send);
    await expect(page.getByRole('status').getByText(REFERENCE)).toBeVisible();
    expect(urls.filter((url) => url.includes(email) || url.includes('Riya Shah') || url.includes('98765'))).toEqual([]);
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('typed before the scripts run: every field is still there once they have, and sending gives the reference', async ({ page }) => {
    test.slow();
    await serverRendered(page.request, ENROL, 'aria-label="Course registration form"');
    const release = await slowPhoneWithHeldScripts(page);
    await page.goto(ENROL, { waitUntil: 'commit' });
    const email = `typed-early-${Date.now()}@example.com`;
    const send = await fill(page, email);
    expect(await hydrated(page)).toBe(false);
    release();
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    const form = page.getByRole('form', { name: 'Course registration form' });
    await expect(form.getByRole('textbox', { name: "Child's name" })).toHaveValue('Riya Shah');
    await expect(form.getByRole('combobox', { name: "Child's grade" })).toHaveValue('4');
    await expect(form.getByRole('textbox', { name: "Parent's or guardian's name" })).toHaveValue('Meera Shah');
    await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('98765 43210');
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    await expect(form.getByRole('checkbox', { name: /parent or guardian/ })).toBeChecked();
    await sendForm(page, 'registration', send);
    await expect(page.getByRole('status').getByText(REFERENCE)).toBeVisible({ timeout: 20_000 });
  });
});
