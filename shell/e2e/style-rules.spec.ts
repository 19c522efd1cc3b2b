import type { Page } from '@playwright/test';
import { sitePages, test, expect } from 'shared/e2e';
import { titleForPath } from 'shared/site';
import { mainHeading } from './fixtures';

/** Every CSS rule in the document: emotion's inserted rules and any style sheet's. */
function countRules(page: Page): Promise<number> {
  return page.evaluate(() =>
    Array.from(document.styleSheets).reduce((sum, sheet) => {
      try {
        return sum + sheet.cssRules.length;
      } catch {
        return sum; // a cross-origin sheet cannot be read; the site has none
      }
    }, 0),
  );
}

async function visitInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  // The old page stays on screen until the new one can render (a transition): the new page's title
  // says it has, so its rules are counted in this round, not the next.
  await expect(page).toHaveTitle(titleForPath(path));
  await expect(page.locator('[data-navigation-progress]')).toHaveCount(0);
  await expect(page.locator('main [data-boundary]').first()).toBeVisible();
  await expect(mainHeading(page)).toBeVisible();
}

// Every page of the remotes' tables but the detail pages (titled by their item, not their path): a
// page a remote adds is walked too.
test('navigating through every page a second time inserts no style rule', async ({ page, pageProblems, request }) => {
  const pages = (await sitePages(request)).filter((row) => !row.detail).map((row) => row.path);
  test.setTimeout(60_000 + pages.length * 12_000);
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  // The chat widget arrives after the page; its styles belong to the first count, not the second.
  await expect(page.locator('[data-boundary="chat"]').first()).toBeAttached();

  for (const path of pages) await visitInApp(page, path);
  const afterFirstRound = await countRules(page);
  for (const path of pages) await visitInApp(page, path);
  const afterSecondRound = await countRules(page);

  expect(afterFirstRound).toBeGreaterThan(0);
  expect(afterSecondRound).toBe(afterFirstRound);
  expect(pageProblems).toEqual([]);
});
