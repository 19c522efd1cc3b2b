import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every content spec fails on a page error or a console error: a visitor does not care whose bug it
 * is. The `problems` fixture is automatic, so no test can forget it.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      await use(problems);
      expect(problems, 'no page or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const portBase = Number(process.env.PORT_BASE || 8080);
export const contentOrigin = `http://localhost:${portBase + 1}`;

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
