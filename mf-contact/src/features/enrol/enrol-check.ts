import type { Locale } from 'shared/contracts';
import { emailMessages } from 'shared/ui/words';
import { checkForm, formMessages, gradeMessage, type FieldProblem } from '../../../contract/forms';
import { words } from '../../../contract/words';
import { sharedHints } from '../../components/check-words';
import { ENROL_FIELDS, type EnrolField, type EnrolValues } from './fields';

/**
 * The registration form's check before it sends: the contract's registration rules, the ones the
 * contact server checks too (valibot and the forms' schemas). Its own module, loaded on the first
 * edit with its words (the checks' catalog, `prepareCheck`), so the page's first load carries none of
 * them; the form works without it.
 */

/** Loads what the check says in a language (a chunk of its own); the form awaits it with the check. */
export const prepareCheck = words.prepare;

export type EnrolCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** What the alert says: the contract's messages. */
      readonly messages: readonly string[];
      /** What each field in error says beside itself, so a problem is not shown by colour alone. */
      readonly hints: Partial<Record<EnrolField, string>>;
      /** Where focus goes. */
      readonly firstInvalid: EnrolField;
    };

function hintFor(field: EnrolField, problem: FieldProblem, values: EnrolValues & { course: string }, locale: Locale | undefined) {
  const i18n = words.i18nFor(locale);
  const shared = sharedHints(locale);
  const said = formMessages(locale);
  switch (field) {
    case 'childName':
      return problem === 'too-long' ? shared.nameTooLong : i18n._('enrol.hint.childName');
    case 'parentName':
      return problem === 'too-long' ? shared.nameTooLong : i18n._('enrol.hint.parentName');
    case 'grade': {
      const grade = Number(values.grade);
      return problem === 'invalid' && Number.isInteger(grade) && grade > 0
        ? gradeMessage(values.course, grade, locale)
        : i18n._('enrol.hint.grade');
    }
    case 'phone':
      return problem === 'missing' ? i18n._('enrol.hint.phone') : said.phone;
    case 'email':
      if (problem === 'missing') return emailMessages(locale).missing;
      return problem === 'too-long' ? shared.emailTooLong : shared.emailInvalid;
    case 'startMonth':
      return i18n._('enrol.hint.startMonth');
    case 'consent':
      return said.consent;
  }
}

/** Checks the form's values with the contract's rules at `now`, in the page's language. */
export function checkEnrolForm(values: EnrolValues & { course: string }, locale?: Locale, now: Date = new Date()): EnrolCheck {
  const result = checkForm('registration', values, locale, now);
  if (result.ok) return { ok: true };
  const problems = result.problems as Partial<Record<string, FieldProblem>>;
  const hints: Partial<Record<EnrolField, string>> = {};
  for (const field of ENROL_FIELDS) {
    const problem = problems[field];
    if (problem) hints[field] = hintFor(field, problem, values, locale);
  }
  const firstInvalid = ENROL_FIELDS.find((field) => problems[field]) ?? 'childName';
  return { ok: false, messages: result.messages, hints, firstInvalid };
}
