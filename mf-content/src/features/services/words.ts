import { catalog, plainPageWords } from '../../i18n';
import { messages } from './locales/en';

/** The services pages' words: English in their chunk, Hindi and Gujarati as chunks of their own (`locale-hi.services`). */
export const servicesWords = plainPageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.services" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.services" */ './locales/gu'),
  }),
);
