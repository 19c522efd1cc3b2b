import { plural } from 'shared/i18n';
import { pageWords } from '../../i18n';
import { messages } from './locales/en';

/**
 * The course registration page's words with the forms' shared ones: English in its chunk, Hindi and
 * Gujarati as chunks of their own (`locale-hi.enrol`). Its course summary counts lessons and weeks
 * (`{lessons, plural, …}`), so it reads plurals.
 */
export const enrolWords = pageWords(
  messages,
  {
    hi: () => import(/* webpackChunkName: "locale-hi.enrol" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.enrol" */ './locales/gu'),
  },
  { plural },
);
