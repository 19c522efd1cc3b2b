import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/en';

/** The about pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.about`). */
export const aboutWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.about" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.about" */ './locales/gu'),
  }),
);
