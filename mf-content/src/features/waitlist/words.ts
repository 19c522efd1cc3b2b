import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/en';

/** The waitlist pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.waitlist`). */
export const waitlistWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.waitlist" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.waitlist" */ './locales/gu'),
  }),
);
