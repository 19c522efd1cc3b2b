import { DEFAULT_LOCALE, localePath, type Locale, type PageItem } from 'shared/contracts';
import { HREFLANGS } from '../../app/page-locale';
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
// Every page is listed in each language (`/about`, `/hi/about`, `/gu/about`), each entry with its
// versions as `xhtml:link` alternates (English also as x-default), as Google reads a multilingual sitemap.

/** What the caller knows of one site page: its path pattern and, for a detail page, the items it shows. */
export interface SitemapEntry {
  /** '/about', or a pattern with one parameter: '/news/:id'. */
  readonly path: string;
  readonly items?: readonly PageItem[];
}

/** The protocol's limit per file (sitemaps.org); a longer file is refused whole, so the rest is left out. */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * Every listed URL once (each page in each of `languages`: the renderer lists all of LOCALES), in
 * code-unit order of the URL (the same bytes for the same pages). With more than one language, each
 * entry names its versions as `xhtml:link` alternates.
 */
export function sitemapXml(baseUrl: string, entries: readonly SitemapEntry[], languages: readonly Locale[] = [DEFAULT_LOCALE]): string {
  const lastmodByPath = new Map<string, string | undefined>();
  const add = (path: string, lastmod?: string) => {
    const known = lastmodByPath.get(path);
    // The same page from two entries: the later change wins.
    lastmodByPath.set(path, known !== undefined && (lastmod === undefined || known > lastmod) ? known : lastmod);
  };
  for (const entry of entries) {
    const params = entry.path.match(/:[^/]+/g) ?? [];
    if (params.length === 0) {
      add(entry.path);
      continue;
    }
    // An item has one id, so only a pattern with one parameter can be filled in.
    if (params.length > 1) continue;
    for (const item of entry.items ?? []) {
      if (!item.id) continue;
      add(entry.path.replace(/:[^/]+/, encodeSegment(item.id)), item.updated && isW3cDate(item.updated) ? item.updated : undefined);
    }
  }
  const urlOf = (locale: Locale, path: string) => siteUrl(baseUrl, localePath(locale, path));
  const listed = new Map<string, { path: string; lastmod: string | undefined }>();
  for (const [path, lastmod] of lastmodByPath) for (const locale of languages) listed.set(urlOf(locale, path), { path, lastmod });
  const multilingual = languages.length > 1;
  const urls = [...listed.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_SITEMAP_URLS);
  const lines = urls.map((url) => {
    const { path, lastmod } = listed.get(url)!;
    const alternates = multilingual
      ? [...languages.map((locale) => [HREFLANGS[locale], urlOf(locale, path)]), ['x-default', urlOf(DEFAULT_LOCALE, path)]]
          .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href!)}"/>`)
          .join('')
      : '';
    return `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`,
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
