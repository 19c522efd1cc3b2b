import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/en';

/** The anganwadi pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.anganwadi`). */
export const anganwadiWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.anganwadi" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.anganwadi" */ './locales/gu'),
  }),
);
