/**
 * How long each field of the visitor forms may be, and which of each page form's fields must be
 * filled in: plain data with no schema library, so a page can read it on its first load. The schemas
 * (./forms.ts) hold fields to these limits; a page marks from them the fields a script-free post was
 * refused for (`postedProblems`), which it cannot check itself before any script runs.
 */

/** How long each field may be: a real enquiry fits easily, a paste of a whole document does not. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  grade: 40,
  institution: 150,
  city: 80,
  role: 80,
  students: 20,
} as const;

/** The forms of this package's pages. */
type PageForm = 'contact' | 'registration' | 'partnership';

/** Each page form's text fields and their limits (the schemas' `maxLength`). */
export const TEXT_FIELD_LIMITS: Readonly<Record<PageForm, Readonly<Record<string, number>>>> = {
  contact: { name: FIELD_LIMITS.name, email: FIELD_LIMITS.email, phone: FIELD_LIMITS.phone, message: FIELD_LIMITS.message },
  registration: { childName: FIELD_LIMITS.name, parentName: FIELD_LIMITS.name, phone: FIELD_LIMITS.phone, email: FIELD_LIMITS.email },
  partnership: {
    institution: FIELD_LIMITS.institution,
    city: FIELD_LIMITS.city,
    students: FIELD_LIMITS.students,
    name: FIELD_LIMITS.name,
    role: FIELD_LIMITS.role,
    phone: FIELD_LIMITS.phone,
    email: FIELD_LIMITS.email,
    message: FIELD_LIMITS.message,
  },
};

/** Each page form's fields that must not be left empty (text, a choice, the consent box). */
export const REQUIRED_FIELDS: Readonly<Record<PageForm, readonly string[]>> = {
  contact: ['name', 'email', 'message'],
  registration: ['childName', 'grade', 'parentName', 'phone', 'email', 'startMonth', 'consent'],
  partnership: ['institution', 'kind', 'city', 'students', 'name', 'phone', 'email', 'consent'],
};

/** What is wrong with one field of a refused post that is plain from its value alone. */
export type PostedProblem = { readonly kind: 'missing' } | { readonly kind: 'too-long'; readonly limit: number; readonly length: number };

/**
 * The fields of a refused post of `form` that are empty though required, or longer than their
 * limit, counted as the schemas count (trimmed, in UTF-16 units). A malformed value (an e-mail, a
 * phone) needs the schema, which the server's message names instead.
 */
export function postedProblems(form: string, values: Readonly<Record<string, string>>): Record<string, PostedProblem> {
  if (form !== 'contact' && form !== 'registration' && form !== 'partnership') return {};
  const problems: Record<string, PostedProblem> = {};
  for (const field of REQUIRED_FIELDS[form]) if (!(values[field] ?? '').trim()) problems[field] = { kind: 'missing' };
  for (const [field, limit] of Object.entries(TEXT_FIELD_LIMITS[form])) {
    const length = (values[field] ?? '').trim().length;
    if (length > limit) problems[field] = { kind: 'too-long', limit, length };
  }
  return problems;
}
