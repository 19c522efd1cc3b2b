import { randomBytes } from 'node:crypto';
import type { FormName } from 'shared/contracts';
import type { Database } from '../database';
import { hashToken, newToken, toSubmission, type StoredSubmission, type SubmissionRow } from '../store';
import { listRegistrations, type RegistrationStatus, type StoredRegistration } from '../registrations';
import {
  changeRegistrationStatus,
  courseRegistrations,
  getRegistration,
  registrationHistory,
  type ChangeOutcome,
  type CourseRegistration,
  type StatusChange,
  type StatusChangeRequest,
} from '../enrolments';

/**
 * What the staff inbox reads and writes: one-time sign-in links, server-side sessions, and the
 * submissions list (search, filter, pages), a submission's status and note. Only hashes of link
 * tokens and session ids are stored.
 */
export const LINK_MINUTES = 15;
export const SESSION_HOURS = 8;
export const PAGE_SIZE = 50;

export interface Filter {
  readonly q?: string;
  readonly form?: FormName;
  readonly status?: 'new' | 'handled';
  readonly page?: number;
}

export interface Session {
  readonly email: string;
  readonly csrf: string;
}

type Row = SubmissionRow & { note: string };

export type InboxItem = StoredSubmission & { readonly note: string };

/** An answer staff wrote to a submission, e-mailed by the outbox (kept as the record of what was said). */
export interface Answer {
  readonly id: number;
  readonly by: string;
  readonly subject: string;
  readonly text: string;
  readonly queuedAt: Date;
  readonly sentAt: Date | null;
  /** Tries the outbox made so far, and the code of the last failure (never its text), if any. */
  readonly attempts: number;
  readonly lastError: string | null;
}

/** The outbox kind of a staff sign-in link's mail (its payload, with the raw token, is cleared once sent). */
export const STAFF_LINK_KIND = 'staff-sign-in';

/** The outbox kind of a staff answer; its payload keeps the answer after it is sent. */
export const ANSWER_KIND = 'staff-answer';

const toItem = (row: Row): InboxItem => ({ ...toSubmission(row), note: row.note });

/** A LIKE pattern that finds `text` as typed: % and _ are letters here, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class StaffStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A new sign-in link for a listed `email`, queued in the outbox with its mail (the raw token waits
   * there until sent, then is cleared); none when one was made for it in the last minute. The
   * request that asked answers at once, listed or not: the mail is never sent inside it.
   */
  async queueLink(email: string): Promise<boolean> {
    const now = this.now();
    const [recent] = await this.db.query('SELECT 1 FROM staff_links WHERE email = $1 AND created_at > $2::timestamptz', [
      email,
      new Date(now.getTime() - 60_000).toISOString(),
    ]);
    if (recent) return false;
    const token = newToken();
    await this.db.transaction(async (sql) => {
      await sql.query('INSERT INTO staff_links (hash, email, created_at, expires_at) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)', [
        hashToken(token),
        email,
        now.toISOString(),
        new Date(now.getTime() + LINK_MINUTES * 60_000).toISOString(),
      ]);
      await sql.query('INSERT INTO outbox (submission_id, kind, next_attempt_at, payload) VALUES (NULL, $1, $2::timestamptz, $3::jsonb)', [
        STAFF_LINK_KIND,
        now.toISOString(),
        JSON.stringify({ email, token }),
      ]);
    });
    return true;
  }

  /** Uses a sign-in link (once, before it expires) and opens a session; answers the session id, or null. */
  async signIn(token: string): Promise<{ readonly id: string; readonly session: Session } | null> {
    const now = this.now().toISOString();
    const [link] = await this.db.query<{ email: string }>(
      'UPDATE staff_links SET used_at = $2::timestamptz WHERE hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz RETURNING email',
      [hashToken(token), now],
    );
    if (!link) return null;
    const id = newToken();
    const csrf = randomBytes(24).toString('base64url');
    await this.db.query('INSERT INTO staff_sessions (hash, email, csrf, expires_at) VALUES ($1, $2, $3, $4::timestamptz)', [
      hashToken(id),
      link.email,
      csrf,
      new Date(this.now().getTime() + SESSION_HOURS * 3_600_000).toISOString(),
    ]);
    return { id, session: { email: link.email, csrf } };
  }

  async session(id: string): Promise<Session | null> {
    const [row] = await this.db.query<Session>('SELECT email, csrf FROM staff_sessions WHERE hash = $1 AND expires_at > $2::timestamptz', [
      hashToken(id),
      this.now().toISOString(),
    ]);
    return row ?? null;
  }

  async signOut(id: string): Promise<void> {
    await this.db.query('DELETE FROM staff_sessions WHERE hash = $1', [hashToken(id)]);
  }

  /** One page of submissions, newest first, and how many match in all. */
  async list(filter: Filter, limit = PAGE_SIZE): Promise<{ readonly items: InboxItem[]; readonly total: number }> {
    const where = `WHERE ($1::text IS NULL OR form = $1) AND ($2::text IS NULL OR status = $2)
      AND ($3::text IS NULL OR email ILIKE $3 OR fields::text ILIKE $3 OR note ILIKE $3)`;
    const params = [filter.form ?? null, filter.status ?? null, filter.q ? containing(filter.q) : null];
    const page = Number.isSafeInteger(filter.page) && (filter.page ?? 0) > 0 ? (filter.page ?? 1) : 1;
    const offset = (page - 1) * limit;
    const [rows, [count]] = await Promise.all([
      this.db.query<Row>(`SELECT * FROM submissions ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`, params),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM submissions ${where}`, params),
    ]);
    return { items: rows.map(toItem), total: Number(count?.n ?? 0) };
  }

  /** One page of course registrations (issue 40), newest first, those with `status` if given, and how many match. */
  async registrations(
    page: number,
    status?: RegistrationStatus,
    limit = PAGE_SIZE,
  ): Promise<{ readonly items: StoredRegistration[]; readonly total: number }> {
    const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
    return listRegistrations(this.db, { limit, offset: (safePage - 1) * limit, status });
  }

  /** The store's clock (a refund shown and the one recorded are counted by the same one). */
  currentTime(): Date {
    return this.now();
  }

  /** One registration, or null (erased, or never stored). */
  async registration(id: number): Promise<StoredRegistration | null> {
    return getRegistration(this.db, id);
  }

  /** A registration's status changes, oldest first: who and when. */
  async registrationHistory(id: number): Promise<StatusChange[]> {
    return registrationHistory(this.db, id);
  }

  /** Changes a registration's status for the staff member `by`, now (see enrolments.ts). */
  async changeRegistration(change: StatusChangeRequest): Promise<ChangeOutcome> {
    return changeRegistrationStatus(this.db, this.now(), change);
  }

  /** A course's registrations, oldest first, for its CSV. */
  async courseRegistrations(courseId: string): Promise<CourseRegistration[]> {
    return courseRegistrations(this.db, courseId);
  }

  async get(id: number): Promise<InboxItem | null> {
    const [row] = await this.db.query<Row>('SELECT * FROM submissions WHERE id = $1', [id]);
    return row ? toItem(row) : null;
  }

  async setStatus(id: number, status: 'new' | 'handled'): Promise<void> {
    await this.db.query('UPDATE submissions SET status = $2 WHERE id = $1', [id, status]);
  }

  /** Queues an answer to the submission's address and marks the submission handled; answers the outbox row's id, or null when it is gone. */
  async queueAnswer(id: number, answer: { readonly by: string; readonly subject: string; readonly text: string }): Promise<number | null> {
    const at = this.now().toISOString();
    return this.db.transaction(async (sql) => {
      const [row] = await sql.query<{ id: number }>(
        `INSERT INTO outbox (submission_id, kind, next_attempt_at, payload)
         SELECT id, $2, $3::timestamptz, $4::jsonb FROM submissions WHERE id = $1 RETURNING id`,
        [id, ANSWER_KIND, at, JSON.stringify({ ...answer, queuedAt: at })],
      );
      if (!row) return null;
      await sql.query("UPDATE submissions SET status = 'handled' WHERE id = $1", [id]);
      return Number(row.id);
    });
  }

  /** The answers to a submission, oldest first. */
  async answers(id: number): Promise<Answer[]> {
    const rows = await this.db.query<{
      id: number;
      payload: Record<string, string> | string;
      sent_at: Date | string | null;
      attempts: number;
      last_error: string | null;
    }>('SELECT id, payload, sent_at, attempts, last_error FROM outbox WHERE submission_id = $1 AND kind = $2 ORDER BY id', [
      id,
      ANSWER_KIND,
    ]);
    return rows.map((row) => {
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, string>;
      return {
        id: Number(row.id),
        by: payload.by ?? '',
        subject: payload.subject ?? '',
        text: payload.text ?? '',
        queuedAt: new Date(payload.queuedAt ?? 0),
        sentAt: row.sent_at ? new Date(row.sent_at) : null,
        attempts: Number(row.attempts),
        lastError: row.sent_at ? null : row.last_error,
      };
    });
  }

  async setNote(id: number, note: string): Promise<void> {
    await this.db.query('UPDATE submissions SET note = $2 WHERE id = $1', [id, note]);
  }
}
