import { expect, test } from 'shared/e2e';
import { announcer, ask, input, log, openChat, panel } from './widget';

/**
 * What an answer carries besides its text, against the real local gateway in offline mode: the pages
 * it comes from, as links inside the site. The assertions hold for any offline answer whose source is
 * the contact page, so they do not pin the gateway's wording.
 */

test.describe('chat answers with sources', () => {
  test('an answer links to its source page through the router, and says so once the visitor is there', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await ask(page, 'What are your opening hours?');
    const source = log(page).locator('a[href^="/contact"]').first();
    await expect(source).toBeVisible();
    await expect(log(page).locator('a[href^="http"], a[href^="//"]')).toHaveCount(0);
    await expect(log(page)).not.toContainText('(on this page)');

    // A router link: the page changes without a reload, so the widget (and its panel) stays.
    await page.evaluate(() => ((window as unknown as { __stayed?: boolean }).__stayed = true));
    await source.click();
    await expect(page).toHaveURL(/\/contact(#[\w-]+)?$/);
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    if (!(await panel(page).isVisible())) await openChat(page);
    await expect(
      log(page)
        .locator('li')
        .filter({ has: page.locator('a[href^="/contact"]') })
        .first(),
    ).toContainText('(on this page)');
  });

  test('the live region holds the newest complete answer only', async ({ page }) => {
    await page.goto('/');
    await expect(announcer(page)).toBeEmpty();
    await openChat(page);
    await ask(page, 'What are your opening hours?');
    await expect(log(page).locator('a[href^="/contact"]').first()).toBeVisible();
    const answer = (await log(page).getByRole('paragraph').nth(1).innerText()).replace(/^Assistant:\s*/, '').trim();
    await expect(announcer(page)).toContainText(answer.split('\n')[0] ?? answer);
    await expect(announcer(page)).not.toContainText('What are your opening hours?');
    await page.reload();
    await openChat(page);
    await expect(log(page)).toContainText('What are your opening hours?');
    await expect(announcer(page)).toBeEmpty();
  });

  test('a question typed but not sent survives a reload', async ({ page }) => {
    await page.goto('/courses');
    await openChat(page);
    await input(page).fill('Is there a course for class 7');
    await page.reload();
    await openChat(page);
    await expect(input(page)).toHaveValue('Is there a course for class 7');
    await input(page).press('Enter');
    await expect(log(page)).toContainText('Is there a course for class 7');
    await expect(input(page)).toHaveValue('');
    await page.reload();
    await openChat(page);
    await expect(input(page)).toHaveValue('');
  });
});
