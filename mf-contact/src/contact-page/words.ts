import { pageWords } from '../i18n';
import { messages } from './locales/en';

/** The contact page's words (its details, hours, map, form and FAQ) with the forms' shared ones: English in its chunk, Hindi and Gujarati as chunks of their own (`locale-hi.contact`). */
export const contactWords = pageWords(messages, {
  hi: () => import(/* webpackChunkName: "locale-hi.contact" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.contact" */ './locales/gu'),
});
