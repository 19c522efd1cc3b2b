import { isContactSubject, type ContactSubject } from '../../data/subjects';
import { REQUIRED_MESSAGE, SUCCESS_MESSAGES, checkForm, type FieldProblem } from '../../lib/forms';

/** The spec's "Contact form state". `subject` is '' while the visitor has not picked one. */
export interface ContactFormValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly subject: ContactSubject | '';
  readonly message: string;
}

export type ContactField = keyof ContactFormValues;

/** Field order on the page: focus goes to the first field in error in this order. */
export const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

export const REQUIRED_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

export const EMPTY_VALUES: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The form's values from any source of text by field name (the fields, a script-free post); an unknown subject is none. */
export function contactValues(text: (field: ContactField) => string): ContactFormValues {
  const subject = text('subject');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    subject: isContactSubject(subject) ? subject : '',
    message: text('message'),
  };
}

/** The spec's messages, word for word: one set for the page and the contact server (src/lib/forms.ts). */
export const SUCCESS_MESSAGE = SUCCESS_MESSAGES.contact;
export { REQUIRED_MESSAGE, type FieldProblem };

export type ValidationResult =
  | { readonly ok: true; readonly values: ContactFormValues }
  | {
      readonly ok: false;
      /** What the alert says: the spec's message first, then the e-mail format message if it applies. */
      readonly messages: readonly string[];
      readonly problems: Partial<Record<ContactField, FieldProblem>>;
      /** Where focus goes. */
      readonly firstInvalid: ContactField;
    };

/**
 * The form's one rule set: the contact schema the server checks too. Whitespace-only counts as
 * missing; a malformed e-mail gets its own message (the spec's failure message would wrongly tell the
 * visitor the field is empty). On success the values come back trimmed.
 */
export function validateContactForm(values: ContactFormValues): ValidationResult {
  const result = checkForm('contact', values);
  if (result.ok) return { ok: true, values: result.values };
  const problems = result.problems as Partial<Record<ContactField, FieldProblem>>;
  const firstInvalid = FIELD_ORDER.find((field) => problems[field]) ?? 'name';
  return { ok: false, messages: result.messages, problems, firstInvalid };
}

const isBlank = (value: string): boolean => value.trim().length === 0;

export function isEmptyForm(values: ContactFormValues): boolean {
  return FIELD_ORDER.every((field) => isBlank(values[field]));
}
