import * as v from 'valibot';
import { isValidEmail } from 'shared/lib';
import { emailMessages } from 'shared/ui/words';
import { CONTACT_PHONE } from 'shared/site';
import {
  COURSE_IDS,
  HONEYPOT_FIELD,
  INSTITUTION_KINDS,
  courseById,
  courseForGrade,
  courseTitle,
  type FormName,
  type Locale,
  type PartnershipLabId,
} from 'shared/contracts';
import { SCHOOL_GRADES, normaliseIndianPhone, startMonths } from './registration-rules';
import { parseStudents, readLabs } from './partnership-rules';
import { CONTACT_SUBJECTS } from './subjects';
import { FIELD_LIMITS } from './field-limits';
import { words } from './words';

/**
 * The one rule set of each visitor form, used by the page (before it sends) and by the contact server
 * (before it stores). Every field arrives as text, or not at all; what is accepted comes back trimmed.
 * Issue messages are problem codes, which the page turns into a field hint and the server into the
 * spec's sentence, in the visitor's language.
 */

export { HONEYPOT_FIELD };

export { FIELD_LIMITS };

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
/** A one-line field (a name, a city): a line break in it is refused, never stored for an e-mail header to carry. */
const noLineBreak = v.check((value: string) => !/[\r\n]/.test(value), 'invalid');
const oneLineText = (max: number) => v.pipe(text(max), noLineBreak);
const oneLineRequired = (max: number) => v.pipe(required(max), noLineBreak);
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

/** The value of the registration's consent checkbox when ticked. */
export const REGISTRATION_CONSENT = 'yes';

/**
 * A course registration (issue 40), filled in by a parent or guardian. The course is one of the
 * contract's (courses.ts: its price and name come from there, never from the form), the grade one of
 * the school grades (checked against the course's range by `checkForm`), the phone an Indian mobile
 * number stored in its one normal form, the start one of the months the form offers at `now`.
 */
export const registrationSchemaAt = (now: Date) =>
  v.object({
    course: choice(COURSE_IDS),
    childName: required(FIELD_LIMITS.name),
    grade: choice(SCHOOL_GRADES),
    parentName: required(FIELD_LIMITS.name),
    phone: v.pipe(
      required(FIELD_LIMITS.phone),
      v.check((value) => normaliseIndianPhone(value) !== null, 'invalid'),
      v.transform((value) => normaliseIndianPhone(value) ?? value),
    ),
    email,
    startMonth: v.pipe(
      v.optional(v.string(), ''),
      v.nonEmpty('missing'),
      v.check((value) => startMonths(now).includes(value), 'invalid'),
    ),
    consent: v.pipe(
      v.optional(v.string(), ''),
      v.check((value) => value === REGISTRATION_CONSENT, 'missing'),
    ),
  });

/** The value of the partnership enquiry's consent checkbox when ticked. */
export const PARTNERSHIP_CONSENT = 'yes';

/**
 * A partnership enquiry (issue 40, point 3; decision 062): the institution, its kind (one of the
 * contract's), its city and number of students (a whole number in the contract's bounds, stored as
 * digits), the contact person and how to reach them (an Indian mobile number in its one normal form),
 * a message if they like, and their consent. The labs of interest are checkboxes of their own
 * (partnership-rules.ts), read by `checkForm`.
 */
export const partnershipSchema = v.object({
  institution: oneLineRequired(FIELD_LIMITS.institution),
  kind: choice(INSTITUTION_KINDS),
  city: oneLineRequired(FIELD_LIMITS.city),
  students: v.pipe(
    required(FIELD_LIMITS.students),
    v.check((value) => parseStudents(value) !== null, 'invalid'),
    v.transform((value) => String(parseStudents(value) ?? value)),
  ),
  name: oneLineRequired(FIELD_LIMITS.name),
  role: oneLineText(FIELD_LIMITS.role),
  phone: v.pipe(
    required(FIELD_LIMITS.phone),
    v.check((value) => normaliseIndianPhone(value) !== null, 'invalid'),
    v.transform((value) => normaliseIndianPhone(value) ?? value),
  ),
  email,
  message: text(FIELD_LIMITS.message),
  consent: v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value === PARTNERSHIP_CONSENT, 'missing'),
  ),
});

export const FORM_SCHEMAS = {
  contact: contactSchema,
  newsletter: newsletterSchema,
  waitlist: waitlistSchema,
  registration: registrationSchemaAt(new Date(0)),
  partnership: partnershipSchema,
} as const;
type SchemaValues<N extends FormName> = v.InferOutput<(typeof FORM_SCHEMAS)[N]>;
/** What a form's check accepts; a partnership's also names the labs ticked, in the contract's order. */
export type FormValues<N extends FormName> = N extends 'partnership'
  ? SchemaValues<N> & { readonly labs: readonly PartnershipLabId[] }
  : SchemaValues<N>;
export type RegistrationValues = FormValues<'registration'>;
export type PartnershipValues = FormValues<'partnership'>;
/** The forms of this package's pages, whose success messages the contract says (the page and the server alike). */
export type PageFormName = Exclude<FormName, 'newsletter' | 'waitlist'>;

/**
 * The forms' messages in a language: the spec's, word for word in English, and this site's own where
 * the spec has none. Call after `words.prepare(locale)` (and `uiWords.prepare`, for the e-mail's);
 * a language not prepared is English. The kinds of institution are named by ./institution-kinds.ts.
 */
export function formMessages(locale?: Locale) {
  const i18n = words.i18nFor(locale);
  return {
    required: i18n._('form.required'),
    tooLong: i18n._('form.tooLong'),
    choice: i18n._('form.choice'),
    invalidEmail: emailMessages(locale).invalid,
    // The newsletter's and the waitlist's are the contact server's words (serverAnswers): their forms
    // are mf-content's, so no page of this package says them, and none carries them.
    success: {
      contact: i18n._('form.success.contact'),
      registration: i18n._('form.success.registration'),
      partnership: i18n._('form.success.partnership'),
    } satisfies Record<PageFormName, string>,
    phone: i18n._('registration.phone'),
    consent: i18n._('registration.consent'),
    partnershipConsent: i18n._('partnership.consentMissing'),
    students: i18n._('partnership.studentsInvalid'),
    oneLine: i18n._('partnership.oneLine'),
  };
}

/**
 * What the registration form says about a grade outside the course's range: the course and its
 * grades, and the course that fits, when there is one.
 */
export function gradeMessage(courseId: string, grade: number, locale?: Locale): string {
  const i18n = words.i18nFor(locale);
  const course = courseById(courseId);
  if (!course) return formMessages(locale).choice;
  const fits = courseForGrade(grade);
  const { min, max } = course.grades;
  return fits
    ? i18n._('registration.gradeFits', { course: courseTitle(course, locale), min, max, grade, fits: courseTitle(fits, locale) })
    : i18n._('registration.gradeNone', { course: courseTitle(course, locale), min, max, grade, phone: CONTACT_PHONE.display });
}

const ENGLISH = formMessages('en');
export const REQUIRED_MESSAGE = ENGLISH.required;
export const TOO_LONG_MESSAGE = ENGLISH.tooLong;
export const CHOICE_MESSAGE = ENGLISH.choice;
export const SUCCESS_MESSAGES: Readonly<Record<PageFormName, string>> = ENGLISH.success;

export type FormCheck<N extends FormName> =
  | { readonly ok: true; readonly values: FormValues<N> }
  | {
      readonly ok: false;
      /** What the alert says: the spec's message first, then any other that applies. */
      readonly messages: readonly string[];
      readonly problems: Readonly<Record<string, FieldProblem>>;
    };

/** Checks what a visitor sent to one form, telling what is wrong in their language. Fields the form does not have (hidden ones, extras) are dropped. */
export function checkForm<N extends FormName>(name: N, fields: object, locale?: Locale, now: Date = new Date()): FormCheck<N> {
  const schema = name === 'registration' ? registrationSchemaAt(now) : FORM_SCHEMAS[name];
  const result = v.safeParse(schema, fields, { abortPipeEarly: true });
  // A partnership's labs are checkboxes of their own: a forged one (no such lab, or a list) is invalid.
  const labs = name === 'partnership' ? readLabs(fields as Record<string, unknown>) : null;
  if (labs && !labs.ok) {
    const problems: Record<string, FieldProblem> = { labs: 'invalid' };
    if (!result.success)
      for (const issue of result.issues) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string' && !problems[key])
          problems[key] = issue.message === 'missing' || issue.message === 'too-long' ? issue.message : 'invalid';
      }
    return { ok: false, messages: [formMessages(locale).choice], problems };
  }
  if (result.success) {
    if (labs?.ok) return { ok: true, values: { ...(result.output as object), labs: labs.labs } as unknown as FormValues<N> };
    if (name === 'registration') {
      // The grade against the course's range: the one rule across two fields.
      const values = result.output as RegistrationValues;
      const grade = Number(values.grade);
      const course = courseById(values.course);
      if (course && (grade < course.grades.min || grade > course.grades.max)) {
        return { ok: false, messages: [gradeMessage(course.id, grade, locale)], problems: { grade: 'invalid' } };
      }
    }
    return { ok: true, values: result.output as FormValues<N> };
  }
  const problems: Record<string, FieldProblem> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || problems[key]) continue;
    // A schema's own type message (a field sent twice, as a list) reads as invalid.
    problems[key] = issue.message === 'missing' || issue.message === 'too-long' ? issue.message : 'invalid';
  }
  // The registration's phone and consent have messages of their own (what an Indian number is, what is agreed to).
  const kindOf = (field: string, problem: FieldProblem) => {
    if (name === 'registration' && field === 'consent') return 'consent';
    if (name === 'partnership' && field === 'consent') return 'partnershipConsent';
    if ((name === 'registration' || name === 'partnership') && field === 'phone' && problem === 'invalid') return 'phone';
    if (name === 'partnership' && field === 'students' && problem === 'invalid') return 'students';
    if (name === 'partnership' && problem === 'invalid' && ['institution', 'city', 'name', 'role'].includes(field)) return 'lineBreak';
    return problem === 'invalid' && field !== 'email' ? 'choice' : problem;
  };
  const kinds = new Set(Object.entries(problems).map(([field, problem]) => kindOf(field, problem)));
  const said = formMessages(locale);
  const messages = [
    ...(kinds.has('missing') ? [said.required] : []),
    ...(kinds.has('invalid') ? [said.invalidEmail] : []),
    ...(kinds.has('phone') ? [said.phone] : []),
    ...(kinds.has('students') ? [said.students] : []),
    ...(kinds.has('lineBreak') ? [said.oneLine] : []),
    ...(kinds.has('choice') ? [said.choice] : []),
    ...(kinds.has('too-long') ? [said.tooLong] : []),
    ...(kinds.has('consent') ? [said.consent] : []),
    ...(kinds.has('partnershipConsent') ? [said.partnershipConsent] : []),
  ];
  return { ok: false, messages, problems };
}
