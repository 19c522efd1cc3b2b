import { FORM_LOCALE_FIELD, type FormOutcome } from 'shared/contracts';
import { monthFromList, type Words } from 'shared/i18n';

/** The registration form's fields a visitor fills in, in the order they appear (focus goes to the first in error). */
export const ENROL_FIELDS = ['childName', 'grade', 'parentName', 'phone', 'email', 'startMonth', 'consent'] as const;
export type EnrolField = (typeof ENROL_FIELDS)[number];
export type EnrolValues = Record<EnrolField, string>;

export const EMPTY_ENROL: EnrolValues = { childName: '', grade: '', parentName: '', phone: '', email: '', startMonth: '', consent: '' };

/** What a script-free post brought back when it was refused (what the visitor typed), or null. */
export function postedValues(outcome: FormOutcome | undefined): EnrolValues | null {
  if (!outcome || outcome.form !== 'registration' || outcome.ok) return null;
  const values = { ...EMPTY_ENROL };
  for (const field of ENROL_FIELDS) values[field] = outcome.values[field] ?? '';
  return values;
}

/** The form's current values, from the form element itself (the fields are the browser's own). */
export function readValues(form: HTMLFormElement): EnrolValues & { course: string; [FORM_LOCALE_FIELD]: string } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { ...EMPTY_ENROL, course: text('course'), [FORM_LOCALE_FIELD]: text(FORM_LOCALE_FIELD) };
  for (const field of ENROL_FIELDS) values[field] = text(field);
  return values;
}

/**
 * A start month (`YYYY-MM`) by its name in the page's language: "January 2027", "जनवरी 2027". The
 * month names (`enrol.months`, the twelve separated by spaces) and the order (`enrol.monthYear`) are
 * words of the registration's catalog, the forms CLDR gives (enrol-page.test.tsx holds them to Intl),
 * rather than an Intl.DateTimeFormat: the first one a page makes costs the phone 50 to 170 ms while the
 * page hydrates (decision 070).
 */
export function monthLabel(month: string, i18n: Words): string {
  const [year, number] = month.split('-').map(Number);
  const name = number ? monthFromList(i18n._('enrol.months'), number) : undefined;
  if (!year || !name) return month;
  return i18n._('enrol.monthYear', { month: name, year: String(year) });
}
