import type { Locale } from '../../i18n';
import { CONTACT_PHONE } from '../../site';
import { formWords } from './words';

/**
 * What a form says when the site answered with no reply: a module apart from ./words.ts, so this
 * failure (which only the sending code, post-form.ts, loaded on a form's first focus, can meet) is not
 * in the code of every page with a form. A post that never reached the site: `networkFailureMessage`.
 */
export function serverFailureMessage(locale?: Locale): string {
  const i18n = formWords.i18nFor(locale);
  return i18n._('ui.form.serverFailure', { phone: CONTACT_PHONE.display });
}
