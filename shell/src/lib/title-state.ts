import { NOT_FOUND_TITLE, titleForItem, titleForPath } from 'shared/site';

/** An item title reported by a detail page, remembered with the path it belongs to. */
export interface ReportedTitle {
  readonly pathname: string;
  readonly itemTitle: string | null;
}

/**
 * The document title for what the shell shows: a 404 has its own; a detail page's reported item title
 * wins, but only for the path that reported it (a late report from the previous page is ignored).
 */
export function resolveTitle(pathname: string, reported: ReportedTitle | null, notFound = false): string {
  if (notFound) return NOT_FOUND_TITLE;
  if (reported && reported.pathname === pathname && reported.itemTitle) return titleForItem(reported.itemTitle);
  return titleForPath(pathname);
}
