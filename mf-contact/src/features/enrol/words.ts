import { pageWords } from '../../i18n';
import { messages } from './locales/en';

/** The course registration page's words with the forms' shared ones: English in its chunk, Hindi and Gujarati as chunks of their own (`locale-hi.enrol`). */
export const enrolWords = pageWords(messages, {
  hi: () => import(/* webpackChunkName: "locale-hi.enrol" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.enrol" */ './locales/gu'),
});
