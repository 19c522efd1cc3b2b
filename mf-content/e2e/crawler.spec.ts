import { LOCALES, localePath, splitLocalePath } from 'shared/contracts';
import { test, expect, main } from './fixtures';

/**
 * Visits every page reachable from a language's home page in that language, collects every internal
 * link of each, opens each one and checks it is a real page: no 'Page Not Found', a heading, the
 * anchor targets of the links to it, and (through the fixture) no page or console error anywhere.
 * One crawl per language: a link to another language (the switch) is that language's crawl's to open.
 */
for (const locale of LOCALES) {
  test(`every internal link of the ${locale} pages leads to a real page`, async ({ page, baseURL }) => {
    // About 60 pages, each loaded from scratch (shell, config, remote) on a machine other test runs share.
    test.setTimeout(600_000);
    const origin = new URL(baseURL ?? 'http://localhost:8080').origin;
    const home = localePath(locale, '/');
    const queue: string[] = [home];
    const seen = new Set<string>(queue);
    /** The ids the links to a page point at, by the page's path and query: each page opened once for all of them. */
    const anchors = new Map<string, Set<string>>();
    const visited: string[] = [];

    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(200);
      await expect(main(page).getByRole('heading', { level: 1 }).first(), `heading on ${path}`).toBeVisible();
      await expect(page.getByText('Page Not Found', { exact: true }), `no Page Not Found on ${path}`).toHaveCount(0);
      visited.push(path);
      const links = await page.locator('a[href]').evaluateAll((elements) => elements.map((a) => (a as HTMLAnchorElement).href));
      for (const link of links) {
        const url = new URL(link);
        if (url.origin !== origin || splitLocalePath(url.pathname).locale !== locale) continue;
        const target = `${url.pathname}${url.search}`;
        if (url.hash.length > 1) anchors.set(target, (anchors.get(target) ?? new Set()).add(decodeURIComponent(url.hash.slice(1))));
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }

    // Sanity: the crawl reached every kind of page.
    for (const path of ['/services', '/courses/ar-link', '/news/11', '/blog/5', '/labs', '/waitlist', '/sitemap', '/privacy-policy'])
      expect(visited).toContain(localePath(locale, path));

    for (const [target, ids] of anchors) {
      await page.goto(target);
      for (const id of ids) await expect(page.locator(`[id="${id}"]`), `anchor target of ${target}#${id}`).toHaveCount(1);
    }
  });
}
