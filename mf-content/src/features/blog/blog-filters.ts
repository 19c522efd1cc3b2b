import { sortByDate } from '../../lib/collections';
import { alsoIn, htmlToText, matchesQuery, normalise } from '../../lib/text';
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from '../../data/types';
import type { ListQuery } from '../../lib/list-query';

export interface BlogFilters {
  readonly q: string;
  readonly category: BlogCategory | null;
  readonly tag: string | null;
}

export const EMPTY_FILTERS: BlogFilters = { q: '', category: null, tag: null };

/** A category from the URL, matched without regard to case; unknown names are ignored. */
export function parseCategory(raw: string | null): BlogCategory | null {
  if (!raw) return null;
  const wanted = normalise(raw);
  return BLOG_CATEGORIES.find((category) => normalise(category) === wanted) ?? null;
}

export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const tag = params.get('tag')?.trim();
  return { q: params.get('q') ?? '', category: parseCategory(params.get('category')), tag: tag ? tag : null };
}

export function writeBlogFilters(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  return params;
}

/** The blog list's query: what `/blog` reads from its URL (declared in `exposed/pages.ts`). */
export const blogQuery: ListQuery<BlogFilters> = { names: ['q', 'category', 'tag'], read: readBlogFilters, write: writeBlogFilters };

export function hasTag(post: BlogPost, tag: string): boolean {
  const wanted = normalise(tag);
  return post.tags.some((t) => normalise(t) === wanted);
}

const searchedText = (post: BlogPost): string[] => [post.title, post.excerpt, htmlToText(post.content), post.author.name];

/**
 * Search (title, excerpt, text, author), category and tag together; results newest first. The search
 * reads the page's language and English (`english`, the same posts in English), so a Latin query on a
 * Hindi page finds the post too.
 */
export function filterPosts(posts: readonly BlogPost[], filters: BlogFilters, english: readonly BlogPost[] = posts): BlogPost[] {
  const found = posts.filter(
    (post) =>
      (!filters.category || post.category === filters.category) &&
      (!filters.tag || hasTag(post, filters.tag)) &&
      matchesQuery(filters.q, [...searchedText(post), ...alsoIn(english, post).flatMap(searchedText)]),
  );
  return sortByDate(found, 'newest');
}

/** An active filter: its kind and the value it holds (the page words it in its language). */
export type FilterChip = { readonly kind: 'q' | 'category' | 'tag'; readonly value: string };

/** The active filters as removable chips, in the order the controls appear. */
export function activeChips(filters: BlogFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.q.trim()) chips.push({ kind: 'q', value: filters.q.trim() });
  if (filters.category) chips.push({ kind: 'category', value: filters.category });
  if (filters.tag) chips.push({ kind: 'tag', value: filters.tag });
  return chips;
}

export function removeFilter(filters: BlogFilters, kind: FilterChip['kind']): BlogFilters {
  if (kind === 'q') return { ...filters, q: '' };
  if (kind === 'category') return { ...filters, category: null };
  return { ...filters, tag: null };
}

export const CARD_TAG_LIMIT = 3;

/** A card shows up to 3 tags, then how many more there are ('+N more'). */
export function cardTags(tags: readonly string[], limit = CARD_TAG_LIMIT): { shown: string[]; hidden: number } {
  const shown = tags.slice(0, limit);
  return { shown, hidden: tags.length - shown.length };
}

/**
 * Every tag used by any post, alphabetically, for the tag filter. Tags are lower-case letters, digits
 * and hyphens (data.test.ts), for which the order of their code units is the alphabet's. Not
 * `localeCompare`: a page's first collation loads the browser's collation data (about 50 ms on the
 * bench's phone, in the blog page's hydration), and the server's collation could differ from the
 * visitor's browser's, which would reorder the options on hydration.
 */
export function allTags(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Categories that have posts, in the fixed category order. */
export function categoryCounts(posts: readonly BlogPost[]): { category: BlogCategory; count: number }[] {
  return BLOG_CATEGORIES.map((category) => ({ category, count: posts.filter((post) => post.category === category).length }));
}
