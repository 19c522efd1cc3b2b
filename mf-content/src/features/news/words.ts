import { catalog, pageWords } from '../../i18n';
import { messages } from './locales/en';

/** The news list's words: English in its chunk, Hindi and Gujarati as chunks of their own (`locale-hi.news`); the detail page has its own (`./detail-words`). */
export const newsWords = pageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.news" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.news" */ './locales/gu'),
  }),
);
