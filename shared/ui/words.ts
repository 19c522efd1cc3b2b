import { catalogWords, prepareAll } from '../i18n';
import { formWords } from './forms/words';
import { messages as english } from './locales/en';

/**
 * shared/ui's words (issue 39), in two catalogs so each travels only with what says it: the newsletter
 * box's here (`./locales`), the visitor forms' in ./forms/words.ts (the e-mail field's messages and a
 * failed post's), which a form page without the box carries alone. Bundled by the remotes that show
 * them (never by the shell's singleton), English with the page, Hindi and Gujarati as chunks of their
 * own. Components read them per render (`newsletterWords.i18nFor(locale)`): shared/ui never calls
 * useLingui, which would read whichever copy of Lingui's context the page happened to have. Read by the
 * small catalog reader (plain words and `{name}` values, all these need), not Lingui's runtime.
 */
export const newsletterWords = catalogWords(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
});

/**
 * What a page showing the newsletter box adds to its `prepare`: the box's words and the forms' (its
 * e-mail field's messages and a failed post's). A form page without the box prepares `formWords`.
 */
export const uiWords = { prepare: prepareAll(newsletterWords, formWords) };

export { emailMessages, formWords, networkFailureMessage } from './forms/words';
export { serverFailureMessage } from './forms/failure-words';
