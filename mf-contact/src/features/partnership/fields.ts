import { FORM_LOCALE_FIELD, PARTNERSHIP_LAB_IDS, type FormOutcome, type PartnershipLabId } from 'shared/contracts';
import { LAB_CHECKED, labField } from '../../../contract/partnership-rules';

/** The partnership form's fields a visitor fills in, in the order they appear (focus goes to the first in error). */
export const PARTNERSHIP_FIELDS = [
  'institution',
  'kind',
  'city',
  'students',
  'name',
  'role',
  'phone',
  'email',
  'message',
  'consent',
] as const;
export type PartnershipField = (typeof PARTNERSHIP_FIELDS)[number];
export type PartnershipFormValues = Record<PartnershipField, string> & { readonly labs: readonly PartnershipLabId[] };

export const EMPTY_PARTNERSHIP: PartnershipFormValues = {
  institution: '',
  kind: '',
  city: '',
  students: '',
  name: '',
  role: '',
  phone: '',
  email: '',
  message: '',
  consent: '',
  labs: [],
};

/** What a script-free post brought back when it was refused (what the visitor typed, the labs ticked), or null. */
export function postedValues(outcome: FormOutcome | undefined): PartnershipFormValues | null {
  if (!outcome || outcome.form !== 'partnership' || outcome.ok) return null;
  const values: Record<string, string> = {};
  for (const field of PARTNERSHIP_FIELDS) values[field] = outcome.values[field] ?? '';
  const labs = PARTNERSHIP_LAB_IDS.filter((id) => outcome.values[labField(id)] === LAB_CHECKED);
  return { ...(values as Record<PartnershipField, string>), labs };
}

/** The form's current values as the contract's check reads them (text fields and `lab-<id>` boxes), from the form element itself. */
export function readValues(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = { [FORM_LOCALE_FIELD]: '' };
  for (const [name, value] of data.entries()) if (typeof value === 'string') values[name] = value;
  for (const field of PARTNERSHIP_FIELDS) values[field] ??= '';
  return values;
}
