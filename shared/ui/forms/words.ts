import { catalogWords, type Locale } from '../../i18n';
import { messages as english } from './locales/en';

/**
 * The visitor forms' words (issue 39): the e-mail field's messages and what a form says when its post
 * fails. A catalog of their own (`./locales`), apart from the newsletter box's (../words.ts), so a
 * form page without the box (the waitlist, a course registration) carries only these: English with
 * the page, Hindi and Gujarati as chunks of their own, which a form page adds to its `prepare`
 * (`formWords.prepare`; `uiWords.prepare` includes it). Read by the small catalog reader (text and
 * `{name}`), never Lingui's runtime.
 */
export const formWords = catalogWords(english, {
  hi: () => import(/* webpackChunkName: "locale-hi.forms" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.forms" */ './locales/gu'),
});

/** The e-mail field's messages in a language (the newsletter box, the contact form, the contact server). */
export function emailMessages(locale?: Locale): { readonly missing: string; readonly invalid: string } {
  const i18n = formWords.i18nFor(locale);
  return { missing: i18n._('ui.email.missing'), invalid: i18n._('ui.email.invalid') };
}

/**
 * What a form says when its post never reached the site (nor the sending code: send-later.ts). What it
 * says when the site answered with no reply is in ./failure-words.ts, with the sending code that meets it.
 */
export function networkFailureMessage(locale?: Locale): string {
  const i18n = formWords.i18nFor(locale);
  return i18n._('ui.form.networkFailure');
}
