import { expect, type APIRequestContext } from '@playwright/test';

/** A row of a remote's published `pages.json`, as much of it as a route list needs. */
interface PublishedPage {
  readonly path: string;
  readonly detail: boolean;
}

/** A path no remote publishes: the shell answers it with its Page Not Found. */
export const MISSING_PAGE = '/no-such-page';

async function json(request: APIRequestContext, url: string): Promise<unknown> {
  const answer = await request.get(url);
  if (!answer.ok()) throw new Error(`${url} answered ${answer.status()}`);
  return answer.json();
}

/** A page of the site: its path (a detail page's by one of its items), whether it is a detail page, and the remote that publishes it. */
export interface SitePage {
  readonly path: string;
  readonly detail: boolean;
  readonly remote: string;
}

/**
 * The site's pages as the shell routes them at run time: every row of every remote's published
 * `pages.json` (found beside the manifests `site-config.json` names), a detail page by the first of its
 * items that `sitemap.xml` lists. A page a remote adds is then in every spec that walks the site, with
 * no list to edit. `remotes` keeps only those remotes' pages (`['mf_content']`).
 */
export async function sitePages(request: APIRequestContext, remotes?: readonly string[]): Promise<SitePage[]> {
  const config = (await json(request, '/site-config.json')) as { remotes: Record<string, string> };
  const rows: { row: PublishedPage; remote: string }[] = [];
  for (const [remote, manifest] of Object.entries(config.remotes)) {
    if (remotes && !remotes.includes(remote)) continue;
    const table = (await json(request, new URL('pages.json', manifest).href)) as { pages: readonly PublishedPage[] };
    rows.push(...table.pages.map((row) => ({ row, remote })));
  }
  // In the first moments after the site starts, sitemap.xml may lack a remote's items: asked again until it has them.
  let listed: string[] = [];
  // A pattern's parameter may stand anywhere (`/news/:id`, `/courses/:id/enrol`): one path segment each.
  const itemOf = (path: string) => {
    const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')));
    const pattern = new RegExp('^' + segments.join('/') + '$');
    return listed.find((item) => pattern.test(item));
  };
  const unlisted = () => rows.filter(({ row }) => row.detail && !itemOf(row.path)).map(({ row }) => row.path);
  await expect
    .poll(
      async () => {
        const sitemap = await (await request.get('/sitemap.xml')).text();
        listed = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1]!).pathname);
        return unlisted();
      },
      { message: 'sitemap.xml lists an item of every detail page', timeout: 60_000 },
    )
    .toEqual([]);
  return rows.map(({ row, remote }) => ({ path: row.detail ? itemOf(row.path)! : row.path, detail: row.detail, remote }));
}

/** The paths of `sitePages`. */
export async function siteRoutes(request: APIRequestContext, remotes?: readonly string[]): Promise<string[]> {
  return (await sitePages(request, remotes)).map((page) => page.path);
}

/**
 * A sweep of every page split into `of` tests, so that both workers share it instead of one walking it
 * all: the `part`th (from 0) takes every `of`th item from its own, and the parts together take each item
 * exactly once. A part never comes out empty while there are as many items as parts (it fails if not:
 * a part with nothing to check would pass whatever the site does).
 */
export function partOf<T>(items: readonly T[], part: number, of: number): T[] {
  if (!Number.isInteger(of) || of < 1 || !Number.isInteger(part) || part < 0 || part >= of)
    throw new Error(`part ${part} of ${of} is no part of a sweep`);
  const taken = items.filter((_, index) => index % of === part);
  expect(taken.length, `part ${part + 1} of ${of} of ${items.length} items has some`).toBeGreaterThan(0);
  return taken;
}
