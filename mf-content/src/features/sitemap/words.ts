import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/en';

/** The sitemap pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.sitemap`). */
export const sitemapWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.sitemap" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.sitemap" */ './locales/gu'),
  }),
);
