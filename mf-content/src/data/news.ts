import { newsSummaries } from './news-articles';
import { newsContent } from './news-content';
import type { NewsArticle } from './types';

/** The full articles (headline and body), for the news list's search and the detail page. */
export const newsArticles: readonly NewsArticle[] = newsSummaries.map((summary) => ({
  ...summary,
  content: newsContent[summary.id] ?? '',
}));
