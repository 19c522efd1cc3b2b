import { formLocale, type FormName } from 'shared/contracts';
import { LANGUAGE_NAMES } from './staff/language-names';
import type { Database } from './database';
import type { MailMessage, Mailer } from './mail';
import { confirmationMessage } from './newsletter';
import { digestMessage, type HeldPost } from './digest';
import { oneLine } from './mail-text';
import type { AbuseReason } from './limits';
import { DIGEST_KIND, HELD_KIND } from './store';
import { ANSWER_KIND } from './staff/staff-store';
import { STAFF_LINK_KIND, staffLinkMessage } from './staff/staff-mail';
import { OFFICE_REGISTRATION_KIND, REGISTRATION_CONFIRM_KIND, toRegistration, type RegistrationRow } from './registrations';
import { OFFICE_PARTNERSHIP_KIND, PARTNERSHIP_CONFIRM_KIND } from './partnerships';
import { partnershipConfirmation, partnershipOfficeMessage } from './partnership-mail';
import { dayName, registrationConfirmation, registrationOfficeMessage, seatMessage } from './registration-mail';
import { indianDate } from './enrolment-rules';
import { serverWords } from './words';
import { SEAT_CANCELLED_KIND, SEAT_CONFIRMED_KIND, type SeatMailPayload } from './enrolments';

/**
 * Delivery to the office from the outbox: every stored submission has an outbox row (written in the
 * same transaction), and this sends it by SMTP, after the visitor was answered, retrying with backoff
 * while SMTP is down. Several contact servers may run this at once against one PostgreSQL: a row is
 * claimed with FOR UPDATE SKIP LOCKED and its next attempt moved past a lease in the same statement,
 * so only one server sends it. A server that dies between sending and marking the row sent leaves the
 * lease to run out and the row is sent again: at least once, and once unless a server dies mid-send.
 */

export interface OutboxOptions {
  readonly officeEmail: string;
  readonly mailFrom: string;
  /** Where the newsletter's confirm and unsubscribe pages are (the contact server's public address). */
  readonly publicUrl?: string;
  /** Rows claimed per run. */
  readonly batch?: number;
  /** How long a claimed row is left to the server that claimed it. */
  readonly leaseMs?: number;
  /** First retry after this; doubled per failed attempt up to `maxBackoffMs`. */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly now?: () => Date;
  /** What the abuse ledger counted in a period (the digest's refusals); none counted when absent. */
  readonly abuseCounts?: (period: number) => Promise<Record<AbuseReason, number>>;
  /** Told of each failed attempt (the error's code only: its message can quote the mail). */
  readonly onError?: (id: number, attempts: number, code: string) => void;
}

interface DueRow {
  id: number;
  kind: string;
  payload:
    | { confirm?: string; unsubscribe?: string; period?: string; start?: string; end?: string; email?: string; token?: string }
    | string
    | null;
  attempts: number;
  /** Null on a digest row (it belongs to no submission). */
  form: FormName;
  email: string;
  fields: Record<string, string> | string;
  created_at: Date | string;
  submission_id?: number | null;
  locale?: string | null;
  /** A registration's row (issue 40), its columns prefixed `r_`, when the outbox row is one of its e-mails. */
  registration_id?: number | null;
  r_id?: number | null;
  r_course_id?: string;
  r_course_name?: string;
  r_price_inr?: number;
  r_child_name?: string;
  r_child_grade?: number;
  r_parent_name?: string;
  r_phone?: string;
  r_email?: string;
  r_start_month?: string;
  r_locale?: string;
  r_notice_version?: string;
  r_consented_at?: Date | string;
  r_status?: RegistrationRow['status'];
  r_start_date?: string | null;
  r_created_at?: Date | string;
}

/** The registration an outbox row was joined with, or null (erased since, or none). */
function registrationOf(row: DueRow) {
  if (!row.r_id) return null;
  return toRegistration({
    id: row.r_id,
    course_id: row.r_course_id ?? '',
    course_name: row.r_course_name ?? '',
    price_inr: row.r_price_inr ?? 0,
    child_name: row.r_child_name ?? '',
    child_grade: row.r_child_grade ?? 0,
    parent_name: row.r_parent_name ?? '',
    phone: row.r_phone ?? '',
    email: row.r_email ?? '',
    start_month: row.r_start_month ?? '',
    locale: row.r_locale ?? 'en',
    notice_version: row.r_notice_version ?? '',
    consented_at: row.r_consented_at ?? new Date(0),
    status: row.r_status ?? 'new',
    start_date: row.r_start_date ?? null,
    created_at: row.r_created_at ?? new Date(0),
  });
}

const TITLES: Record<FormName, string> = {
  contact: 'Website enquiry',
  newsletter: 'Newsletter sign-up',
  waitlist: 'Waitlist request',
  registration: 'Course registration',
  partnership: 'Partnership enquiry',
};
const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  grade: 'Student grade',
  course: 'Course',
  plan: 'Plan',
};

/** The office's e-mail for one submission: plain text only, every field as the visitor typed it. */
export function officeMessage(
  row: Pick<DueRow, 'form' | 'email' | 'fields' | 'created_at'> & {
    readonly submission_id?: number | null;
    readonly locale?: string | null;
  },
  options: Pick<OutboxOptions, 'officeEmail' | 'mailFrom'>,
): MailMessage {
  const fields = typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields;
  const who = fields.name ? ` from ${oneLine(fields.name, 60)}` : ` from ${oneLine(row.email, 60)}`;
  const about = fields.subject ? `: ${oneLine(fields.subject, 40)}` : '';
  const lines = Object.entries(fields)
    .filter(([key, value]) => key !== 'message' && value)
    .map(([key, value]) => `${LABELS[key] ?? key}: ${oneLine(value, 300)}`);
  const message = fields.message ? `\n\n${fields.message}` : '';
  // The office answers in the visitor's language: said when it is not English.
  const locale = formLocale(row.locale);
  if (locale !== 'en') lines.push(`Language: ${LANGUAGE_NAMES[locale]} (sent from the ${LANGUAGE_NAMES[locale]} page)`);
  return {
    from: options.mailFrom,
    to: options.officeEmail,
    // Answering goes to the visitor; nothing is ever sent to them from here.
    replyTo: oneLine(row.email, 254),
    subject: `${TITLES[row.form]}${about}${who}`,
    // The number lets the office tell a second copy (delivery is at least once) from a second enquiry.
    text: `${lines.join('\n')}${message}\n\nReceived ${new Date(row.created_at).toISOString()} through the website${row.submission_id ? ` (number ${row.submission_id} in the staff inbox)` : ''}.\n`,
  };
}

/**
 * A staff member's answer, to the address the visitor gave with their enquiry (the submission's own
 * row: nothing in the answer names a recipient): plain text, from the site's sender, replies going to
 * the office, with the visitor's message quoted below it as text (`> ` lines), introduced in the
 * language they wrote from.
 */
export function answerMessage(
  row: Pick<DueRow, 'email' | 'payload' | 'fields' | 'created_at' | 'locale'>,
  options: Pick<OutboxOptions, 'officeEmail' | 'mailFrom'>,
): MailMessage {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as { subject?: string; text?: string } | null;
  if (!payload?.text) throw Object.assign(new Error('answer without text'), { code: 'ENOTEXT' });
  const fields = (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as Record<string, string> | null;
  const text = payload.text.endsWith('\n') ? payload.text : `${payload.text}\n`;
  const message = fields?.message?.trim();
  const locale = formLocale(row.locale);
  const i18n = serverWords.i18nFor(locale);
  const quoted = message
    ? `\n${i18n._('answer.quoteIntro', { date: dayName(indianDate(new Date(row.created_at)), locale) })}\n${message
        .split(/\r?\n/)
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n')}\n`
    : '';
  return {
    from: options.mailFrom,
    to: oneLine(row.email, 254),
    replyTo: options.officeEmail,
    subject: oneLine(payload.subject ?? '', 200),
    text: `${text}${quoted}`,
  };
}

export class Outbox {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: OutboxOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  private backoff(attempts: number): number {
    const base = this.options.backoffMs ?? 30_000;
    return Math.min(base * 2 ** Math.max(0, attempts - 1), this.options.maxBackoffMs ?? 3_600_000);
  }

  /**
   * A digest's message and the held rows it covers: every one not told yet (each held row queued a
   * digest for its own period, so none waits longer than its period's end).
   */
  private async digestFor(row: DueRow): Promise<{ message: MailMessage; heldIds: number[] }> {
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
      period?: string;
      start?: string;
      end?: string;
    };
    const start = new Date(payload.start ?? 0);
    const end = new Date(payload.end ?? 0);
    // Held enquiries and held registrations alike (a registration is listed by its parent and course).
    const rows = await this.db.query<{
      id: number;
      submission: number;
      form: FormName;
      email: string;
      fields: Record<string, string> | string;
      created_at: Date | string;
    }>(
      `SELECT o.id, COALESCE(s.id, r.id) AS submission, COALESCE(s.form, 'registration') AS form, COALESCE(s.email, r.email) AS email,
         COALESCE(s.created_at, r.created_at) AS created_at,
         COALESCE(s.fields, jsonb_build_object('name', r.parent_name, 'subject', r.course_name)) AS fields
       FROM outbox o LEFT JOIN submissions s ON s.id = o.submission_id LEFT JOIN registrations r ON r.id = o.registration_id
       WHERE o.kind = $1 AND o.sent_at IS NULL AND (s.id IS NOT NULL OR r.id IS NOT NULL) ORDER BY o.id`,
      [HELD_KIND],
    );
    const held: HeldPost[] = rows.map((r) => {
      const fields = typeof r.fields === 'string' ? (JSON.parse(r.fields) as Record<string, string>) : r.fields;
      return {
        id: Number(r.submission),
        form: r.form,
        createdAt: new Date(r.created_at),
        email: r.email,
        name: fields.name,
        subject: fields.subject,
      };
    });
    const counts = (await this.options.abuseCounts?.(Number(payload.period))) ?? {
      held: 0,
      cap: 0,
      limited: 0,
      'too-fast': 0,
      honeypot: 0,
    };
    return { message: digestMessage({ start, end }, held, counts, this.options), heldIds: rows.map((r) => Number(r.id)) };
  }

  private messageFor(row: DueRow): MailMessage {
    if (row.kind === ANSWER_KIND) return answerMessage(row, this.options);
    if (row.kind === OFFICE_REGISTRATION_KIND || row.kind === REGISTRATION_CONFIRM_KIND) {
      const registration = registrationOf(row);
      if (!registration) throw Object.assign(new Error('registration gone'), { code: 'ENOREGISTRATION' });
      return row.kind === OFFICE_REGISTRATION_KIND
        ? registrationOfficeMessage(registration, this.options)
        : registrationConfirmation(registration, this.options);
    }
    if (row.kind === SEAT_CONFIRMED_KIND || row.kind === SEAT_CANCELLED_KIND) {
      const registration = registrationOf(row);
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as SeatMailPayload | null;
      if (!registration || !payload) throw Object.assign(new Error('registration gone'), { code: 'ENOREGISTRATION' });
      return seatMessage(registration, row.kind === SEAT_CONFIRMED_KIND ? 'confirmed' : 'cancelled', payload, this.options);
    }
    if (row.kind === OFFICE_PARTNERSHIP_KIND) return partnershipOfficeMessage(row, this.options);
    if (row.kind === PARTNERSHIP_CONFIRM_KIND) return partnershipConfirmation(row, this.options);
    if (row.kind === STAFF_LINK_KIND) {
      const link = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as { email?: string; token?: string } | null;
      if (!link?.email || !link.token) throw Object.assign(new Error('sign-in link without its token'), { code: 'ENOTOKENS' });
      return staffLinkMessage(link.email, link.token, {
        mailFrom: this.options.mailFrom,
        publicUrl: this.options.publicUrl ?? 'http://localhost',
      });
    }
    if (row.kind !== 'newsletter-confirm') return officeMessage(row, this.options);
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
      confirm?: string;
      unsubscribe?: string;
      locale?: unknown;
    } | null;
    if (!payload?.confirm || !payload.unsubscribe) throw Object.assign(new Error('confirmation without tokens'), { code: 'ENOTOKENS' });
    // In the language the visitor signed up in (sign-ups queued before it was kept are English).
    return confirmationMessage(
      row.email,
      payload as { confirm: string; unsubscribe: string },
      { mailFrom: this.options.mailFrom, publicUrl: this.options.publicUrl ?? 'http://localhost' },
      formLocale(payload.locale),
    );
  }

  /** Claims what is due and sends it; answers how many were sent. */
  async deliverDue(): Promise<number> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? 300_000));
    const due = await this.db.query<DueRow>(
      `WITH claimed AS (
         UPDATE outbox SET next_attempt_at = $2::timestamptz, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1::timestamptz
           ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED
         )
         RETURNING id, kind, attempts, submission_id, registration_id, payload
       )
       SELECT claimed.id, claimed.kind, claimed.attempts, claimed.payload, claimed.submission_id, s.form, s.email, s.fields, s.created_at, s.locale,
         claimed.registration_id, r.id AS r_id, r.course_id AS r_course_id, r.course_name AS r_course_name, r.price_inr AS r_price_inr,
         r.child_name AS r_child_name, r.child_grade AS r_child_grade, r.parent_name AS r_parent_name, r.phone AS r_phone, r.email AS r_email,
         r.start_month AS r_start_month, r.locale AS r_locale, r.notice_version AS r_notice_version, r.consented_at AS r_consented_at,
         r.status AS r_status, r.start_date AS r_start_date, r.created_at AS r_created_at
       FROM claimed LEFT JOIN submissions s ON s.id = claimed.submission_id LEFT JOIN registrations r ON r.id = claimed.registration_id
       ORDER BY claimed.id`,
      [now.toISOString(), leaseUntil.toISOString(), this.options.batch ?? 20],
    );
    let sent = 0;
    for (const row of due) {
      try {
        if (row.kind === DIGEST_KIND) {
          const { message, heldIds } = await this.digestFor(row);
          await this.mailer.send(message);
          // The held rows it listed are told to the office now; the digest row keeps its period (no tokens in it).
          await this.db.query('UPDATE outbox SET sent_at = $2::timestamptz, last_error = NULL WHERE id = ANY($1::int[])', [
            [Number(row.id), ...heldIds],
            this.now().toISOString(),
          ]);
          sent += 1;
          continue;
        }
        await this.mailer.send(this.messageFor(row));
        // The confirmation's raw tokens are needed no longer than it takes to send them; a staff
        // answer stays as the record of what the company wrote.
        await this.db.query(
          `UPDATE outbox SET sent_at = $2::timestamptz, last_error = NULL, payload = CASE WHEN kind = '${ANSWER_KIND}' THEN payload END WHERE id = $1`,
          [row.id, this.now().toISOString()],
        );
        sent += 1;
      } catch (error) {
        const code = String((error as { code?: unknown }).code ?? (error as Error).name ?? 'error').slice(0, 40);
        const retryAt = new Date(this.now().getTime() + this.backoff(row.attempts));
        await this.db
          .query('UPDATE outbox SET next_attempt_at = $2::timestamptz, last_error = $3 WHERE id = $1', [
            row.id,
            retryAt.toISOString(),
            code,
          ])
          .catch(() => undefined);
        this.options.onError?.(Number(row.id), row.attempts, code);
      }
    }
    return sent;
  }

  /** Rows not sent yet (the staff inbox shows them; a health check can too). */
  async pending(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL');
    return Number(row?.n ?? 0);
  }
}

/**
 * Runs the outbox now and then, and soon after each stored submission (`nudge`), one run at a time,
 * never in a visitor's request. A run that sent something is followed by another at once, so a backlog
 * (after a restart, or SMTP back after an outage) goes out batch after batch, not one batch per interval;
 * a run that sent nothing (nothing due, or every attempt failed and backs off) waits. `stop` waits for a
 * run under way and starts none after it.
 */
export function startOutboxWorker(
  outbox: Outbox,
  { intervalMs = 15_000, onRunError }: { intervalMs?: number; onRunError?: (error: unknown) => void } = {},
) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = outbox
      .deliverDue()
      .then((sent) => {
        if (sent > 0) again = true;
      }, onRunError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    nudge: () => setImmediate(run),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
