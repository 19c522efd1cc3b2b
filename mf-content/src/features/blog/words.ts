import { catalog, pageWords } from '../../i18n';
import { messages } from './locales/en';

/** The blog pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.blog`). */
export const blogCatalog = catalog(messages, {
  hi: () => import(/* webpackChunkName: "locale-hi.blog" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.blog" */ './locales/gu'),
});

export const blogWords = pageWords(blogCatalog);
