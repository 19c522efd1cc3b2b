import { createHash, randomBytes } from 'node:crypto';
import { formLocale, type CourseFacts, type FormName, type Locale } from 'shared/contracts';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import type { Database, Sql } from './database';
import { deliveryKeys, emailKey, normaliseEmail } from './email-address';
import type { RegistrationValues } from '../contract/forms';
import { DUPLICATE_WINDOW_MS, OFFICE_REGISTRATION_KIND, saveRegistration, type RegistrationOutcome } from './registrations';
import type { PartnershipValues } from '../contract/forms';
import { OFFICE_PARTNERSHIP_KIND, savePartnership, type PartnershipOutcome } from './partnerships';

/**
 * What the contact server keeps: each accepted enquiry, sign-up and waitlist request with the notice
 * the visitor was shown and when they sent it (their consent), and, in the same transaction, the
 * outbox row that will tell the office. Written before the visitor is told anything was sent.
 */

export { NOTICE_VERSION };

/** What an erasure removed: submissions by form (registrations: issue 40), and the e-mails queued or kept for them. */
export type ErasedCounts = Record<FormName, number> & { mails: number };

export interface StoredSubmission {
  readonly id: number;
  readonly form: FormName;
  readonly email: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly noticeVersion: string;
  readonly consentedAt: Date;
  readonly status: 'new' | 'handled';
  readonly createdAt: Date;
  /** Newsletter sign-ups: when the address was confirmed (double opt-in), or null. */
  readonly confirmedAt: Date | null;
  /** The language of the page it was sent from (issue 39): the visitor's answers and e-mails are in it. */
  readonly locale: Locale;
}

export interface SubmissionRow {
  id: number;
  form: FormName;
  email: string;
  fields: Record<string, string> | string;
  notice_version: string;
  consented_at: Date | string;
  status: 'new' | 'handled';
  created_at: Date | string;
  confirmed_at?: Date | string | null;
  locale?: string;
}

export const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: Number(row.id),
  form: row.form,
  email: row.email,
  fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields,
  noticeVersion: row.notice_version,
  consentedAt: new Date(row.consented_at),
  status: row.status,
  createdAt: new Date(row.created_at),
  confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  locale: formLocale(row.locale),
});

/** A confirmation link works this long. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** One confirmation e-mail a day at most to one address, however often it is signed up. */
const NEWSLETTER_RESEND_MS = 86_400_000;

/** A secret for a link: 256 random bits. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Which outbox message a new submission of each form queues (newsletter sign-ups: see signUpNewsletter). */
export const OUTBOX_KIND: Record<FormName, string> = {
  contact: 'office-enquiry',
  newsletter: 'office-signup',
  waitlist: 'office-waitlist',
  registration: OFFICE_REGISTRATION_KIND,
  partnership: OFFICE_PARTNERSHIP_KIND,
};

/**
 * The forms whose repeat is caught by what they hold (a registration or a partnership enquiry is
 * caught by its own rules, a newsletter sign-up by signUpNewsletter's).
 */
const REPEATABLE: ReadonlySet<FormName> = new Set<FormName>(['contact', 'waitlist']);

/** The same contact or waitlist submission sent again within this long (a reload re-posting it) is not stored again. */
export const REPEAT_WINDOW_MS = DUPLICATE_WINDOW_MS;

/**
 * What names one submission for the repeat check: a SHA-256 of the form and every field as checked
 * (trimmed, the e-mail in its normal form and, as every other check here compares it, its case
 * aside), in a fixed order. A reload re-posts exactly that; a sibling's waitlist request from the
 * same address (another name or grade) is another submission.
 */
export function repeatKey(form: FormName, fields: Readonly<Record<string, string>>): string {
  const entries = Object.entries({ ...fields, ...(fields.email === undefined ? {} : { email: fields.email.toLowerCase() }) }).sort(
    ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0),
  );
  return createHash('sha256')
    .update(JSON.stringify([form, entries]))
    .digest('hex');
}

/** What storing a submission came to: its id, and whether it was a repeat of one stored before (then nothing new was stored). */
export interface SaveOutcome {
  readonly id: number;
  readonly repeat: boolean;
}

/** A stored post held back from one-by-one e-mail waits in the outbox under this kind for its digest. */
export const HELD_KIND = 'office-held';
export const DIGEST_KIND = 'office-digest';

/** A digest's period: its number (the ledger's) and its bounds. */
export interface DigestPeriod {
  readonly id: number;
  readonly start: Date;
  readonly end: Date;
}

export const digestPeriod = (id: number, periodMs: number): DigestPeriod => ({
  id,
  start: new Date(id * periodMs),
  end: new Date((id + 1) * periodMs),
});

const queueDigest = (sql: Sql, period: DigestPeriod) =>
  sql.query(
    `INSERT INTO outbox (submission_id, kind, next_attempt_at, payload) VALUES (NULL, $1, $2::timestamptz, $3::jsonb)
     ON CONFLICT ((payload->>'period')) WHERE kind = '${DIGEST_KIND}' DO NOTHING`,
    [
      DIGEST_KIND,
      period.end.toISOString(),
      JSON.stringify({ period: String(period.id), start: period.start.toISOString(), end: period.end.toISOString() }),
    ],
  );

export class Store {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Stores one submission and queues its outbox message; answers its id (that of the one stored
   * before, when this is a repeat: see `submit`).
   */
  async save(
    form: FormName,
    fields: Readonly<Record<string, string>> & { readonly email: string },
    options: { readonly heldFor?: DigestPeriod; readonly locale?: Locale } = {},
  ): Promise<number> {
    return (await this.submit(form, fields, options)).id;
  }

  /**
   * Stores one submission and queues its outbox message, unless it is a contact or waitlist
   * submission that holds exactly what one stored in the last REPEAT_WINDOW_MS held (a reload of the
   * page a script-free post answered sends it again): then nothing is stored or queued and the
   * earlier one's id is answered with `repeat`. The database decides (a unique index on the repeat
   * key), so two servers given the same post at once store it once. A `held` one (a burst: see
   * AbuseLedger) is not e-mailed on its own: it waits for its period's digest, queued here too.
   */
  async submit(
    form: FormName,
    fields: Readonly<Record<string, string>> & { readonly email: string },
    options: { readonly heldFor?: DigestPeriod; readonly locale?: Locale } = {},
  ): Promise<SaveOutcome> {
    const key = REPEATABLE.has(form) ? repeatKey(form, fields) : null;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const id = await this.insertSubmission(form, fields, key, options);
      if (id !== null) return { id, repeat: false };
      // The key is taken: by a submission within the window (this is a repeat), or by an older one
      // the sweep has not reached yet, which lets it go so this one is stored.
      const since = new Date(this.now().getTime() - REPEAT_WINDOW_MS).toISOString();
      const released = await this.db.query(
        'UPDATE submissions SET repeat_key = NULL WHERE repeat_key = $1 AND created_at <= $2::timestamptz RETURNING id',
        [key, since],
      );
      if (released.length) continue;
      const [earlier] = await this.db.query<{ id: number }>('SELECT id FROM submissions WHERE repeat_key = $1', [key]);
      if (earlier) return { id: Number(earlier.id), repeat: true };
      // Erased between the two statements: try again.
    }
    throw new Error('the submission could not be stored: its repeat key stayed taken');
  }

  /** Inserts a submission with its outbox row; null when its repeat key is already taken (nothing stored). */
  private async insertSubmission(
    form: FormName,
    fields: Readonly<Record<string, string>> & { readonly email: string },
    key: string | null,
    options: { readonly heldFor?: DigestPeriod; readonly locale?: Locale },
  ): Promise<number | null> {
    // Times travel as ISO text: one form for both drivers, whatever realm made the Date.
    const at = this.now().toISOString();
    const held = options.heldFor;
    const insert = `INSERT INTO submissions (form, email, fields, notice_version, consented_at, created_at, locale, repeat_key)
       VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz, $5::timestamptz, $6, $7) ON CONFLICT (repeat_key) DO NOTHING RETURNING id`;
    const params = [form, fields.email, JSON.stringify(fields), NOTICE_VERSION, at, formLocale(options.locale), key];
    if (!held) {
      // The usual case in one statement, so one round trip (with PGlite each is a call into its
      // WebAssembly PostgreSQL; issue 24's bench): a statement with its data-modifying WITH parts is
      // atomic on its own, so the submission and its outbox row are stored together or not at all.
      const [row] = await this.db.query<{ id: number }>(
        `WITH stored AS (${insert}),
         queued AS (INSERT INTO outbox (submission_id, kind, next_attempt_at) SELECT id, $8, $5::timestamptz FROM stored)
         SELECT id FROM stored`,
        [...params, OUTBOX_KIND[form]],
      );
      return row ? Number(row.id) : null;
    }
    return this.db.transaction(async (sql) => {
      const [row] = await sql.query<{ id: number }>(insert, params);
      if (!row) return null;
      await sql.query("INSERT INTO outbox (submission_id, kind, next_attempt_at) VALUES ($1, $2, 'infinity')", [row.id, HELD_KIND]);
      await queueDigest(sql, held);
      return Number(row.id);
    });
  }

  /**
   * Stores a course registration (registrations.ts) with the course's facts from the contract, its
   * office e-mail (or, `heldFor` a burst, its place in the digest) and the parent's confirmation.
   */
  async register(
    course: CourseFacts,
    values: RegistrationValues,
    options: { readonly heldFor?: DigestPeriod; readonly locale?: Locale } = {},
  ): Promise<RegistrationOutcome> {
    const outcome = await saveRegistration(this.db, this.now(), course, values, {
      locale: options.locale,
      ...(options.heldFor ? { heldKind: HELD_KIND } : {}),
    });
    if (options.heldFor && !outcome.duplicate) await queueDigest(this.db, options.heldFor);
    return outcome;
  }

  /**
   * Stores a partnership enquiry (partnerships.ts: a submission of its own kind) with its office
   * e-mail (or, `heldFor` a burst, its place in the digest) and the contact person's confirmation.
   */
  async partner(
    values: PartnershipValues,
    options: { readonly heldFor?: DigestPeriod; readonly locale?: Locale } = {},
  ): Promise<PartnershipOutcome> {
    const outcome = await savePartnership(this.db, this.now(), values, {
      locale: options.locale,
      ...(options.heldFor ? { heldKind: HELD_KIND } : {}),
    });
    if (options.heldFor && !outcome.duplicate) await queueDigest(this.db, options.heldFor);
    return outcome;
  }

  /** Queues the office's digest of a period (once, however many servers ask); sent when the period ends. */
  async queueDigest(period: DigestPeriod): Promise<void> {
    await queueDigest(this.db, period);
  }

  /**
   * A newsletter sign-up, double opt-in: stored unconfirmed with hashed confirm and unsubscribe
   * tokens, and a confirmation e-mail queued to the address (the one mail that goes to an address a
   * visitor typed). An address already confirmed, or asked to confirm in the last day, gets no new
   * e-mail: the visitor is answered the same either way, so nobody learns who subscribes.
   */
  async signUpNewsletter(email: string, language?: Locale): Promise<'queued' | 'already-confirmed' | 'recently-asked'> {
    const locale = formLocale(language);
    const now = this.now();
    const [existing] = await this.db.query<{ confirmed: boolean; recent: boolean }>(
      `SELECT confirmed_at IS NOT NULL AS confirmed, created_at > $2::timestamptz AS recent FROM submissions
       WHERE form = 'newsletter' AND lower(email) = lower($1) ORDER BY (confirmed_at IS NOT NULL) DESC, created_at DESC LIMIT 1`,
      [email, new Date(now.getTime() - NEWSLETTER_RESEND_MS).toISOString()],
    );
    if (existing?.confirmed) return 'already-confirmed';
    if (existing?.recent) return 'recently-asked';
    const confirm = newToken();
    const unsubscribe = newToken();
    await this.db.transaction(async (sql) => {
      // An older unconfirmed sign-up of the same address is replaced, not kept beside the new one.
      await sql.query(`DELETE FROM submissions WHERE form = 'newsletter' AND lower(email) = lower($1) AND confirmed_at IS NULL`, [email]);
      const [row] = await sql.query<{ id: number }>(
        `INSERT INTO submissions (form, email, fields, notice_version, consented_at, created_at, confirm_hash, unsubscribe_hash, locale)
         VALUES ('newsletter', $1, $2::jsonb, $3, $4::timestamptz, $4::timestamptz, $5, $6, $7) RETURNING id`,
        [email, JSON.stringify({ email }), NOTICE_VERSION, now.toISOString(), hashToken(confirm), hashToken(unsubscribe), locale],
      );
      await sql.query(
        `INSERT INTO outbox (submission_id, kind, next_attempt_at, payload) VALUES ($1, 'newsletter-confirm', $2::timestamptz, $3::jsonb)`,
        [row!.id, now.toISOString(), JSON.stringify({ confirm, unsubscribe, locale })],
      );
    });
    return 'queued';
  }

  /** Confirms the sign-up a confirmation link names, within NEWSLETTER_CONFIRM_DAYS; answers whether one was. */
  async confirmNewsletter(token: string): Promise<boolean> {
    const now = this.now();
    const rows = await this.db.query(
      `UPDATE submissions SET confirmed_at = $2::timestamptz, confirm_hash = NULL
       WHERE form = 'newsletter' AND confirm_hash = $1 AND created_at > $3::timestamptz RETURNING id`,
      [hashToken(token), now.toISOString(), new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * 86_400_000).toISOString()],
    );
    return rows.length > 0;
  }

  /** Unsubscribes by erasing the sign-up an unsubscribe link names; answers whether there was one. */
  async unsubscribeNewsletter(token: string): Promise<boolean> {
    const rows = await this.db.query(`DELETE FROM submissions WHERE form = 'newsletter' AND unsubscribe_hash = $1 RETURNING id`, [
      hashToken(token),
    ]);
    return rows.length > 0;
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

  /**
   * The retention sweep, exactly what the privacy policy and the confirmation e-mail say: enquiries,
   * waitlist requests, partnership enquiries (submissions of their own kind) and course registrations (with their outbox rows: office mails, confirmations,
   * staff answers) are erased `days` after they were sent; a newsletter sign-up not confirmed within NEWSLETTER_CONFIRM_DAYS is erased
   * then; a confirmed subscriber is kept until they unsubscribe. Used sign-in links and ended staff
   * sessions go too. Answers how many submissions were erased.
   */
  async deleteOlderThan(days: number): Promise<number> {
    const now = this.now().getTime();
    const cutoff = new Date(now - days * 86_400_000).toISOString();
    const unconfirmed = new Date(now - NEWSLETTER_CONFIRM_DAYS * 86_400_000).toISOString();
    const rows = await this.db.query(
      `DELETE FROM submissions WHERE (form <> 'newsletter' AND created_at < $1::timestamptz)
         OR (form = 'newsletter' AND confirmed_at IS NULL AND created_at < $2::timestamptz) RETURNING id`,
      [cutoff, unconfirmed],
    );
    const registrations = await this.db.query('DELETE FROM registrations WHERE created_at < $1::timestamptz RETURNING id', [cutoff]);
    // A repeat key is kept only for the day in which it catches a repeat (REPEAT_WINDOW_MS).
    await this.db.query('UPDATE submissions SET repeat_key = NULL WHERE repeat_key IS NOT NULL AND created_at <= $1::timestamptz', [
      new Date(now - REPEAT_WINDOW_MS).toISOString(),
    ]);
    const at = new Date(now).toISOString();
    await this.db.query('DELETE FROM staff_links WHERE expires_at < $1::timestamptz', [at]);
    await this.db.query('DELETE FROM staff_sessions WHERE expires_at < $1::timestamptz', [at]);
    const erased = rows.length + registrations.length;
    if (erased) await this.compact();
    return erased;
  }

  /**
   * The rows of a person, as erasure finds them (see erasePerson): their submissions' and
   * registrations' ids; null when `email` is no address.
   */
  private async personRows(email: string): Promise<{ readonly ids: number[]; readonly registered: number[] } | null> {
    const address = normaliseEmail(email);
    if (!address) return null;
    const key = emailKey(address);
    const candidates = await this.db.query<{ id: number; email: string }>(
      'SELECT id, email FROM submissions WHERE strpos(lower(email), $1) > 0',
      [key],
    );
    const ids = candidates.filter((row) => deliveryKeys(row.email).includes(key)).map((row) => Number(row.id));
    // Registrations were only ever stored through the parser; found the same way all the same.
    const registered = (
      await this.db.query<{ id: number; email: string }>('SELECT id, email FROM registrations WHERE strpos(lower(email), $1) > 0', [key])
    )
      .filter((row) => deliveryKeys(row.email).includes(key))
      .map((row) => Number(row.id));
    return { ids, registered };
  }

  /**
   * What `erasePerson` would erase now, by kind, erasing nothing (the inbox shows it before the
   * confirming press); null when `email` is no address.
   */
  async personCounts(email: string): Promise<ErasedCounts | null> {
    const rows = await this.personRows(email);
    if (!rows) return null;
    const counts: ErasedCounts = { contact: 0, newsletter: 0, waitlist: 0, registration: rows.registered.length, partnership: 0, mails: 0 };
    const forms = await this.db.query<{ form: FormName }>('SELECT form FROM submissions WHERE id = ANY($1::int[])', [rows.ids]);
    for (const row of forms) counts[row.form] += 1;
    const [mails] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE submission_id = ANY($1::int[]) OR registration_id = ANY($2::int[])',
      [rows.ids, rows.registered],
    );
    counts.mails = Number(mails?.n ?? 0);
    return counts;
  }

  /**
   * Erases a person on request: every row that delivers mail to their address, found by its normal
   * form (email-address.ts) across every kind of row. Enquiries, sign-ups, waitlist requests, partnership enquiries and course registrations are
   * deleted with their outbox rows (office mails, confirmations, staff answers); rows stored before
   * the parser in a shape a mail library still delivers to them (`them@example.net,x`) are found by
   * what that library reads. Then `compact` leaves no readable copy in the database files. Answers
   * what was erased, by kind; null when `email` is no address.
   */
  async erasePerson(email: string): Promise<ErasedCounts | null> {
    const rows = await this.personRows(email);
    if (!rows) return null;
    const { ids, registered } = rows;
    const erased: ErasedCounts = { contact: 0, newsletter: 0, waitlist: 0, registration: 0, partnership: 0, mails: 0 };
    if (ids.length || registered.length) {
      await this.db.transaction(async (sql) => {
        const [mails] = await sql.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM outbox WHERE submission_id = ANY($1::int[]) OR registration_id = ANY($2::int[])',
          [ids, registered],
        );
        erased.mails = Number(mails?.n ?? 0);
        const rows = await sql.query<{ form: FormName }>('DELETE FROM submissions WHERE id = ANY($1::int[]) RETURNING form', [ids]);
        for (const row of rows) erased[row.form] += 1;
        const gone = await sql.query('DELETE FROM registrations WHERE id = ANY($1::int[]) RETURNING id', [registered]);
        erased.registration = gone.length;
      });
      await this.compact();
    }
    return erased;
  }

  /**
   * Leaves no readable copy of deleted rows in the database files: a deleted row stays in its table's
   * pages (and indexes, and TOAST) until they are rewritten, and in the write-ahead log until its
   * segment is gone. VACUUM FULL rewrites the tables; a WAL switch and two checkpoints let the old
   * segments go (with wal_recycle off, which PGlite's one session may set, they are removed, not
   * reused with their old bytes). On a PostgreSQL server the WAL steps need a superuser (or pg_checkpoint); without
   * one, the tables are still rewritten and the WAL ages out at the server's own checkpoints.
   */
  async compact(): Promise<void> {
    await this.db.query('VACUUM FULL submissions');
    await this.db.query('VACUUM FULL outbox');
    await this.db.query('VACUUM FULL registrations');
    await this.db.query('VACUUM FULL registration_changes');
    for (const statement of ['SET wal_recycle = off', 'SELECT pg_switch_wal()', 'CHECKPOINT', 'SELECT pg_switch_wal()', 'CHECKPOINT']) {
      await this.db.query(statement).catch(() => undefined);
    }
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
