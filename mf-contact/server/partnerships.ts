import { formLocale, type Locale } from 'shared/contracts';
import type { PartnershipValues } from '../contract/forms';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import type { Database } from './database';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, DUPLICATE_WINDOW_MS, nameKey, sameName, yearReference } from './registrations';

/** The columns of a stored enquiry this module reads. */
interface PartnershipRow {
  id: number;
  created_at: Date | string;
  fields: Record<string, string> | string;
}

/**
 * Partnership enquiries (issue 40, point 3; decision 062): a submission of their own kind
 * ('partnership'), so the staff inbox lists them, shows them and answers them as it does enquiries,
 * and retention and erasure take them with the rest. Stored with the office's e-mail and the contact
 * person's confirmation (in the language they wrote from) queued in the outbox, in one statement.
 */

/** The outbox kinds of a partnership enquiry: the office's e-mail, and the contact person's confirmation. */
export const OFFICE_PARTNERSHIP_KIND = 'office-partnership';
export const PARTNERSHIP_CONFIRM_KIND = 'partnership-confirm';

/** What the institution and the office quote: PA-2026-000123. */
export const partnershipReference = (id: number, createdAt: Date): string => yearReference('PA', id, createdAt);

/** An institution's name as the duplicate check compares it (as migration 9's index writes it). */
const INSTITUTION_KEY = sameName("fields->>'institution'");

export interface PartnershipOutcome {
  /** The enquiry's number in the inbox (its submission's id). */
  readonly id: number;
  /** The institution's name as it was stored. */
  readonly institution: string;
  /** PA-2026-000123. */
  readonly reference: string;
  /** True when the same institution and address sent it within DUPLICATE_WINDOW_MS: nothing new was stored. */
  readonly duplicate: boolean;
}

/** The fields a partnership enquiry keeps (the jsonb of its submission): the labs as their ids, comma-separated. */
export function partnershipFields(values: PartnershipValues): Record<string, string> {
  return {
    institution: values.institution,
    kind: values.kind,
    city: values.city,
    students: values.students,
    labs: values.labs.join(','),
    name: values.name,
    role: values.role,
    phone: values.phone,
    email: values.email,
    message: values.message,
  };
}

function outcomeOf(row: PartnershipRow, duplicate: boolean): PartnershipOutcome {
  const fields = typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields;
  const id = Number(row.id);
  return { id, institution: fields.institution ?? '', reference: partnershipReference(id, new Date(row.created_at)), duplicate };
}

/**
 * Stores a partnership enquiry unless the same institution (its name, spaces and case aside) sent
 * one from the same address in the last day: then answers that one. Concurrent sends take turns on an
 * advisory lock named by the institution, so a double press is stored once on any number of servers.
 * A `heldKind` one (a burst) is queued for the office under that kind, for the digest.
 */
export async function savePartnership(
  db: Database,
  at: Date,
  values: PartnershipValues,
  options: { readonly locale?: Locale; readonly heldKind?: string } = {},
): Promise<PartnershipOutcome> {
  const now = at.toISOString();
  const since = new Date(at.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  const key = nameKey(values.institution);
  return db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock(hashtext($1::text))', [`partnership:${key}`]);
    const [earlier] = await sql.query<PartnershipRow>(
      `SELECT * FROM submissions WHERE form = 'partnership' AND ${INSTITUTION_KEY} = $1 AND created_at > $2::timestamptz
         AND lower(email) = lower($3) ORDER BY id LIMIT 1`,
      [key, since, values.email],
    );
    if (earlier) return outcomeOf(earlier, true);
    // The enquiry, the office's e-mail and the contact person's confirmation (unless this address had
    // CONFIRMATIONS_PER_ADDRESS_PER_DAY of them already: a form must not be a way to flood an address).
    const [row] = await sql.query<PartnershipRow>(
      `WITH stored AS (
         INSERT INTO submissions (form, email, fields, notice_version, consented_at, created_at, locale)
         VALUES ('partnership', $1, $2::jsonb, $3, $4::timestamptz, $4::timestamptz, $5) RETURNING *
       ), queued AS (
         INSERT INTO outbox (submission_id, kind, next_attempt_at)
         SELECT id, $6, $7::timestamptz FROM stored
         UNION ALL
         SELECT id, $8, $4::timestamptz FROM stored
          WHERE (SELECT count(*) FROM submissions WHERE form = 'partnership' AND lower(email) = lower($1) AND created_at > $9::timestamptz) < $10
       )
       SELECT * FROM stored`,
      [
        values.email,
        JSON.stringify(partnershipFields(values)),
        NOTICE_VERSION,
        now,
        formLocale(options.locale),
        options.heldKind ?? OFFICE_PARTNERSHIP_KIND,
        options.heldKind ? 'infinity' : now,
        PARTNERSHIP_CONFIRM_KIND,
        since,
        CONFIRMATIONS_PER_ADDRESS_PER_DAY,
      ],
    );
    if (!row) throw new Error('insert returned no row');
    return outcomeOf(row, false);
  });
}
