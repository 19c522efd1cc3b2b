import { missingItemRedirect } from '../../components/not-found-notice';
import type { PageItem, PageMeta, UnknownItem } from 'shared/contracts';
import { newsSummaries } from '../../data/news-articles';
import { findById } from '../../lib/collections';
import { articleItems, articleMeta } from '../../lib/article-meta';
import { websiteMeta } from '../../lib/page-meta';
import { pages } from '../../exposed/pages';

export const NEWS_INTRO = 'Lab launches, partnerships, awards, competitions and camps from across our programmes.';

export const newsListMeta = websiteMeta(NEWS_INTRO);

/**
 * /news/:id: the headline, summary, cover and date, and a schema.org NewsArticle. Read from the
 * headlines alone, so describing a page never loads an article body. An unknown id goes back to the
 * list, as the page does.
 */
export function describeNewsArticle(id: string | undefined): PageMeta | UnknownItem {
  const article = findById(newsSummaries, id);
  if (!article) return missingItemRedirect(pages.news.href());
  return articleMeta(article, 'NewsArticle');
}

/** Every article page, for sitemap.xml. */
export function newsItems(): PageItem[] {
  return articleItems(newsSummaries);
}
