/** The contact form's subject options, in the order the spec lists them. */
export const CONTACT_SUBJECTS = ['Program Inquiry', 'Registration', 'School Partnership', 'Support', 'Other'] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}
