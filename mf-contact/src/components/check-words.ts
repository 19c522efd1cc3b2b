import type { Locale } from 'shared/contracts';
import { words } from '../../contract/words';

/**
 * The hints the contact form's, the registration's and the partnership enquiry's checks give alike,
 * beside a field in error: in the checks' catalog (contract/locales), which comes with the check on
 * the form's first edit, so no page's first load carries them. Call after `words.prepare(locale)`.
 */
export function sharedHints(locale: Locale | undefined) {
  const i18n = words.i18nFor(locale);
  return {
    /** The e-mail field's hints. */
    emailInvalid: i18n._('hint.emailInvalid'),
    emailTooLong: i18n._('hint.emailTooLong'),
    /** A name field's hint when it is too long. */
    nameTooLong: i18n._('hint.nameTooLong'),
  };
}
