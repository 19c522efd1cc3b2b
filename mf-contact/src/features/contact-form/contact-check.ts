import type { Locale } from 'shared/contracts';
import { emailMessages } from 'shared/ui/words';
import { FIELD_LIMITS, REQUIRED_MESSAGE, SUCCESS_MESSAGES, checkForm, type FieldProblem } from '../../../contract/forms';
import { words } from '../../../contract/words';
import { sharedHints } from '../../components/check-words';
import { FIELD_ORDER, type ContactField, type ContactFormValues } from './form-rules';

/**
 * The contact form's check before it sends: the contact schema the server checks too (valibot and the
 * three forms' schemas). Its own module so the page can load it on the first edit rather than with
 * the page (issue 24's first-load budget), with its words (the checks' catalog, `prepareCheck`); the
 * fields work without it.
 */

/** Loads what the check says in a language (a chunk of its own); the form awaits it with the check. */
export const prepareCheck = words.prepare;

/** The spec's messages, word for word: one set for the page and the contact server (src/lib/forms.ts). */
export const SUCCESS_MESSAGE = SUCCESS_MESSAGES.contact;
export { REQUIRED_MESSAGE, type FieldProblem };

/** The hints of the fields that can be in error, in a language (here, loaded with the check, not with the page). */
function fieldHints(locale: Locale | undefined): Partial<Record<ContactField, Record<FieldProblem, string>>> {
  const i18n = words.i18nFor(locale);
  const shared = sharedHints(locale);
  return {
    name: { missing: i18n._('hint.name'), invalid: i18n._('hint.name'), 'too-long': shared.nameTooLong },
    email: { missing: emailMessages(locale).missing, invalid: shared.emailInvalid, 'too-long': shared.emailTooLong },
    message: {
      missing: i18n._('hint.message'),
      invalid: i18n._('hint.message'),
      'too-long': i18n._('hint.messageTooLong', { limit: FIELD_LIMITS.message }),
    },
  };
}

export type ValidationResult =
  | { readonly ok: true; readonly values: ContactFormValues }
  | {
      readonly ok: false;
      /** What the alert says: the spec's message first, then the e-mail format message if it applies. */
      readonly messages: readonly string[];
      readonly problems: Partial<Record<ContactField, FieldProblem>>;
      /** What each field in error says beside itself, so the problem is not shown by colour alone. */
      readonly hints: Partial<Record<ContactField, string>>;
      /** Where focus goes. */
      readonly firstInvalid: ContactField;
    };

/**
 * The form's one rule set: the contact schema the server checks too. Whitespace-only counts as
 * missing; a malformed e-mail gets its own message (the spec's failure message would wrongly tell the
 * visitor the field is empty). On success the values come back trimmed.
 */
export function validateContactForm(values: ContactFormValues, locale?: Locale): ValidationResult {
  const result = checkForm('contact', values, locale);
  if (result.ok) return { ok: true, values: result.values };
  const problems = result.problems as Partial<Record<ContactField, FieldProblem>>;
  const firstInvalid = FIELD_ORDER.find((field) => problems[field]) ?? 'name';
  const hints: Partial<Record<ContactField, string>> = {};
  const said = fieldHints(locale);
  for (const field of FIELD_ORDER) {
    const problem = problems[field];
    const text = problem && said[field]?.[problem];
    if (text) hints[field] = text;
  }
  return { ok: false, messages: result.messages, problems, hints, firstInvalid };
}
