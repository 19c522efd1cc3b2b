import { latinDigits } from './digits';

/**
 * The registration form's rules that are not about one course (issue 40): the grades it offers, the
 * months a course may start in, and Indian mobile numbers. The courses themselves, their prices and
 * the cancellation policy are the shared contract's (shared/contracts/courses.ts, decision 060).
 */

/** The grades a registration form offers: every school grade, so a wrong one is told which course fits. */
export const SCHOOL_GRADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/** How many months ahead a parent may choose to start (the form offers exactly these). */
export const START_MONTHS_AHEAD = 6;

/**
 * The months a registration may start in, as `YYYY-MM`: the next START_MONTHS_AHEAD months after the
 * current one in India (IST, UTC+5:30, no daylight saving), so a form shown at midnight in Ahmedabad
 * offers what the server accepts.
 */
export function startMonths(now: Date): string[] {
  const india = new Date(now.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth();
  return Array.from({ length: START_MONTHS_AHEAD }, (_, index) => {
    const at = new Date(Date.UTC(year, month + 1 + index, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * An Indian mobile number as people write it (issue 40): ten digits starting with 6, 7, 8 or 9, with
 * +91 or 0 before them if the writer likes, spaces and hyphens anywhere between, in Latin, Devanagari
 * or Gujarati digits (./digits.ts). Answers its one normal form, `+91` and the ten Latin digits (E.164), or null.
 */
export function normaliseIndianPhone(raw: string): string | null {
  const compact = latinDigits(raw)
    .trim()
    .replace(/[\s-]+/g, '');
  const match = /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}
