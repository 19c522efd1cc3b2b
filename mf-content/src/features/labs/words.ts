import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/en';

/** The labs pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.labs`). */
export const labsWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.labs" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.labs" */ './locales/gu'),
  }),
);
