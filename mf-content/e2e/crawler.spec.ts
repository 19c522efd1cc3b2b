import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { LOCALES, localePath, splitLocalePath, type Locale } from 'shared/contracts';
import { siteComposed, siteRoutes } from 'shared/e2e';
import { test, expect, main } from './fixtures';

/**
 * Visits every page reachable from a language's home page in that language, collects every internal
 * link of each, opens each one and checks it is a real page: status 200 (not a redirect), no 'Page Not Found', a level-1
 * heading in the page area, and the anchor targets of the links to it. One crawl per language: a link to
 * another language (the switch) is that language's crawl's to open.
 *
 * The site is HTML first: the shell's server sends every page finished, and the browser hydrates that
 * same HTML (a page that differs fails on the hydration warning). So the crawl reads the pages as the
 * server sends them, several at a time, instead of loading each in a browser. The browser then opens
 * one page of every kind the remotes publish, in the crawl's language, as a visitor does: its heading is
 * shown, it logs no error (the fixture), and every internal link it shows once its scripts have run
 * (the chat, anything a script adds) was crawled too, or is crawled now.
 */

/** How many pages are asked of the server at once: the crawl shares two cores with the browser and the other worker. */
const AT_ONCE = 4;

/** What the crawl read from one page of the server. */
interface ServedPage {
  readonly status: number;
  /** The text of the first level-1 heading in the page area (<main>), or null. */
  readonly heading: string | null;
  readonly notFound: boolean;
  /** Every link's absolute URL. */
  readonly links: readonly string[];
  /** How many elements carry each id. */
  readonly ids: ReadonlyMap<string, number>;
}

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function readPage(request: APIRequestContext, origin: string, path: string): Promise<ServedPage> {
  // A link must lead to the page itself: a redirect (an unknown news id is sent to the list) is no page.
  // One connection per page: the servers close an idle kept-alive connection after 5 s, and a request
  // sent on it at that moment is reset (a browser sends it again on a new one; this client does not).
  const answer = await request.get(path, { maxRedirects: 0, headers: { connection: 'close' } });
  const { window } = new JSDOM(await answer.text(), { url: new URL(path, origin).href });
  const { document } = window;
  for (const code of Array.from(document.querySelectorAll('script, style, template, noscript'))) code.remove();
  const heading = document.querySelector('main h1, [role="main"] h1');
  const ids = new Map<string, number>();
  for (const element of Array.from(document.querySelectorAll('[id]'))) ids.set(element.id, (ids.get(element.id) ?? 0) + 1);
  const served = {
    status: answer.status(),
    heading: heading ? normalise(heading.textContent) : null,
    // As `getByText('Page Not Found', { exact: true })` finds it: an element whose whole text it is.
    notFound: Array.from(document.body.querySelectorAll('*')).some((element) => normalise(element.textContent) === 'Page Not Found'),
    links: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    ids,
  };
  window.close();
  return served;
}

/**
 * Reads `path` from the server and checks it is a real page. In the first moments after the site starts
 * the server may leave a page's area to the browser (its remote's module answered later than the
 * render's limit) and the next request gets the whole page: asked again until the heading is there.
 */
async function realPage(request: APIRequestContext, origin: string, path: string): Promise<ServedPage> {
  let served: ServedPage | undefined;
  await expect
    .poll(
      async () => {
        served = await readPage(request, origin, path);
        return { status: served.status, heading: Boolean(served.heading) };
      },
      { message: `status and page-area heading of ${path}`, timeout: 30_000 },
    )
    .toEqual({ status: 200, heading: true });
  expect(served!.notFound, `no Page Not Found on ${path}`).toBe(false);
  return served!;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The crawl of one language: what it has read, and the ids the links to each page point at. */
class Crawl {
  readonly served = new Map<string, ServedPage>();
  /** The ids the links to a page point at, by the page's path and query: each page read once for all of them. */
  readonly anchors = new Map<string, Set<string>>();
  private readonly seen = new Set<string>();

  constructor(
    private readonly request: APIRequestContext,
    private readonly origin: string,
    private readonly locale: Locale,
  ) {}

  /** The path and query of a link that this language's crawl opens, else null. */
  target(link: string): string | null {
    const url = new URL(link);
    if (url.origin !== this.origin || splitLocalePath(url.pathname).locale !== this.locale) return null;
    return `${url.pathname}${url.search}`;
  }

  /** Notes a link's anchor; its page's path and query if the crawl has not met that page yet, else null. */
  note(link: string): string | null {
    const target = this.target(link);
    if (target === null) return null;
    const url = new URL(link);
    if (url.hash.length > 1) this.anchors.set(target, (this.anchors.get(target) ?? new Set()).add(decodeURIComponent(url.hash.slice(1))));
    if (this.seen.has(target)) return null;
    this.seen.add(target);
    return target;
  }

  /** Reads the pages of `links` new to the crawl, then those their links lead to, until no new page is found. */
  async follow(links: readonly string[]): Promise<void> {
    let frontier = links.map((link) => this.note(link)).filter((path): path is string => path !== null);
    while (frontier.length > 0) {
      const found: string[] = [];
      await eachAtMost(frontier, AT_ONCE, async (path) => {
        const served = await realPage(this.request, this.origin, path);
        this.served.set(path, served);
        for (const link of served.links) {
          const target = this.note(link);
          if (target !== null) found.push(target);
        }
      });
      frontier = found;
    }
  }
}

// The three languages' crawls are independent: each may run on its own worker.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`every internal link of the ${locale} pages leads to a real page`, async ({ page, request, baseURL }) => {
    // About 40 pages read from the server, then one page of each kind (about 20) loaded in the browser.
    test.setTimeout(300_000);
    const origin = new URL(baseURL ?? 'http://localhost:8080').origin;
    await siteComposed(request);
    const crawl = new Crawl(request, origin, locale);
    await crawl.follow([new URL(localePath(locale, '/'), origin).href]);

    // Sanity: the crawl reached every kind of page.
    for (const path of ['/services', '/courses/ar-link', '/news/11', '/blog/5', '/labs', '/waitlist', '/sitemap', '/privacy-policy'])
      expect([...crawl.served.keys()]).toContain(localePath(locale, path));

    // One page of every kind, as the browser shows it once its scripts have run.
    for (const route of await siteRoutes(request)) {
      const path = localePath(locale, route);
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(200);
      await expect(main(page).getByRole('heading', { level: 1 }).first(), `heading on ${path}`).toBeVisible();
      await expect(page.getByText('Page Not Found', { exact: true }), `no Page Not Found on ${path}`).toHaveCount(0);
      const links = await page.locator('a[href]').evaluateAll((elements) => elements.map((a) => (a as HTMLAnchorElement).href));
      await crawl.follow([new URL(path, origin).href, ...links]);
    }

    for (const [target, ids] of crawl.anchors) {
      const served = crawl.served.get(target)!;
      for (const id of ids) expect(served.ids.get(id) ?? 0, `anchor target of ${target}#${id}`).toBe(1);
    }
  });
}
