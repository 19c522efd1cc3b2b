import type { Words } from 'shared/i18n';

/**
 * The words the contact form, the course registration and the partnership enquiry show alike, read
 * here so that each is written once, in the forms' shared catalog (src/locales), and not copied into
 * every page area's catalog that uses it. `i18n` is the page's (`useWords()`), which holds the shared
 * catalog. What their checks say alike is in ./check-words.ts, which comes with the checks.
 */
export function sharedFormWords(i18n: Words) {
  return {
    /** The e-mail field's label. */
    email: i18n._('form.email'),
    sending: i18n._('form.sending'),
    /** After a failed send: the visitor's text is still there. */
    typedKept: i18n._('form.typedKept'),
  };
}
