import type { FormOutcome, FormReply } from 'shared/contracts';
import { isValidEmail } from 'shared/lib';
import { platformCourses, platformPlans } from '../../data/platform';

/**
 * The waitlist form's fields, options and rules. The contact server checks the same (its waitlist
 * schema in mf-contact/src/lib/forms.ts lists the same plans and courses: a new option here
 * needs its name there too, or the server refuses it with 'Please choose one of the options offered.').
 */
export const WAITLIST_FIELDS = ['name', 'email', 'grade', 'course', 'plan'] as const;
export type WaitlistField = (typeof WAITLIST_FIELDS)[number];
export type WaitlistValues = Readonly<Record<WaitlistField, string>>;

export const EMPTY_WAITLIST: WaitlistValues = { name: '', email: '', grade: '', course: '', plan: '' };
/** Value: the course's short name the server knows; with the grades it is for, which the page's label names (waitlist.courseOption). */
export const COURSE_OPTIONS = platformCourses.map((course) => ({ value: course.name, grade: course.grade }));
export const PLAN_OPTIONS = platformPlans.map((plan) => plan.name);

/** What is wrong with a filled form: a required field left empty (waitlist.required), an e-mail that is not one (waitlist.invalidEmail). */
export type WaitlistProblem = 'required' | 'email';

export type WaitlistCheck =
  { readonly ok: true } | { readonly ok: false; readonly problems: readonly WaitlistProblem[]; readonly invalid: readonly WaitlistField[] };

export function checkWaitlist(values: WaitlistValues): WaitlistCheck {
  const missing = WAITLIST_FIELDS.filter((field) => values[field].trim() === '');
  const badEmail = !missing.includes('email') && !isValidEmail(values.email);
  if (!missing.length && !badEmail) return { ok: true };
  return {
    ok: false,
    problems: [...(missing.length ? (['required'] as const) : []), ...(badEmail ? (['email'] as const) : [])],
    invalid: WAITLIST_FIELDS.filter((field) => missing.includes(field) || (field === 'email' && badEmail)),
  };
}

/** What a script-free post brought back for this form: the message, and on failure what was typed. */
export function waitlistOutcome(outcome: FormOutcome | undefined): { readonly reply: FormReply | null; readonly values: WaitlistValues } {
  if (outcome?.form !== 'waitlist') return { reply: null, values: EMPTY_WAITLIST };
  if (outcome.ok) return { reply: { ok: true, message: outcome.message }, values: EMPTY_WAITLIST };
  const values = Object.fromEntries(WAITLIST_FIELDS.map((field) => [field, outcome.values[field] ?? ''])) as WaitlistValues;
  return { reply: { ok: false, message: outcome.message }, values };
}
