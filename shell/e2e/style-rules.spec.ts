import type { Page } from '@playwright/test';
import { test, expect } from 'shared/e2e';
import { titleForPath } from 'shared/site';
import { mainHeading } from './fixtures';

const TEN_PAGES = ['/', '/services', '/courses', '/news', '/blog', '/about', '/smart-anganwadi', '/labs', '/robot-maze', '/contact'];

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

test('navigating through ten pages a second time inserts no style rule', async ({ page, pageProblems }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  // The chat widget arrives after the page; its styles belong to the first count, not the second.
  await expect(page.locator('[data-boundary="chat"]').first()).toBeAttached();

  for (const path of TEN_PAGES) await visitInApp(page, path);
  const afterFirstRound = await countRules(page);
  for (const path of TEN_PAGES) await visitInApp(page, path);
  const afterSecondRound = await countRules(page);

  expect(afterFirstRound).toBeGreaterThan(0);
  expect(afterSecondRound).toBe(afterFirstRound);
  expect(pageProblems).toEqual([]);
});
