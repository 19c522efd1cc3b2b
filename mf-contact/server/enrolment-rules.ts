import { CANCELLATION_POLICY, refundPercent } from 'shared/contracts';
import type { RegistrationStatus } from './registrations';

/**
 * What staff may do with a registration (issue 40, point 2), as pure rules: which status may follow
 * which, the day a course starts for the refund, and the refund the cancellation policy gives. The
 * server's routes and store apply these; nothing here reads a clock or a database.
 */

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['new', 'confirmed', 'paid', 'waitlisted', 'cancelled'];

/** The statuses each status may change to; `cancelled` is final. */
export const TRANSITIONS: Readonly<Record<RegistrationStatus, readonly RegistrationStatus[]>> = {
  new: ['confirmed', 'waitlisted', 'cancelled'],
  waitlisted: ['confirmed', 'cancelled'],
  confirmed: ['paid', 'cancelled'],
  paid: ['cancelled'],
  cancelled: [],
};

export const isRegistrationStatus = (value: unknown): value is RegistrationStatus =>
  typeof value === 'string' && (REGISTRATION_STATUSES as readonly string[]).includes(value);

export const canChange = (from: RegistrationStatus, to: RegistrationStatus): boolean => TRANSITIONS[from].includes(to);

/** India's time: UTC+5:30, no daylight saving. */
const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The date in India (YYYY-MM-DD) of a moment: 23:00 UTC on the 31st is already the 1st there. */
export const indianDate = (at: Date): string => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

/** Whether `text` is a real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The day the course starts, for the refund: the start date the office recorded when it confirmed the
 * seat, or else the first day of the month the parent preferred (`2027-01` -> `2027-01-01`, a day in
 * India's calendar).
 */
export const courseStartDate = (registration: { readonly startMonth: string; readonly startDate: string | null }): string =>
  registration.startDate ?? `${registration.startMonth}-01`;

/** Whole days from `at`'s date in India to `startDate`: 0 on the day itself, negative once it has started. */
export function daysBeforeStart(startDate: string, at: Date): number {
  return Math.round((Date.parse(`${startDate}T00:00:00Z`) - Date.parse(`${indianDate(at)}T00:00:00Z`)) / DAY_MS);
}

export interface Refund {
  /** Days left before the start when the seat was cancelled (negative: after it started). */
  readonly daysBefore: number;
  readonly startDate: string;
  readonly percent: number;
  /** The refund in paise (₹1 = 100 paise): the price times the percent, exact. */
  readonly paise: number;
}

/**
 * The refund for cancelling a paid seat at `at` (CANCELLATION_POLICY: 14 days or more before the
 * start: all of it; 7 to 13: half; fewer: none). Only a paid seat has anything to refund.
 */
export function refundFor(
  registration: { readonly priceInr: number; readonly startMonth: string; readonly startDate: string | null },
  at: Date,
): Refund {
  const startDate = courseStartDate(registration);
  const daysBefore = daysBeforeStart(startDate, at);
  const percent = refundPercent(daysBefore);
  return { daysBefore, startDate, percent, paise: registration.priceInr * percent };
}

/** The policy in one line, for the staff page: "14 days or more: 100 %; 7 to 13: 50 %; fewer than 7: none". */
export const policySummary = (): string => {
  const [full, half] = CANCELLATION_POLICY;
  return `${full.minDays} days or more before the start: ${full.refundPercent} %; ${half.minDays} to ${full.minDays - 1} days: ${half.refundPercent} %; fewer than ${half.minDays}: none`;
};

/** An amount in paise as India writes rupees: ₹599, ₹299.50. */
const rupeeFormats = [0, 2].map(
  (digits) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits }),
);
export function rupeesFromPaise(paise: number): string {
  return (rupeeFormats[paise % 100 === 0 ? 0 : 1] as Intl.NumberFormat).format(paise / 100);
}

/** The earliest and latest start date the office may record when confirming, around `at`. */
export function startDateProblem(text: string, at: Date): string | null {
  if (!isCalendarDate(text)) return 'The start date must be a real date, written as on a calendar (YYYY-MM-DD).';
  const days = daysBeforeStart(text, at);
  if (days < -31 || days > 730) return 'The start date must be within a month before today and two years after it.';
  return null;
}
