import type { BlogCategory } from '../../data/types';
import { catalog, dataIn, pageWords, useLocale, type ContentData } from '../../i18n';
import { messages } from './locales/card.en';

/** The blog card's words (author, tags), which the list and the post page both show: a catalog of its own (`locale-hi.blog-card`). */
export const blogCardCatalog = catalog(messages, {
  hi: () => import(/* webpackChunkName: "locale-hi.blog-card" */ './locales/card.hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.blog-card" */ './locales/card.gu'),
});

/** For a card rendered outside a page (a unit test): its English. */
export const blogCardWords = pageWords(blogCardCatalog);

/**
 * The blog's categories and tags as the page's language names them (the values in URLs stay English):
 * here, not in src/i18n.tsx, so only the blog's pages carry it.
 */
export function useBlogLabels(): { readonly category: (value: BlogCategory) => string; readonly tag: (value: string) => string } {
  const locale = useLocale();
  const categories = dataIn(locale, 'blogCategoryLabels', {} as ContentData['blogCategoryLabels']);
  const tags = dataIn(locale, 'blogTagLabels', {});
  return { category: (value) => categories[value] ?? value, tag: (value) => tags[value] ?? value };
}
