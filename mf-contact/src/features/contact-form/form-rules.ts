import { INVALID_EMAIL_MESSAGE, isValidEmail } from 'shared/lib';
import { type ContactSubject } from '../../data/subjects';

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

/** The spec's messages, word for word. */
export const REQUIRED_MESSAGE = 'Please fill out all required fields.';
export const SUCCESS_MESSAGE = 'Your message has been sent! We will get back to you soon.';

export type FieldProblem = 'missing' | 'invalid';

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

const isBlank = (value: string): boolean => value.trim().length === 0;

/**
 * The form's one rule set. Whitespace-only counts as missing; a malformed e-mail gets its own message
 * (the spec's failure message would wrongly tell the visitor the field is empty). On success the
 * values come back trimmed.
 */
export function validateContactForm(values: ContactFormValues): ValidationResult {
  const problems: Partial<Record<ContactField, FieldProblem>> = {};
  for (const field of REQUIRED_FIELDS) {
    if (isBlank(values[field])) problems[field] = 'missing';
  }
  if (!problems.email && !isValidEmail(values.email)) problems.email = 'invalid';

  const invalidFields = FIELD_ORDER.filter((field) => problems[field]);
  const firstInvalid = invalidFields[0];
  if (!firstInvalid) {
    return {
      ok: true,
      values: {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        subject: values.subject,
        message: values.message.trim(),
      },
    };
  }
  const messages: string[] = [];
  if (invalidFields.some((field) => problems[field] === 'missing')) messages.push(REQUIRED_MESSAGE);
  if (problems.email === 'invalid') messages.push(INVALID_EMAIL_MESSAGE);
  return { ok: false, messages, problems, firstInvalid };
}

export function isEmptyForm(values: ContactFormValues): boolean {
  return FIELD_ORDER.every((field) => isBlank(values[field]));
}
