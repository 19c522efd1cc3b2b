import type { Words } from 'shared/i18n';

/**
 * The words the contact form, the course registration and the partnership enquiry say alike, read
 * here so that each is written once, in the forms' shared catalog (src/locales), and not copied into
 * every page area's catalog that uses it. `i18n` is the page's (`useWords()`, or an area's
 * `i18nFor(locale)`), which holds the shared catalog.
 */
export function sharedFormWords(i18n: Words) {
  return {
    /** The e-mail field's label. */
    email: i18n._('form.email'),
    /** The label of the field left empty for bots. */
    honeypot: i18n._('form.honeypot'),
    privacyPolicy: i18n._('form.privacyPolicy'),
    sending: i18n._('form.sending'),
    /** After a failed send: the visitor's text is still there. */
    typedKept: i18n._('form.typedKept'),
    /** The e-mail field's hints, beside it when in error. */
    emailInvalid: i18n._('hint.emailInvalid'),
    emailTooLong: i18n._('hint.emailTooLong'),
    /** A name field's hint when it is too long. */
    nameTooLong: i18n._('hint.nameTooLong'),
  };
}
