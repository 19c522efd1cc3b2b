import type { Page } from '@playwright/test';
import { expect, formsReady, sendForm, siteComposed, test } from 'shared/e2e';

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
  const form = page.getByRole('form', { name: 'Course registration form' });
  await form.getByRole('textbox', { name: "Child's name" }).fill('Riya Shah');
  await form.getByRole('combobox', { name: "Child's grade" }).selectOption('4');
  await form.getByRole('textbox', { name: "Parent's or guardian's name" }).fill('Meera Shah');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('98765 43210');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`meera-${Date.now()}@example.com`);
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
