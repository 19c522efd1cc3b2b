import * as v from 'valibot';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from 'shared/lib';
import { HONEYPOT_FIELD, type FormName } from 'shared/contracts';
import { CONTACT_SUBJECTS } from './subjects';

/**
 * The one rule set of each visitor form, used by the page (before it sends) and by the contact server
 * (before it stores). Every field arrives as text, or not at all; what is accepted comes back trimmed.
 * Issue messages are problem codes, which the page turns into a field hint and the server into the
 * spec's sentence.
 */

export { HONEYPOT_FIELD };

/** How long each field may be: a real enquiry fits easily, a paste of a whole document does not. */
export const FIELD_LIMITS = { name: 100, email: 254, phone: 30, message: 5000, grade: 40 } as const;

export type FieldProblem = 'missing' | 'invalid' | 'too-long';

const text = (max: number) => v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, 'too-long'));
const required = (max: number) => v.pipe(text(max), v.nonEmpty('missing'));
/** One of the options a select offers (typed as that option); '' is "not chosen" and is missing. */
const choice = <const T extends readonly string[]>(options: T) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty('missing'),
    v.check((value) => options.includes(value), 'invalid'),
    v.transform((value) => value as T[number]),
  );
const email = v.pipe(
  required(FIELD_LIMITS.email),
  v.check((value) => isValidEmail(value), 'invalid'),
);

export const contactSchema = v.object({
  name: required(FIELD_LIMITS.name),
  email,
  phone: text(FIELD_LIMITS.phone),
  subject: v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value === '' || (CONTACT_SUBJECTS as readonly string[]).includes(value), 'invalid'),
    v.transform((value) => value as (typeof CONTACT_SUBJECTS)[number] | ''),
  ),
  message: required(FIELD_LIMITS.message),
});

export const newsletterSchema = v.object({ email });

/**
 * The waitlist's choices: the learning platform's plans and courses (mf-content's /waitlist lists
 * them; a new plan there needs its name here too, or the server refuses it).
 */
export const WAITLIST_PLANS = ['Basic', 'Premium', 'Complete'] as const;
export const WAITLIST_COURSES = ['Blockzie', 'Internet of Things', 'AR Link'] as const;

export const waitlistSchema = v.object({
  name: required(FIELD_LIMITS.name),
  email,
  // Typed as the family says it ('Grade 7', 'Class 7', '7th'): schools here name grades differently.
  grade: required(FIELD_LIMITS.grade),
  course: choice(WAITLIST_COURSES),
  plan: choice(WAITLIST_PLANS),
});

export const FORM_SCHEMAS = { contact: contactSchema, newsletter: newsletterSchema, waitlist: waitlistSchema } as const;
export type FormValues<N extends FormName> = v.InferOutput<(typeof FORM_SCHEMAS)[N]>;

/** The spec's messages, word for word, and this site's own where the spec has none. */
export const REQUIRED_MESSAGE = 'Please fill out all required fields.';
export const TOO_LONG_MESSAGE = 'Please shorten the marked field: it is longer than we can accept.';
export const CHOICE_MESSAGE = 'Please choose one of the options offered.';
export const SUCCESS_MESSAGES: Record<FormName, string> = {
  contact: 'Your message has been sent! We will get back to you soon.',
  newsletter: 'Thank you. Unless you are already subscribed, you will receive an e-mail with a link to confirm your subscription.',
  waitlist: 'Thank you: you are on the waitlist. We will e-mail you when a place opens.',
};

export type FormCheck<N extends FormName> =
  | { readonly ok: true; readonly values: FormValues<N> }
  | {
      readonly ok: false;
      /** What the alert says: the spec's message first, then any other that applies. */
      readonly messages: readonly string[];
      readonly problems: Readonly<Record<string, FieldProblem>>;
    };

/** Checks what a visitor sent to one form. Fields the form does not have (hidden ones, extras) are dropped. */
export function checkForm<N extends FormName>(name: N, fields: object): FormCheck<N> {
  const result = v.safeParse(FORM_SCHEMAS[name], fields, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output as FormValues<N> };
  const problems: Record<string, FieldProblem> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || problems[key]) continue;
    // A schema's own type message (a field sent twice, as a list) reads as invalid.
    problems[key] = issue.message === 'missing' || issue.message === 'too-long' ? issue.message : 'invalid';
  }
  const kinds = new Set(
    Object.entries(problems).map(([field, problem]) => (problem === 'invalid' && field !== 'email' ? 'choice' : problem)),
  );
  const messages = [
    ...(kinds.has('missing') ? [REQUIRED_MESSAGE] : []),
    ...(kinds.has('invalid') ? [INVALID_EMAIL_MESSAGE] : []),
    ...(kinds.has('choice') ? [CHOICE_MESSAGE] : []),
    ...(kinds.has('too-long') ? [TOO_LONG_MESSAGE] : []),
  ];
  return { ok: false, messages, problems };
}
