import { catalog, pageWords } from '../../i18n';
import { messages } from './locales/en';

/** The news pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.news`). */
export const newsCatalog = catalog(messages, {
  hi: () => import(/* webpackChunkName: "locale-hi.news" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.news" */ './locales/gu'),
});

export const newsWords = pageWords(newsCatalog);
