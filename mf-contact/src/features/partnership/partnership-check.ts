import type { Locale } from 'shared/contracts';
import { emailMessages } from 'shared/ui/words';
import { checkForm, formMessages, type FieldProblem } from '../../../contract/forms';
import { words } from '../../../contract/words';
import { sharedHints } from '../../components/check-words';
import { PARTNERSHIP_FIELDS, type PartnershipField } from './fields';

/**
 * The partnership form's check before it sends: the contract's rules, the ones the contact server
 * checks too. Its own module, loaded on the first edit with its words (the checks' catalog,
 * `prepareCheck`), so the page's first load carries none of them; the form works without it.
 */

/** Loads what the check says in a language (a chunk of its own); the form awaits it with the check. */
export const prepareCheck = words.prepare;

export type PartnershipCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly messages: readonly string[];
      readonly hints: Partial<Record<PartnershipField, string>>;
      readonly firstInvalid: PartnershipField;
    };

function hintFor(field: PartnershipField, problem: FieldProblem, locale: Locale | undefined): string {
  const i18n = words.i18nFor(locale);
  const shared = sharedHints(locale);
  const said = formMessages(locale);
  if (problem === 'too-long') return field === 'email' ? shared.emailTooLong : i18n._('partnership.hint.tooLong');
  switch (field) {
    case 'institution':
      return problem === 'missing' ? i18n._('partnership.hint.institution') : said.oneLine;
    case 'kind':
      return i18n._('partnership.hint.kind');
    case 'city':
      return problem === 'missing' ? i18n._('partnership.hint.city') : said.oneLine;
    case 'students':
      return problem === 'missing' ? i18n._('partnership.hint.students') : said.students;
    case 'name':
      return problem === 'missing' ? i18n._('partnership.hint.name') : said.oneLine;
    case 'role':
      return said.oneLine;
    case 'phone':
      return problem === 'missing' ? i18n._('partnership.hint.phone') : said.phone;
    case 'email':
      return problem === 'missing' ? emailMessages(locale).missing : shared.emailInvalid;
    case 'message':
      return i18n._('partnership.hint.tooLong');
    case 'consent':
      return said.partnershipConsent;
  }
}

/** Checks the form's values with the contract's rules, in the page's language. */
export function checkPartnershipForm(values: Record<string, string>, locale?: Locale): PartnershipCheck {
  const result = checkForm('partnership', values, locale);
  if (result.ok) return { ok: true };
  const problems = result.problems as Partial<Record<string, FieldProblem>>;
  const hints: Partial<Record<PartnershipField, string>> = {};
  for (const field of PARTNERSHIP_FIELDS) {
    const problem = problems[field];
    if (problem) hints[field] = hintFor(field, problem, locale);
  }
  const firstInvalid = PARTNERSHIP_FIELDS.find((field) => problems[field]) ?? 'institution';
  return { ok: false, messages: result.messages, hints, firstInvalid };
}
