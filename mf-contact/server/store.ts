import type { FormName } from 'shared/contracts';
import { NOTICE_VERSION } from '../src/lib/privacy-notice';
import type { Database } from './database';

/**
 * What the contact server keeps: each accepted enquiry, sign-up and waitlist request with the notice
 * the visitor was shown and when they sent it (their consent), and, in the same transaction, the
 * outbox row that will tell the office. Written before the visitor is told anything was sent.
 */

export { NOTICE_VERSION };

export interface StoredSubmission {
  readonly id: number;
  readonly form: FormName;
  readonly email: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly noticeVersion: string;
  readonly consentedAt: Date;
  readonly status: 'new' | 'handled';
  readonly createdAt: Date;
}

interface SubmissionRow {
  id: number;
  form: FormName;
  email: string;
  fields: Record<string, string> | string;
  notice_version: string;
  consented_at: Date | string;
  status: 'new' | 'handled';
  created_at: Date | string;
}

const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: Number(row.id),
  form: row.form,
  email: row.email,
  fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields,
  noticeVersion: row.notice_version,
  consentedAt: new Date(row.consented_at),
  status: row.status,
  createdAt: new Date(row.created_at),
});

/** Which outbox message a new submission of each form queues. */
export const OUTBOX_KIND: Record<FormName, string> = {
  contact: 'office-enquiry',
  newsletter: 'office-signup',
  waitlist: 'office-waitlist',
};

export class Store {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores one submission and queues its outbox message; answers its id. */
  async save(form: FormName, fields: Readonly<Record<string, string>> & { readonly email: string }): Promise<number> {
    // Times travel as ISO text: one form for both drivers, whatever realm made the Date.
    const at = this.now().toISOString();
    return this.db.transaction(async (sql) => {
      const [row] = await sql.query<{ id: number }>(
        `INSERT INTO submissions (form, email, fields, notice_version, consented_at, created_at)
         VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz, $5::timestamptz) RETURNING id`,
        [form, fields.email, JSON.stringify(fields), NOTICE_VERSION, at],
      );
      if (!row) throw new Error('insert returned no row');
      await sql.query('INSERT INTO outbox (submission_id, kind, next_attempt_at) VALUES ($1, $2, $3::timestamptz)', [
        row.id,
        OUTBOX_KIND[form],
        at,
      ]);
      return Number(row.id);
    });
  }

  async get(id: number): Promise<StoredSubmission | null> {
    const [row] = await this.db.query<SubmissionRow>('SELECT * FROM submissions WHERE id = $1', [id]);
    return row ? toSubmission(row) : null;
  }

  /** Newest first. */
  async list(options: { readonly form?: FormName; readonly limit?: number } = {}): Promise<StoredSubmission[]> {
    const rows = await this.db.query<SubmissionRow>(
      'SELECT * FROM submissions WHERE ($1::text IS NULL OR form = $1) ORDER BY created_at DESC, id DESC LIMIT $2',
      [options.form ?? null, options.limit ?? 100],
    );
    return rows.map(toSubmission);
  }

  async count(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions');
    return Number(row?.n ?? 0);
  }

  /** Erases everything older than `days` (the retention period), outbox rows with it; answers how many. */
  async deleteOlderThan(days: number): Promise<number> {
    const cutoff = new Date(this.now().getTime() - days * 86_400_000).toISOString();
    const rows = await this.db.query('DELETE FROM submissions WHERE created_at < $1::timestamptz RETURNING id', [cutoff]);
    return rows.length;
  }

  /** Erases a person's data on request (every submission with that address); answers how many. */
  async erasePerson(email: string): Promise<number> {
    const rows = await this.db.query('DELETE FROM submissions WHERE lower(email) = lower($1) RETURNING id', [email.trim()]);
    return rows.length;
  }

  /** Whether the database answers (health check). */
  async ping(): Promise<boolean> {
    try {
      await this.db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
