import { BRAND_NAME, BRAND_TAGLINE } from './brand';

/** The one suffix every non-home title ends with. */
export const TITLE_SUFFIX = ` | ${BRAND_NAME}`;

export const HOME_TITLE = `${BRAND_NAME} | ${BRAND_TAGLINE}`;
export const NOT_FOUND_TITLE = `Page Not Found${TITLE_SUFFIX}`;

/**
 * Title of a route from its path alone: the home title on '/', otherwise the first path segment,
 * capitalised, then the suffix. Hyphenated segments read as words ('robot-maze' -> 'Robot Maze'),
 * because a screen reader announces the title and 'Robot-maze' reads as a typo.
 */
export function titleForPath(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  if (!first) return HOME_TITLE;
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    // A malformed escape is still a title; show it as typed.
  }
  const words = decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join(' ')}${TITLE_SUFFIX}`;
}

/** Title of a detail page once it knows its item: the item's own title plus the suffix. */
export function titleForItem(itemTitle: string): string {
  const clean = itemTitle.replace(/\s+/g, ' ').trim();
  return clean ? `${clean}${TITLE_SUFFIX}` : HOME_TITLE;
}
