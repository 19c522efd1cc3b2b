import { catalogWords, type Messages } from 'shared/i18n';
import { messages as english } from '../src/locales/en';

/**
 * The forms' shared words (issue 39, decision 055): the messages the page and the contact server both
 * say (the page checks before it sends, the server before it stores) and the words every form of the
 * page shows alike. Here, in the contract, because the server never imports the page's code; the
 * catalogs themselves are the package's `src/locales` (data, made by `npm run i18n -w mf-contact`).
 * English with the page, Hindi and Gujarati as chunks of their own. Each page area has a catalog of
 * its own besides, which src/i18n.ts joins to these (`pageWords`), so a page carries no other page's words.
 */
export const formEnglish: Messages = english;

/** The shared words' Hindi and Gujarati catalogs, loaded on demand. */
export const formLanguages = {
  hi: () => import(/* webpackChunkName: "locale-hi" */ '../src/locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ '../src/locales/gu'),
};

/**
 * The shared words alone, for code outside a page: the contract's checks, the contact server's answers
 * and e-mails. Read by shared/i18n's small catalog reader (text and `{name}`, all these messages use),
 * not Lingui's runtime: this module is in every page's chunk, and the contact server reads it too.
 */
export const words = catalogWords(formEnglish, formLanguages);
