/**
 * The list rules of the spec (sections 3 and 9), for anything dated: news articles and blog posts.
 * Plain functions over arrays; none of them mutates its input.
 */
export interface Dated {
  readonly id: string;
  /** ISO date (YYYY-MM-DD); compares correctly as a string. */
  readonly date: string;
}

export type SortOrder = 'newest' | 'oldest';

export const DEFAULT_LATEST_COUNT = 3;
export const DEFAULT_FEATURED_COUNT = 2;
export const HOME_FEATURED_COUNT = 6;
export const MORE_ITEMS_COUNT = 3;

/** Newest first (or oldest first); ties keep a stable order by id so lists never jump between renders. */
export function sortByDate<T extends Dated>(items: readonly T[], order: SortOrder = 'newest'): T[] {
  const sign = order === 'newest' ? -1 : 1;
  return [...items].sort((a, b) => {
    if (a.date !== b.date) return a.date < b.date ? -sign : sign;
    return Number(a.id) - Number(b.id);
  });
}

/** The latest list: newest first, `count` items (default 3). */
export function latest<T extends Dated>(items: readonly T[], count = DEFAULT_LATEST_COUNT): T[] {
  return sortByDate(items, 'newest').slice(0, Math.max(0, count));
}

/** The featured list: featured items only, newest first, `count` items (default 2). */
export function featured<T extends Dated & { readonly featured: boolean }>(items: readonly T[], count = DEFAULT_FEATURED_COUNT): T[] {
  return latest(
    items.filter((item) => item.featured),
    count,
  );
}

/**
 * Home's Featured News: six items. Featured ones first (newest first); if fewer than six are
 * featured, the newest others fill the row so the section never looks half empty.
 */
export function homeFeatured<T extends Dated & { readonly featured: boolean }>(items: readonly T[], count = HOME_FEATURED_COUNT): T[] {
  const picked = featured(items, count);
  const rest = latest(
    items.filter((item) => !picked.includes(item)),
    count - picked.length,
  );
  return [...picked, ...rest];
}

export function findById<T extends { readonly id: string }>(items: readonly T[], id: string | undefined): T | undefined {
  if (id === undefined) return undefined;
  return items.find((item) => item.id === id);
}

/** More News / related posts: the 3 most recent items other than the current one. */
export function moreItems<T extends Dated>(items: readonly T[], currentId: string, count = MORE_ITEMS_COUNT): T[] {
  return latest(
    items.filter((item) => item.id !== currentId),
    count,
  );
}

export interface PrevNext {
  /** Id of the previous item, or null when the link shows disabled. */
  readonly previous: string | null;
  readonly next: string | null;
}

/** At id 4 or above the spec shows Next disabled, whatever the list holds. */
export const NEXT_DISABLED_FROM_ID = 4;

/**
 * Previous/next exactly as the spec words it: numeric id minus or plus one; previous disabled at
 * id 1, next disabled at id 4 or above. A non-numeric id has neither.
 */
export function prevNextIds(id: string): PrevNext {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1 || String(n) !== id) return { previous: null, next: null };
  return {
    previous: n > 1 ? String(n - 1) : null,
    next: n < NEXT_DISABLED_FROM_ID ? String(n + 1) : null,
  };
}

export function parseSortOrder(raw: string | null): SortOrder {
  return raw === 'oldest' ? 'oldest' : 'newest';
}
