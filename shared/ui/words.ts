import { catalogWords, type Locale } from '../i18n';
import { CONTACT_PHONE } from '../site';
import { messages as english } from './locales/en';

/**
 * shared/ui's own words (issue 39): the newsletter box, the e-mail field's messages and the forms'
 * failure messages. Bundled by the remotes that show them (never by the shell's singleton), English
 * with the page, Hindi and Gujarati as chunks of their own; a page showing them adds `uiWords.prepare`
 * to its `prepare`. Components read them per render with `uiWords.i18nFor(locale)`: shared/ui never
 * calls useLingui, which would read whichever copy of Lingui's context the page happened to have.
 * Read by the small catalog reader (plain words and `{name}` values, all these need), not Lingui's
 * runtime: a page that shows the newsletter box no longer carries all of @lingui/core (2.1 KiB gzip).
 */
export const uiWords = catalogWords(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
});

/** The e-mail field's messages in a language (the newsletter box, the contact form, the contact server). */
export function emailMessages(locale?: Locale): { readonly missing: string; readonly invalid: string } {
  const i18n = uiWords.i18nFor(locale);
  return { missing: i18n._('ui.email.missing'), invalid: i18n._('ui.email.invalid') };
}

/** What a form says when its post never reached the site, or the site answered with no reply. */
export function formFailureMessage(kind: 'network' | 'server', locale?: Locale): string {
  const i18n = uiWords.i18nFor(locale);
  return kind === 'network' ? i18n._('ui.form.networkFailure') : i18n._('ui.form.serverFailure', { phone: CONTACT_PHONE.display });
}
