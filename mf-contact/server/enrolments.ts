import type { Database } from './database';
import { canChange, refundFor, type Refund } from './enrolment-rules';
import { toRegistration, type RegistrationRow, type RegistrationStatus, type StoredRegistration } from './registrations';

/**
 * Registrations handled by staff (issue 40, point 2): a status change is checked against the rules
 * (enrolment-rules.ts), made only if the registration still has the status the staff member saw
 * (two colleagues acting on one registration: the second is told who changed it and when), recorded
 * with who and when (and the refund of a cancelled paid seat), and the parent's e-mail queued in the
 * same transaction when a seat is confirmed or cancelled.
 */

/** The outbox kinds of the parent's e-mails when a seat is confirmed or cancelled. */
export const SEAT_CONFIRMED_KIND = 'registration-confirmed';
export const SEAT_CANCELLED_KIND = 'registration-cancelled';

/** What a seat's e-mail needs beyond the registration: kept in its outbox row until it is sent. */
export interface SeatMailPayload {
  readonly from: RegistrationStatus;
  readonly startDate: string | null;
  readonly refund: Refund | null;
}

export interface StatusChange {
  readonly id: number;
  readonly from: RegistrationStatus;
  readonly to: RegistrationStatus;
  /** The staff member's address. */
  readonly by: string;
  readonly at: Date;
  /** On a confirmation: the start date the office recorded, if any. On a paid cancellation: the date the refund counted from. */
  readonly startDate: string | null;
  readonly daysBefore: number | null;
  readonly refundPercent: number | null;
  readonly refundPaise: number | null;
}

interface ChangeRow {
  id: number;
  from_status: RegistrationStatus;
  to_status: RegistrationStatus;
  staff_email: string;
  at: Date | string;
  start_date: string | null;
  days_before: number | null;
  refund_percent: number | null;
  refund_paise: number | null;
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

const toChange = (row: ChangeRow): StatusChange => ({
  id: Number(row.id),
  from: row.from_status,
  to: row.to_status,
  by: row.staff_email,
  at: new Date(row.at),
  startDate: row.start_date,
  daysBefore: numberOrNull(row.days_before),
  refundPercent: numberOrNull(row.refund_percent),
  refundPaise: numberOrNull(row.refund_paise),
});

export type ChangeOutcome =
  | { readonly kind: 'changed'; readonly registration: StoredRegistration; readonly change: StatusChange }
  /** Someone changed it since the staff member saw `from`: `last` says who and when. */
  | { readonly kind: 'stale'; readonly registration: StoredRegistration; readonly last: StatusChange | null }
  | { readonly kind: 'not-allowed'; readonly registration: StoredRegistration }
  /** The refund the page showed is no longer the one the policy gives (a day passed): shown again, nothing recorded. */
  | { readonly kind: 'refund-moved'; readonly registration: StoredRegistration; readonly refund: Refund }
  | { readonly kind: 'missing' };

/** A staff member's change: the registration, the status they saw and the one they chose, who they are. */
export interface StatusChangeRequest {
  readonly id: number;
  readonly from: RegistrationStatus;
  readonly to: RegistrationStatus;
  readonly by: string;
  /** On a confirmation: the course's start date the office recorded (YYYY-MM-DD, checked by the caller). */
  readonly startDate?: string | null;
  /** On a paid seat's cancellation: the refund per cent the staff member was shown. */
  readonly shownRefundPercent?: number | null;
}

export async function getRegistration(db: Database, id: number): Promise<StoredRegistration | null> {
  const [row] = await db.query<RegistrationRow>('SELECT * FROM registrations WHERE id = $1', [id]);
  return row ? toRegistration(row) : null;
}

/** A registration's changes, oldest first. */
export async function registrationHistory(db: Database, id: number): Promise<StatusChange[]> {
  const rows = await db.query<ChangeRow>('SELECT * FROM registration_changes WHERE registration_id = $1 ORDER BY id', [id]);
  return rows.map(toChange);
}

/**
 * Changes a registration from `from` to `to` for the staff member `by` at `at`. `startDate` (YYYY-MM-DD,
 * checked by the caller) is recorded on a confirmation. Cancelling a paid seat records the refund the
 * policy gives at `at`; `shownRefundPercent` is the one the staff member was shown, and a different
 * one changes nothing (they are shown the new one).
 */
export async function changeRegistrationStatus(db: Database, at: Date, change: StatusChangeRequest): Promise<ChangeOutcome> {
  return db.transaction<ChangeOutcome>(async (sql) => {
    // The row is locked until this commits: a colleague's change at the same moment waits, then finds the new status.
    const [row] = await sql.query<RegistrationRow>('SELECT * FROM registrations WHERE id = $1 FOR UPDATE', [change.id]);
    if (!row) return { kind: 'missing' };
    const registration = toRegistration(row);
    if (registration.status !== change.from) {
      const [last] = await sql.query<ChangeRow>('SELECT * FROM registration_changes WHERE registration_id = $1 ORDER BY id DESC LIMIT 1', [
        change.id,
      ]);
      return { kind: 'stale', registration, last: last ? toChange(last) : null };
    }
    if (!canChange(change.from, change.to)) return { kind: 'not-allowed', registration };
    const refund = change.from === 'paid' && change.to === 'cancelled' ? refundFor(registration, at) : null;
    if (refund && change.shownRefundPercent !== refund.percent) return { kind: 'refund-moved', registration, refund };
    const startDate = change.to === 'confirmed' ? (change.startDate ?? null) : null;
    const [updated] = await sql.query<RegistrationRow>(
      'UPDATE registrations SET status = $2, start_date = COALESCE($3, start_date) WHERE id = $1 AND status = $4 RETURNING *',
      [change.id, change.to, startDate, change.from],
    );
    if (!updated) throw new Error('a locked registration changed');
    const [recorded] = await sql.query<ChangeRow>(
      `INSERT INTO registration_changes (registration_id, from_status, to_status, staff_email, at, start_date, days_before, refund_percent, refund_paise)
       VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7, $8, $9) RETURNING *`,
      [
        change.id,
        change.from,
        change.to,
        change.by,
        at.toISOString(),
        refund?.startDate ?? startDate,
        refund?.daysBefore ?? null,
        refund?.percent ?? null,
        refund?.paise ?? null,
      ],
    );
    if (!recorded) throw new Error('insert returned no row');
    const mailKind = change.to === 'confirmed' ? SEAT_CONFIRMED_KIND : change.to === 'cancelled' ? SEAT_CANCELLED_KIND : null;
    if (mailKind) {
      const payload: SeatMailPayload = { from: change.from, startDate: updated.start_date ?? null, refund };
      await sql.query('INSERT INTO outbox (registration_id, kind, next_attempt_at, payload) VALUES ($1, $2, $3::timestamptz, $4::jsonb)', [
        change.id,
        mailKind,
        at.toISOString(),
        JSON.stringify(payload),
      ]);
    }
    return { kind: 'changed', registration: toRegistration(updated), change: toChange(recorded) };
  });
}

/** One row of a course's CSV: the registration and the refund recorded when it was cancelled, if any. */
export type CourseRegistration = StoredRegistration & { readonly refundPaise: number | null };

/** A course's registrations, oldest first (the order seats were asked for). */
export async function courseRegistrations(db: Database, courseId: string): Promise<CourseRegistration[]> {
  const rows = await db.query<RegistrationRow & { refund_paise: number | null }>(
    `SELECT r.*, (SELECT c.refund_paise FROM registration_changes c WHERE c.registration_id = r.id AND c.to_status = 'cancelled'
       ORDER BY c.id DESC LIMIT 1) AS refund_paise
     FROM registrations r WHERE r.course_id = $1 ORDER BY r.created_at, r.id`,
    [courseId],
  );
  return rows.map((row) => ({ ...toRegistration(row), refundPaise: numberOrNull(row.refund_paise) }));
}
