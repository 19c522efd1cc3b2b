import type { Words } from 'shared/i18n';

/**
 * The questions an empty conversation offers as buttons, in the widget's language: what visitors ask
 * most (the contact page's FAQ topics plus prices and hours). Each is answerable from the site's own
 * knowledge in offline mode.
 */
export function suggestedQuestions(i18n: Words): readonly string[] {
  return [i18n._('suggest.prices'), i18n._('suggest.hours'), i18n._('suggest.refunds'), i18n._('suggest.register')];
}
