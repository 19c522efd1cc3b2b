import { catalog, pageWords } from '../../i18n';
import { messages } from './locales/en';

/** The blog list's words, its cards' included: English in its chunk, Hindi and Gujarati as chunks of their own (`locale-hi.blog`); the post page has its own (`./detail-words`). */
export const blogWords = pageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.blog" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.blog" */ './locales/gu'),
  }),
);
