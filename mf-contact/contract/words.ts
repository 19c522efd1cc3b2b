import { remoteMessages } from 'shared/i18n';
import { messages as english } from '../src/locales/en';

/**
 * mf-contact's words (issue 39, decision 055): one catalog for the page and the contact server, which
 * share the forms' messages (the page checks before it sends, the server before it stores). Here, in
 * the contract, because the server never imports the page's code; the catalogs themselves are the
 * package's `src/locales` (data, made by `npm run i18n -w mf-contact`). English with the page, Hindi
 * and Gujarati as chunks of their own.
 */
export const words = remoteMessages(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ '../src/locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ '../src/locales/gu'),
});
