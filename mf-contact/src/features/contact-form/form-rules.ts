import { isContactSubject, type ContactSubject } from '../../../contract/subjects';

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

const isBlank = (value: string): boolean => value.trim().length === 0;

export function isEmptyForm(values: ContactFormValues): boolean {
  return FIELD_ORDER.every((field) => isBlank(values[field]));
}
