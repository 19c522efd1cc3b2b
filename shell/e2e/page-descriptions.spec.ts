import type { ConsoleMessage, Page } from '@playwright/test';
import { CONTRACT_VERSION } from 'shared/contracts';
import { test, expect } from 'shared/e2e';
import { NOT_FOUND_DOCUMENT, failedSubresources, mainHeading } from './fixtures';
import { startJsonFiles, startShell } from './servers';

/** Console messages of one level, as a person reading the console sees them. */
function consoleOf(page: Page, type: 'warning' | 'error'): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === type) seen.push(message.text());
  });
  return seen;
}

/** A client-side navigation, as the router makes it. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const pageRow = (path: string, module: string, label: string) => ({ path, module, label, detail: false });

test.describe('what the remotes publish is checked', () => {
  // What the shell's server answers for a path it cannot serve is its own test's business (404 or not).
  test.use({ allowConsole: new RegExp(`pages\\.json was refused|remotes claim the path|${NOT_FOUND_DOCUMENT.source}`) });

  test('a remote built against another contract version: its area fails with a clear console message', async ({ page, pageProblems }) => {
    const maze = await startJsonFiles({
      '/pages.json': { contract: CONTRACT_VERSION + 98, remote: 'mf_maze', pages: [pageRow('/robot-maze', 'RobotMazePage', 'Robot Maze')] },
    });
    const shell = await startShell({ mf_maze: maze.manifest });
    const errors = consoleOf(page, 'error');
    const failed = failedSubresources(page);
    try {
      await page.goto(`${shell.url}/robot-maze`);
      await expect(page.getByRole('alert').filter({ hasText: 'The robot maze could not be loaded' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      // The server's HTML shows the failure at once; the browser says why when main.js reads the
      // remote's pages itself, a moment later: waited for, not read at the first paint.
      await expect
        .poll(() => errors.join('\n'))
        .toContain(
          `mf_maze's pages.json was refused, so none of its pages is served: ${maze.url}/pages.json: mf_maze was built against contract version ${CONTRACT_VERSION + 98}`,
        );
      // Its code was never fetched, and the rest of the site works.
      await navigateInApp(page, '/about');
      await expect(page.locator('main [data-boundary="content"]').first()).toBeVisible();
    } finally {
      await Promise.all([maze.stop(), shell.stop()]);
    }
    expect(failed).toEqual([]);
    expect(pageProblems).toEqual([]);
  });

  test('a chat built against another contract version shows the chat failure, not the widget', async ({ page, pageProblems }) => {
    const chat = await startJsonFiles({ '/pages.json': { contract: CONTRACT_VERSION + 1, remote: 'mf_chat', pages: [] } });
    const shell = await startShell({ mf_chat: chat.manifest });
    const errors = consoleOf(page, 'error');
    const failed = failedSubresources(page);
    try {
      await page.goto(`${shell.url}/services`);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'The chat assistant could not be loaded' })).toBeVisible();
      expect(errors.join('\n')).toContain(`mf_chat was built against contract version ${CONTRACT_VERSION + 1}`);
    } finally {
      await Promise.all([chat.stop(), shell.stop()]);
    }
    expect(failed).toEqual([]);
    expect(pageProblems).toEqual([]);
  });

  test('two remotes claiming one path: neither serves it, and the console names both', async ({ page, pageProblems }) => {
    const contact = await startJsonFiles({
      '/pages.json': {
        contract: CONTRACT_VERSION,
        remote: 'mf_contact',
        pages: [pageRow('/contact', 'ContactPage', 'Contact'), pageRow('/about', 'AboutPage', 'About')],
      },
    });
    const shell = await startShell({ mf_contact: contact.manifest });
    const errors = consoleOf(page, 'error');
    const failed = failedSubresources(page);
    try {
      await page.goto(`${shell.url}/about`);
      await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toBeVisible();
      // As above: the server's HTML shows the failure before the browser's own reading logs why.
      await expect.poll(() => errors.join('\n')).toContain('Two remotes claim the path /about: mf_content and mf_contact.');
      await navigateInApp(page, '/services');
      await expect(page.locator('main [data-boundary="content"]').first()).toBeVisible();
    } finally {
      await Promise.all([contact.stop(), shell.stop()]);
    }
    // This stand-in for mf_contact publishes pages.json alone: once the page is idle, the header's
    // Contact link prefetches its route's remote and meets the missing manifest (or, after stop(), no
    // server at all), whichever comes first. Nothing else may fail.
    expect(failed.filter((line) => line !== `404 ${contact.manifest}`)).toEqual([]);
    expect(pageProblems).toEqual([]);
  });
});

test('a hanging site config: every area shows its failure within the time limit, and Try again works once it answers', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/site-config.json', async (route) => {
    await released;
    // The page may have given up on this request already (its time limit aborts it).
    await route.continue().catch(() => undefined);
  });
  const warnings = consoleOf(page, 'warning');
  const started = Date.now();
  // A hanging config must not be waited for: the document only.
  await page.goto('/robot-maze', { waitUntil: 'domcontentloaded' });
  // The server rendered the page and sent its table, so the area knows whose it is: the maze's. It
  // fails once hydration needs the config to load the maze's code.
  const pageArea = page.getByRole('main').getByRole('alert').filter({ hasText: 'The robot maze could not be loaded' });
  await expect(pageArea).toBeVisible({ timeout: 12_000 });
  // The default area time limit (6 s) and a margin for a busy machine.
  expect(Date.now() - started).toBeLessThan(12_000);
  expect(warnings.join('\n')).toContain('/site-config.json did not answer within 6000 ms');
  const chatArea = page.getByRole('alert').filter({ hasText: 'The chat assistant could not be loaded' });
  await expect(chatArea).toBeVisible({ timeout: 30_000 });

  release();
  await pageArea.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main [data-boundary="maze"]').first()).toBeVisible();
  await expect(mainHeading(page)).toBeVisible();
  await chatArea.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Chat assistant' })).toBeVisible();
  expect(pageProblems).toEqual([]);
});

test.describe('a malformed escape in the path', () => {
  test.use({ allowConsole: NOT_FOUND_DOCUMENT });

  test('gets a page, not a crash', async ({ page, pageProblems }) => {
    const failed = failedSubresources(page);
    for (const path of ['/news/%E0%A4%A', '/%E0%A4%A']) {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
    expect(failed).toEqual([]);
    expect(pageProblems).toEqual([]);
  });
});
