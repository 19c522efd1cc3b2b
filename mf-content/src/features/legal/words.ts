import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/en';

/** The legal pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.legal`). */
export const legalWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.legal" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.legal" */ './locales/gu'),
  }),
);
