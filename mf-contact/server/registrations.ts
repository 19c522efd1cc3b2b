import { formLocale, type CourseFacts, type Locale } from 'shared/contracts';
import type { RegistrationValues } from '../contract/forms';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import type { Database } from './database';

/**
 * Course registrations (issue 40), in their own table: the course's name and price as the contract's
 * course table had them when the parent sent the form, what the parent typed, the notice they agreed
 * to and when, their language and a status (`new` until staff act). Stored with the office's e-mail
 * and the parent's confirmation queued in the outbox, in one transaction.
 */

export type RegistrationStatus = 'new' | 'confirmed' | 'paid' | 'waitlisted' | 'cancelled';

export interface StoredRegistration {
  readonly id: number;
  /** What the parent and the office quote: RM-2026-000123. */
  readonly reference: string;
  readonly courseId: string;
  readonly courseName: string;
  readonly priceInr: number;
  readonly childName: string;
  readonly grade: number;
  readonly parentName: string;
  /** +91 and ten digits. */
  readonly phone: string;
  readonly email: string;
  /** YYYY-MM. */
  readonly startMonth: string;
  readonly locale: Locale;
  readonly noticeVersion: string;
  readonly consentedAt: Date;
  readonly status: RegistrationStatus;
  /** The course's first day (YYYY-MM-DD, India) as the office recorded it when confirming, or null. */
  readonly startDate: string | null;
  readonly createdAt: Date;
}

export interface RegistrationRow {
  id: number;
  course_id: string;
  course_name: string;
  price_inr: number;
  child_name: string;
  child_grade: number;
  parent_name: string;
  phone: string;
  email: string;
  start_month: string;
  locale: string;
  notice_version: string;
  consented_at: Date | string;
  status: RegistrationStatus;
  start_date?: string | null;
  created_at: Date | string;
}

/** The outbox kinds of a registration: the office's e-mail, and the parent's confirmation. */
export const OFFICE_REGISTRATION_KIND = 'office-registration';
export const REGISTRATION_CONFIRM_KIND = 'registration-confirm';

/** The same parent, child and course within this long is the same registration, sent again. */
export const DUPLICATE_WINDOW_MS = 86_400_000;

/**
 * At most this many confirmation e-mails a day go to one address, however many children are
 * registered from it: a form that mails an address anyone types must not be a way to flood one.
 * Registrations past it are stored and told to the office as usual.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** The year in India (UTC+5:30) of a moment: a registration sent on 31 December at 23:00 IST is that year's. */
const indianYear = (at: Date) => new Date(at.getTime() + 330 * 60_000).getUTCFullYear();

/** A reference the office and the visitor quote: `prefix`, the year it was sent in India, its number in six digits or more. */
export const yearReference = (prefix: string, id: number, createdAt: Date): string =>
  `${prefix}-${indianYear(createdAt)}-${String(id).padStart(6, '0')}`;

/** The reference of a registration: RM, the year it was sent, its number in six digits or more. */
export const registrationReference = (id: number, createdAt: Date): string => yearReference('RM', id, createdAt);

/** The registration number a reference names, or null when `text` is no reference. */
export function referenceNumber(text: string): number | null {
  const match = /^\s*RM-\d{4}-(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

export const toRegistration = (row: RegistrationRow): StoredRegistration => {
  const createdAt = new Date(row.created_at);
  return {
    id: Number(row.id),
    reference: registrationReference(Number(row.id), createdAt),
    courseId: row.course_id,
    courseName: row.course_name,
    priceInr: Number(row.price_inr),
    childName: row.child_name,
    grade: Number(row.child_grade),
    parentName: row.parent_name,
    phone: row.phone,
    email: row.email,
    startMonth: row.start_month,
    locale: formLocale(row.locale),
    noticeVersion: row.notice_version,
    consentedAt: new Date(row.consented_at),
    status: row.status,
    startDate: row.start_date ?? null,
    createdAt,
  };
};

/**
 * A name as a duplicate check compares it, spaces collapsed and case ignored: in SQL over `column`
 * (written exactly as the check's index writes it, so the index is used), and in JavaScript.
 */
export const sameName = (column: string) => `lower(regexp_replace(${column}, '\\s+', ' ', 'g'))`;
export const nameKey = (name: string) => name.replace(/\s+/g, ' ').toLowerCase();

export interface RegistrationOutcome {
  readonly registration: StoredRegistration;
  /** True when the same registration was sent within DUPLICATE_WINDOW_MS: nothing new was stored. */
  readonly duplicate: boolean;
}

/**
 * Stores a registration for `course` (the server's facts, not the form's) unless the same parent
 * registered the same child for the same course in the last day: then answers that one. The same
 * parent is the same e-mail address (its case aside), never the phone alone: the answer quotes the
 * earlier registration's reference, which must reach only the address that registered it (the
 * confirmation went there). The same child, course and phone from another address is stored as a
 * registration of its own, with its own reference and confirmation to the address that sent it; the
 * office sees both, with the one phone number, and calls. Concurrent sends of the same registration take turns on an advisory lock named by course and
 * child, so a double press is stored once on any number of servers. A `heldKind` one (a burst: see
 * AbuseLedger) is queued for the office under that kind, for the digest, instead of an e-mail of its own.
 */
export async function saveRegistration(
  db: Database,
  at: Date,
  course: CourseFacts,
  values: RegistrationValues,
  options: { readonly locale?: Locale; readonly heldKind?: string } = {},
): Promise<RegistrationOutcome> {
  const now = at.toISOString();
  const since = new Date(at.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  return db.transaction(async (sql) => {
    const childKey = nameKey(values.childName);
    await sql.query('SELECT pg_advisory_xact_lock(hashtext($1::text))', [`registration:${course.id}:${childKey}`]);
    const [earlier] = await sql.query<RegistrationRow>(
      `SELECT * FROM registrations WHERE course_id = $1 AND ${sameName('child_name')} = $2 AND created_at > $3::timestamptz
         AND lower(email) = lower($4) ORDER BY id LIMIT 1`,
      [course.id, childKey, since, values.email],
    );
    if (earlier) return { registration: toRegistration(earlier), duplicate: true };
    // One statement stores the registration and queues its mails (a round trip each to PGlite's
    // thread is what a registration costs there): the office's, and the parent's confirmation unless
    // this address had CONFIRMATIONS_PER_ADDRESS_PER_DAY of them already (the count's snapshot is the
    // statement's, so it does not see the row this statement inserts).
    const [row] = await sql.query<RegistrationRow>(
      `WITH stored AS (
         INSERT INTO registrations (course_id, course_name, price_inr, child_name, child_grade, parent_name, phone, email,
           start_month, locale, notice_version, consented_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz, $12::timestamptz) RETURNING *
       ), queued AS (
         INSERT INTO outbox (registration_id, kind, next_attempt_at)
         SELECT id, $13, $14::timestamptz FROM stored
         UNION ALL
         SELECT id, $15, $12::timestamptz FROM stored
          WHERE (SELECT count(*) FROM registrations WHERE lower(email) = lower($8) AND created_at > $16::timestamptz) < $17
       )
       SELECT * FROM stored`,
      [
        course.id,
        course.title,
        course.priceInr,
        values.childName,
        Number(values.grade),
        values.parentName,
        values.phone,
        values.email,
        values.startMonth,
        formLocale(options.locale),
        NOTICE_VERSION,
        now,
        options.heldKind ?? OFFICE_REGISTRATION_KIND,
        options.heldKind ? 'infinity' : now,
        REGISTRATION_CONFIRM_KIND,
        since,
        CONFIRMATIONS_PER_ADDRESS_PER_DAY,
      ],
    );
    if (!row) throw new Error('insert returned no row');
    return { registration: toRegistration(row), duplicate: false };
  });
}

/** Registrations, newest first, a page at a time (only those with `status`, when given), and how many match. */
export async function listRegistrations(
  db: Database,
  options: { readonly limit: number; readonly offset: number; readonly status?: RegistrationStatus },
): Promise<{ readonly items: StoredRegistration[]; readonly total: number }> {
  const status = options.status ?? null;
  const [rows, [count]] = await Promise.all([
    db.query<RegistrationRow>(
      'SELECT * FROM registrations WHERE ($3::text IS NULL OR status = $3) ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2',
      [options.limit, options.offset, status],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM registrations WHERE ($1::text IS NULL OR status = $1)', [status]),
  ]);
  return { items: rows.map(toRegistration), total: Number(count?.n ?? 0) };
}
