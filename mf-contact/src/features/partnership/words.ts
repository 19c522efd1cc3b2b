import { pageWords } from '../../i18n';
import { messages } from './locales/en';

/** The partnership enquiry page's words with the forms' shared ones: English in its chunk, Hindi and Gujarati as chunks of their own (`locale-hi.partnership`). */
export const partnershipWords = pageWords(messages, {
  hi: () => import(/* webpackChunkName: "locale-hi.partnership" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.partnership" */ './locales/gu'),
});
