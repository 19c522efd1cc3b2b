import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/en';

/** The home pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.home`). */
export const homeWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.home" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.home" */ './locales/gu'),
  }),
);
