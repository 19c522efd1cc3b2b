import type { APIRequestContext } from '@playwright/test';

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

/**
 * The site's pages as the shell routes them at run time: every row of every remote's published
 * `pages.json` (found beside the manifests `site-config.json` names), a detail page by the first of its
 * items that `sitemap.xml` lists. A page a remote adds is then in every spec that walks the site, with
 * no list to edit. `remotes` keeps only those remotes' pages (`['mf_content']`).
 */
export async function siteRoutes(request: APIRequestContext, remotes?: readonly string[]): Promise<string[]> {
  const config = (await json(request, '/site-config.json')) as { remotes: Record<string, string> };
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1]!).pathname);
  const routes: string[] = [];
  for (const [remote, manifest] of Object.entries(config.remotes)) {
    if (remotes && !remotes.includes(remote)) continue;
    const table = (await json(request, new URL('pages.json', manifest).href)) as { pages: readonly PublishedPage[] };
    for (const row of table.pages) {
      if (!row.detail) {
        routes.push(row.path);
        continue;
      }
      const prefix = row.path.replace(/:id$/, '');
      const item = listed.find((path) => path.startsWith(prefix) && path.length > prefix.length);
      if (!item) throw new Error(`sitemap.xml lists no item of ${row.path}`);
      routes.push(item);
    }
  }
  return routes;
}
