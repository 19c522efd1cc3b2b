import { sortByDate, parseSortOrder, type SortOrder } from '../../lib/collections';
import { htmlToText, matchesQuery } from '../../lib/text';
import type { NewsArticle } from '../../data/types';
import type { ListQuery } from '../../lib/list-query';

export interface NewsQuery {
  readonly q: string;
  readonly sort: SortOrder;
}

/** The list's state lives in the URL (?q=...&sort=oldest) so a search can be shared and survives reload. */
export function readNewsQuery(params: URLSearchParams): NewsQuery {
  return { q: params.get('q') ?? '', sort: parseSortOrder(params.get('sort')) };
}

/** Only non-default values are written, so the plain list stays at a plain /news. */
export function writeNewsQuery(query: NewsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  return params;
}

/** The news list's query: what `/news` reads from its URL (declared in `exposed/pages.ts`). */
export const newsQuery: ListQuery<NewsQuery> = { names: ['q', 'sort'], read: readNewsQuery, write: writeNewsQuery };

/** Case-insensitive search over title, excerpt and the article's readable text (not its HTML tags). */
export function searchNews(articles: readonly NewsArticle[], query: NewsQuery): NewsArticle[] {
  const found = articles.filter((article) => matchesQuery(query.q, [article.title, article.excerpt, htmlToText(article.content)]));
  return sortByDate(found, query.sort);
}

export const NO_NEWS_MESSAGE = 'No news items found matching your search.';
