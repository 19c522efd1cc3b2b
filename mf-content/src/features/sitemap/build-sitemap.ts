import type { Locale, PageDescription } from 'shared/contracts';

/**
 * The sitemap, generated: every page of the composed site as the remotes published it (so a page
 * another team adds appears with no change here), and under a page the links its owner knows inside
 * it (this remote's articles, posts, courses and anchored sections). Nothing is listed by hand.
 */
export interface SitemapLink {
  readonly href: string;
  readonly label: string;
}

export interface SitemapGroup extends SitemapLink {
  readonly children: readonly SitemapLink[];
}

/** Links shown under a page, keyed by the page's path ('/news' -> every article). */
export interface SitemapChildren {
  readonly [pagePath: string]: readonly SitemapLink[];
}

/** A pattern with a parameter ('/news/:id') is not a place a person can open; its items are listed under their page. */
const isConcretePath = (path: string): boolean => !path.includes('/:');

/**
 * One group per concrete page, in the order given, each path once (two remotes claiming a path is
 * the shell's conflict to report, not a reason to list it twice).
 */
export function buildSitemap(sitePages: readonly PageDescription[], children: SitemapChildren = {}, locale?: Locale): SitemapGroup[] {
  const seen = new Set<string>();
  const groups: SitemapGroup[] = [];
  for (const page of sitePages) {
    if (page.detail || !isConcretePath(page.path) || seen.has(page.path)) continue;
    seen.add(page.path);
    groups.push({ href: page.path, label: labelIn(page, locale), children: children[page.path] ?? [] });
  }
  return groups;
}

/**
 * A page's label in the language, English where its remote gives none: shared/contracts' `pageLabel`,
 * written here because importing it brings the page tables' valibot schemas (pages.ts, about 4 KiB
 * gzip) into the sitemap's chunk.
 */
function labelIn(page: Pick<PageDescription, 'label' | 'labels'>, locale: Locale | undefined): string {
  return locale && locale !== 'en' ? (page.labels?.[locale] ?? page.label) : page.label;
}
