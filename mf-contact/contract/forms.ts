import * as v from 'valibot';
import { isValidEmail } from 'shared/lib';
import { HONEYPOT_FIELD, type FormName, type Locale } from 'shared/contracts';
import { emailMessages } from 'shared/ui/words';
import { CONTACT_SUBJECTS } from './subjects';
import { words } from './words';

/**
 * The one rule set of each visitor form, used by the page (before it sends) and by the contact server
 * (before it stores). Every field arrives as text, or not at all; what is accepted comes back trimmed.
 * Issue messages are problem codes, which the page turns into a field hint and the server into the
 * spec's sentence, in the visitor's language.
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

/**
 * The forms' messages in a language: the spec's, word for word in English, and this site's own where
 * the spec has none. Call after `words.prepare(locale)` (and `uiWords.prepare`, for the e-mail's);
 * a language not prepared is English.
 */
export function formMessages(locale?: Locale) {
  const i18n = words.i18nFor(locale);
  return {
    required: i18n._('form.required'),
    tooLong: i18n._('form.tooLong'),
    choice: i18n._('form.choice'),
    invalidEmail: emailMessages(locale).invalid,
    success: {
      contact: i18n._('form.success.contact'),
      newsletter: i18n._('form.success.newsletter'),
      waitlist: i18n._('form.success.waitlist'),
    } satisfies Record<FormName, string>,
  };
}

const ENGLISH = formMessages('en');
export const REQUIRED_MESSAGE = ENGLISH.required;
export const TOO_LONG_MESSAGE = ENGLISH.tooLong;
export const CHOICE_MESSAGE = ENGLISH.choice;
export const SUCCESS_MESSAGES: Readonly<Record<FormName, string>> = ENGLISH.success;

export type FormCheck<N extends FormName> =
  | { readonly ok: true; readonly values: FormValues<N> }
  | {
      readonly ok: false;
      /** What the alert says: the spec's message first, then any other that applies. */
      readonly messages: readonly string[];
      readonly problems: Readonly<Record<string, FieldProblem>>;
    };

/** Checks what a visitor sent to one form, telling what is wrong in their language. Fields the form does not have (hidden ones, extras) are dropped. */
export function checkForm<N extends FormName>(name: N, fields: object, locale?: Locale): FormCheck<N> {
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
  const said = formMessages(locale);
  const messages = [
    ...(kinds.has('missing') ? [said.required] : []),
    ...(kinds.has('invalid') ? [said.invalidEmail] : []),
    ...(kinds.has('choice') ? [said.choice] : []),
    ...(kinds.has('too-long') ? [said.tooLong] : []),
  ];
  return { ok: false, messages, problems };
}
