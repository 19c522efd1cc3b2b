import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/detail.en';

/**
 * The blog post page's words: a catalog of its own (`locale-hi.blog-detail`) so it carries none of
 * the list's filter words, holding its related posts' cards' and the share buttons' words too (lingui.config.cjs).
 */
export const blogDetailWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.blog-detail" */ './locales/detail.hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.blog-detail" */ './locales/detail.gu'),
  }),
);
