import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/detail.en';

/**
 * The news detail page's words: a catalog of its own (`locale-hi.news-detail`), so it carries none of
 * the list's search and sort words, holding the share buttons' words too (lingui.config.cjs).
 */
export const newsDetailWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.news-detail" */ './locales/detail.hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.news-detail" */ './locales/detail.gu'),
  }),
);
