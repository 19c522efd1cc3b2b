import { missingItemRedirect } from '../../components/not-found-notice';
import type { Locale, PageItem, PageMeta, UnknownItem } from 'shared/contracts';
import { newsSummaries } from '../../data/news-articles';
import { dataIn } from '../../i18n';
import { findById } from '../../lib/collections';
import { articleItems, articleMeta } from '../../lib/article-meta';
import { websiteMeta } from '../../lib/page-meta';
import { pages } from '../../exposed/pages';
import { newsWords } from './words';

/** /news: its introduction in the language. */
export function newsListMeta(locale?: Locale): PageMeta {
  return websiteMeta(newsWords.i18nFor(locale)._('news.intro'));
}

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
