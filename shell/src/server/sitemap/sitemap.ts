import type { PageItem } from 'shared/contracts';
import { encodeSegment, isW3cDate, siteUrl } from '../pages/seo';

// sitemap.xml and robots.txt, made when they are asked for from what the remotes publish at that
// moment, so a page a team deploys is listed without the shell building again.
//
// What the sitemap lists: every page at a fixed path (the site's own /sitemap page among them: it is a
// page a person reads), and every item a detail page's module lists through `items()`, at the URL its
// own links use. What it leaves out: detail pages without `items()` (their ids are unknown here), ids a
// module does not list (an unknown id is never guessed, and redirects or says Not Found anyway),
// queries and fragments (/blog?tag=…, /services#drone-lab are the same documents), files
// (sitemap.xml, robots.txt, scripts), and pages of a remote that could not be read when it was made.

/** What the caller knows of one site page: its path pattern and, for a detail page, the items it shows. */
export interface SitemapEntry {
  /** '/about', or a pattern with one parameter: '/news/:id'. */
  readonly path: string;
  readonly items?: readonly PageItem[];
}

/** The protocol's limit per file (sitemaps.org); a longer file is refused whole, so the rest is left out. */
export const MAX_SITEMAP_URLS = 50_000;

/** Every listed URL once, in code-unit order of the URL (the same bytes for the same pages). */
export function sitemapXml(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const lastmodByUrl = new Map<string, string | undefined>();
  const add = (url: string, lastmod?: string) => {
    const known = lastmodByUrl.get(url);
    // The same URL from two entries: the later change wins.
    lastmodByUrl.set(url, known !== undefined && (lastmod === undefined || known > lastmod) ? known : lastmod);
  };
  for (const entry of entries) {
    const params = entry.path.match(/:[^/]+/g) ?? [];
    if (params.length === 0) {
      add(siteUrl(baseUrl, entry.path));
      continue;
    }
    // An item has one id, so only a pattern with one parameter can be filled in.
    if (params.length > 1) continue;
    for (const item of entry.items ?? []) {
      if (!item.id) continue;
      const path = entry.path.replace(/:[^/]+/, encodeSegment(item.id));
      add(siteUrl(baseUrl, path), item.updated && isW3cDate(item.updated) ? item.updated : undefined);
    }
  }
  const urls = [...lastmodByUrl.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_SITEMAP_URLS);
  const lines = urls.map((url) => {
    const lastmod = lastmodByUrl.get(url);
    return `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Everything may be crawled, and the sitemap is named. Crawlers read robots.txt at the origin's root
 * only, so a site deployed under a path needs the origin's own file to name this sitemap.
 */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(baseUrl, '/sitemap.xml')}\n`;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
