import type { NewsArticle } from '../../types';
import { newsSummaries } from './news-articles';
import { newsContent } from './news-content';

/** The full articles in Gujarati (headline and body), for the news list's search and the detail page. */
export const newsArticles: readonly NewsArticle[] = newsSummaries.map((summary) => ({
  ...summary,
  content: newsContent[summary.id] ?? '',
}));
