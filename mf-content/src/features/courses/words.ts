import { catalog, pageWords } from '../../i18n';
import { messages } from './locales/en';

/** The courses pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.courses`). */
export const courseWords = pageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.courses" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.courses" */ './locales/gu'),
  }),
);
