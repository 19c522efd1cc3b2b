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

/**
 * What a field of a refused script-free post says beside itself (form-state.ts): the page's first
 * load has no check, and these are plain from what was typed. The check's own hints, with script, are
 * the checks' catalog.
 */
export function postedHintWords(i18n: Words) {
  return {
    missing: i18n._('form.posted.missing'),
    tooLong: (limit: number, length: number) => i18n._('form.posted.tooLong', { limit, length }),
  };
}
