import { test, expect, main } from './fixtures';

/**
 * Visits every page reachable from the home page, collects every internal link of each, opens each
 * one and checks it is a real page: no 'Page Not Found', a heading, the anchor target when the link
 * has one, and (through the fixture) no page or console error anywhere.
 */
test('every internal link leads to a real page', async ({ page, baseURL }) => {
  // About 60 pages, each loaded from scratch (shell, config, remote) on a machine other test runs share.
  test.setTimeout(600_000);
  const origin = new URL(baseURL ?? 'http://localhost:8080').origin;
  const queue: string[] = ['/'];
  const seen = new Set<string>(queue);
  const anchors = new Map<string, string>();
  const visited: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 }).first(), `heading on ${path}`).toBeVisible();
    await expect(page.getByText('Page Not Found', { exact: true }), `no Page Not Found on ${path}`).toHaveCount(0);
    visited.push(path);
    const links = await page.locator('a[href]').evaluateAll((elements) => elements.map((a) => (a as HTMLAnchorElement).href));
    for (const link of links) {
      const url = new URL(link);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      if (url.hash.length > 1) anchors.set(`${target}${url.hash}`, decodeURIComponent(url.hash.slice(1)));
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  // Sanity: the crawl reached every kind of page.
  for (const path of ['/services', '/courses/ar-link', '/news/11', '/blog/5', '/labs', '/waitlist', '/sitemap', '/privacy-policy'])
    expect(visited).toContain(path);

  for (const [href, id] of anchors) {
    await page.goto(href);
    await expect(page.locator(`[id="${id}"]`), `anchor target of ${href}`).toHaveCount(1);
  }
});
