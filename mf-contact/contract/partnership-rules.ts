import { INSTITUTION_KINDS, PARTNERSHIP_LAB_IDS, type PartnershipLabId } from 'shared/contracts';
import { latinDigits } from './digits';

/**
 * The partnership enquiry's rules that are not valibot's (issue 40, point 3; decision 062): how many
 * students an institution may say it has, and how the labs of interest travel. Each lab is a checkbox
 * of its own, named `lab-<id>`, so a script-free post comes back to the form as one value a field
 * (the shell keeps one value per name) and a forged lab is a field name the contract does not know.
 */

export { INSTITUTION_KINDS };

/** The fewest and most students an enquiry may name: one class, and a large state's whole programme. */
export const STUDENTS_MIN = 1;
export const STUDENTS_MAX = 1_000_000;

/** The value a ticked lab checkbox sends. */
export const LAB_CHECKED = 'yes';

/** The form field of a lab's checkbox. */
export const labField = (id: PartnershipLabId): string => `lab-${id}`;

/**
 * A number of students as people type it: digits (Latin, Devanagari or Gujarati: ./digits.ts), with spaces or Indian or Western thousands commas
 * (1,20,000 or 120,000) between them. Answers the whole number, or null when it is no whole number
 * within STUDENTS_MIN and STUDENTS_MAX.
 */
export function parseStudents(raw: string): number | null {
  const compact = latinDigits(raw)
    .trim()
    .replace(/[\s,]+/g, '');
  if (!/^\d{1,7}$/.test(compact)) return null;
  const count = Number(compact);
  return count >= STUDENTS_MIN && count <= STUDENTS_MAX ? count : null;
}

export type LabsReading =
  { readonly ok: true; readonly labs: readonly PartnershipLabId[] } | { readonly ok: false; readonly field: string };

/**
 * The labs of interest a post ticked, in the contract's order. A `lab-` field that names no lab, or
 * whose value is not LAB_CHECKED (a list, another word), is refused, naming that field; none ticked is
 * allowed (a school may not know yet).
 */
export function readLabs(fields: Readonly<Record<string, unknown>>): LabsReading {
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith('lab-')) continue;
    const id = name.slice(4);
    if (!(PARTNERSHIP_LAB_IDS as readonly string[]).includes(id) || value !== LAB_CHECKED) return { ok: false, field: name };
  }
  return { ok: true, labs: PARTNERSHIP_LAB_IDS.filter((id) => fields[labField(id)] === LAB_CHECKED) };
}
