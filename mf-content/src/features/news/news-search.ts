import { sortByDate, parseSortOrder, type SortOrder } from '../../lib/collections';
import { alsoIn, htmlToText, matchesQuery } from '../../lib/text';
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

const searchedText = (article: NewsArticle): string[] => [article.title, article.excerpt, htmlToText(article.content)];

/**
 * Case-insensitive search over title, excerpt and the article's readable text (not its HTML tags), in
 * the page's language and in English (`english`, the same articles in English): a Latin query on a
 * Hindi page ("anganwadi", "robotics") finds the article too.
 */
export function searchNews(articles: readonly NewsArticle[], query: NewsQuery, english: readonly NewsArticle[] = articles): NewsArticle[] {
  const found = articles.filter((article) =>
    matchesQuery(query.q, [...searchedText(article), ...alsoIn(english, article).flatMap(searchedText)]),
  );
  return sortByDate(found, query.sort);
}
