import type { Page } from '@playwright/test';
import { remoteOrigin } from 'shared/e2e';

/**
 * Content-specific helpers only. `test` and `expect` come from the site's one fixture (shared/e2e),
 * which fails any test on a page or console error.
 */
export { test, expect } from 'shared/e2e';

/** Where mf-content is served (the shell is on PORT_BASE, this remote one above). */
export const contentOrigin = remoteOrigin(1);

/** The page's main area (the shell's <main>), where every content page renders. */
export const main = (page: Page) => page.getByRole('main');

/** The level-1 heading of the page, once the remote has rendered it. */
export const pageHeading = (page: Page) => main(page).getByRole('heading', { level: 1 }).first();

/** Marks the current document; if the marker survives a click, the navigation did not reload the page. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
