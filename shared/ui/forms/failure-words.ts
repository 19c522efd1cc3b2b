import type { Locale } from '../../i18n';
import { CONTACT_PHONE } from '../../site';
import { formWords, networkFailureMessage } from './words';

/**
 * What a form says when its post never reached the site, or the site answered with no reply: a module
 * apart from ./words.ts, so the server's failure (which only the sending code, post-form.ts, loaded on a
 * form's first focus, can meet) is not in the code of every page with a form.
 */
export function formFailureMessage(kind: 'network' | 'server', locale?: Locale): string {
  if (kind === 'network') return networkFailureMessage(locale);
  const i18n = formWords.i18nFor(locale);
  return i18n._('ui.form.serverFailure', { phone: CONTACT_PHONE.display });
}
