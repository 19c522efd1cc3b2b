import type { RouteDefinition } from 'shared/site';

/**
 * The sitemap, generated: every static route of the route table, and under each detail route one
 * entry per item of its data. Nothing is listed by hand, so a new page or article appears by itself.
 */
export interface SitemapLink {
  readonly href: string;
  readonly label: string;
}

export interface SitemapGroup {
  readonly href: string;
  readonly label: string;
  readonly children: readonly SitemapLink[];
}

export interface SitemapItems {
  /** Items for each detail route, keyed by the route's path pattern (e.g. '/news/:id'). */
  readonly [detailPath: string]: readonly { readonly id: string; readonly title: string }[];
}

/** Anchored sections inside a page (the labs on /services), keyed by the page's path. */
export interface SitemapAnchors {
  readonly [pagePath: string]: readonly { readonly anchor: string; readonly label: string }[];
}

type AnyRoute = RouteDefinition | RouteDefinition<readonly ['id']>;

/** The list page a detail route belongs to: '/news/:id' belongs to '/news'. */
const parentPath = (route: AnyRoute): string => route.path.replace(/\/:id$/, '');

export function buildSitemap(routeList: readonly AnyRoute[], items: SitemapItems, anchors: SitemapAnchors = {}): SitemapGroup[] {
  const groups: SitemapGroup[] = [];
  for (const route of routeList) {
    if (route.detail) continue;
    const href = (route as RouteDefinition).href();
    const detailRoutes = routeList.filter((candidate) => candidate.detail && parentPath(candidate) === route.path);
    const children: SitemapLink[] = [
      ...(anchors[route.path] ?? []).map(({ anchor, label }) => ({ href: `${href}#${anchor}`, label })),
      ...detailRoutes.flatMap((detail) => (items[detail.path] ?? []).map((item) => ({ href: (detail as RouteDefinition<readonly ['id']>).href(item.id), label: item.title }))),
    ];
    groups.push({ href, label: route.label, children });
  }
  return groups;
}

/** Every URL of the sitemap, flattened (for tests and the e2e crawler's cross-check). */
export function sitemapHrefs(groups: readonly SitemapGroup[]): string[] {
  return groups.flatMap((group) => [group.href, ...group.children.map((child) => child.href)]);
}
