import { test, expect } from 'shared/e2e';
import { OPEN_DAY_PAGE, buildContentWith } from './content-copy';
import { NOT_FOUND_DOCUMENT, failedSubresources, mainHeading } from './fixtures';
import { startCopy, startShellProcess } from './servers';

// Before the deploy, /open-day is a missing page, answered 404.
test.use({ allowConsole: NOT_FOUND_DOCUMENT });

test('a page added to mf-content alone is routable, titled and listed, with no shell rebuild or restart', async ({
  page,
  pageProblems,
}) => {
  // One production build of mf-content (about a minute on two busy cores) before any server starts.
  test.setTimeout(300_000);
  const build = await buildContentWith(OPEN_DAY_PAGE);
  const running: { stop(): Promise<void> }[] = [];
  const failed = failedSubresources(page);
  try {
    const content = await startCopy('mf-content');
    running.push(content);
    const shell = await startShellProcess({ mf_content: content.manifest });
    running.push(shell);

    await page.goto(`${shell.url}/open-day`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // The server has rendered a page of the build about to be replaced: the deploy must displace it.
    // (Polled: on a busy machine the just-started shell may answer the first request before it has read
    // the copy's pages, leaving the area to the browser; a visitor a moment later gets the page.)
    await expect
      .poll(async () => {
        const about = await page.request.get(`${shell.url}/about`);
        return [about.status(), /<h1[^>]*>About/.test(await about.text())];
      })
      .toEqual([200, true]);

    // The content team's deploy: the new build on the same address. The shell is left running as it is.
    running.splice(running.indexOf(content), 1);
    await content.stop();
    running.push(await startCopy('mf-content', { port: content.port, dir: build.dist }));

    // Crawlable: the shell's server learns the new page from the remote too (it re-reads what the
    // remotes publish in the background) and renders it with the new build's server code: within 30 s
    // a crawler gets the finished page with 200, not a 404.
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`${shell.url}/open-day`);
          return [answer.status(), /<h1>Open Day<\/h1>/.test(await answer.text())];
        },
        { timeout: 30_000 },
      )
      .toEqual([200, true]);
    await page.goto(`${shell.url}/open-day`);
    await expect(mainHeading(page)).toHaveText('Open Day');
    await expect(page.locator('main [data-boundary="content"]').first()).toBeVisible();
    await expect(page).toHaveTitle('Open Day | RoboMinds');

    await page.goto(`${shell.url}/sitemap`);
    const link = page.getByRole('main').getByRole('link', { name: 'Open Day' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/open-day$/);
    await expect(mainHeading(page)).toHaveText('Open Day');
    expect(failed).toEqual([]);
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    build.remove();
  }
  expect(pageProblems).toEqual([]);
});
