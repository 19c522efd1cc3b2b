// The detail page's meta, apart from the list's (./news-meta.ts), whose words the detail page does not carry.
import { missingItemRedirect } from '../../components/not-found-notice';
import type { Locale, PageItem, PageMeta, UnknownItem } from 'shared/contracts';
import { newsSummaries } from '../../data/news-articles';
import { dataIn } from '../../i18n';
import { findById } from '../../lib/collections';
import { articleItems, articleMeta } from '../../lib/article-meta';
import { pages } from '../../exposed/pages';

/**
 * /news/:id: the headline, summary, cover and date, and a schema.org NewsArticle. Read from the
 * headlines alone, so describing a page never loads an article body. An unknown id goes back to the
 * list, as the page does.
 */
export function describeNewsArticle(id: string | undefined, locale?: Locale): PageMeta | UnknownItem {
  const article = findById(dataIn(locale, 'newsSummaries', newsSummaries), id);
  if (!article) return missingItemRedirect(pages.news.href());
  return articleMeta(article, 'news', {}, locale);
}

/** Every article page, for sitemap.xml. */
export function newsItems(): PageItem[] {
  return articleItems(newsSummaries);
}
