import type { Database } from './database';

/**
 * The one set of migrations, run at start by every contact server, in order, each once. A migration
 * is never edited after it shipped: a change is a new one at the end. Several servers starting at
 * once against one PostgreSQL take turns through an advisory lock held by the migrating transaction.
 */
export const MIGRATIONS: readonly { readonly version: number; readonly name: string; readonly sql: string }[] = [
  {
    version: 1,
    name: 'submissions and outbox',
    sql: `
      CREATE TABLE submissions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        form text NOT NULL CHECK (form IN ('contact', 'newsletter', 'waitlist')),
        email text NOT NULL,
        fields jsonb NOT NULL,
        notice_version text NOT NULL,
        consented_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')),
        note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX submissions_created ON submissions (created_at);
      CREATE INDEX submissions_email ON submissions (lower(email));
      CREATE TABLE outbox (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        last_error text
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
  {
    version: 2,
    name: 'newsletter double opt-in',
    // Tokens are kept as SHA-256 hashes; the raw ones wait in the outbox row's payload until the
    // confirmation e-mail is sent, then the payload is cleared.
    sql: `
      ALTER TABLE submissions ADD COLUMN confirm_hash text;
      ALTER TABLE submissions ADD COLUMN unsubscribe_hash text;
      ALTER TABLE submissions ADD COLUMN confirmed_at timestamptz;
      CREATE UNIQUE INDEX submissions_confirm ON submissions (confirm_hash);
      CREATE UNIQUE INDEX submissions_unsubscribe ON submissions (unsubscribe_hash);
      ALTER TABLE outbox ADD COLUMN payload jsonb
    `,
  },
  {
    version: 3,
    name: 'staff sign-in and sessions',
    // Only hashes of the sign-in links' tokens and of the session cookies are kept.
    sql: `
      CREATE TABLE staff_links (
        hash text PRIMARY KEY,
        email text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE staff_sessions (
        hash text PRIMARY KEY,
        email text NOT NULL,
        csrf text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX submissions_form_status ON submissions (form, status, created_at DESC)
    `,
  },
  {
    version: 4,
    name: 'office digest of a burst',
    // A digest row belongs to no submission; one per period, however many servers queue it.
    sql: `
      ALTER TABLE outbox ALTER COLUMN submission_id DROP NOT NULL;
      CREATE UNIQUE INDEX outbox_digest_period ON outbox ((payload->>'period')) WHERE kind = 'office-digest'
    `,
  },
  {
    version: 5,
    name: 'the language a submission was sent in',
    // Issue 39: the page's language (the form's hidden field, read strictly); rows stored before were English.
    sql: `ALTER TABLE submissions ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi', 'gu'))`,
  },
  {
    version: 6,
    name: 'course registrations',
    // Issue 40: a registration keeps the course's name and price as they were when it was sent (the
    // contract's course table, never the browser's), and its outbox rows (the office's e-mail, the
    // parent's confirmation) go with it when it is erased. Its reference (RM-2026-000123) is made
    // from its id and year, so it is not stored twice.
    sql: `
      CREATE TABLE registrations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        course_id text NOT NULL,
        course_name text NOT NULL,
        price_inr integer NOT NULL CHECK (price_inr >= 0),
        child_name text NOT NULL,
        child_grade smallint NOT NULL CHECK (child_grade BETWEEN 1 AND 12),
        parent_name text NOT NULL,
        phone text NOT NULL,
        email text NOT NULL,
        start_month text NOT NULL,
        locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi', 'gu')),
        notice_version text NOT NULL,
        consented_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'confirmed', 'paid', 'waitlisted', 'cancelled')),
        note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL
      );
      CREATE INDEX registrations_created ON registrations (created_at);
      CREATE INDEX registrations_email ON registrations (lower(email));
      CREATE INDEX registrations_course ON registrations (course_id, created_at);
      ALTER TABLE outbox ADD COLUMN registration_id integer REFERENCES registrations (id) ON DELETE CASCADE;
      CREATE INDEX outbox_registration ON outbox (registration_id) WHERE registration_id IS NOT NULL
    `,
  },
  {
    version: 7,
    name: 'registration status history',
    // Issue 40, point 2: every change of a registration's status, who made it (the staff member's
    // address) and when, with the refund a cancelled paid seat was given (paise and per cent) and the
    // start date it was counted from. The rows go with their registration (erasure, retention). The
    // office may record the course's start date when it confirms a seat (else the preferred month's
    // first day counts); kept as text, a day in India's calendar, so no driver shifts it by a zone.
    sql: `
      ALTER TABLE registrations ADD COLUMN start_date text CHECK (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
      CREATE TABLE registration_changes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        registration_id integer NOT NULL REFERENCES registrations (id) ON DELETE CASCADE,
        from_status text NOT NULL CHECK (from_status IN ('new', 'confirmed', 'paid', 'waitlisted', 'cancelled')),
        to_status text NOT NULL CHECK (to_status IN ('new', 'confirmed', 'paid', 'waitlisted', 'cancelled')),
        staff_email text NOT NULL,
        at timestamptz NOT NULL,
        start_date text CHECK (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        days_before integer,
        refund_percent smallint CHECK (refund_percent BETWEEN 0 AND 100),
        refund_paise integer CHECK (refund_paise >= 0),
        CHECK ((refund_percent IS NULL) = (refund_paise IS NULL))
      );
      CREATE INDEX registration_changes_registration ON registration_changes (registration_id, id);
      CREATE INDEX registrations_status ON registrations (status, created_at DESC)
    `,
  },
  {
    version: 8,
    name: 'registration duplicate check by index',
    // The duplicate check (registrations.ts) looks for the same child, its name spelled as
    // `sameName` writes it, in the same course within a day. Without this index it read every
    // registration of the course that day, so each new one cost more than the last (the bench's
    // 200 a second fell to 160 with p99 1.9 s on PGlite).
    sql: `
      CREATE INDEX registrations_child ON registrations (course_id, (lower(regexp_replace(child_name, '\\s+', ' ', 'g'))), created_at)
    `,
  },
  {
    version: 9,
    name: 'partnership enquiries',
    // Issue 40, point 3 (decision 062): a partnership enquiry is a submission of its own kind
    // ('partnership' in the form column), its fields in the jsonb as the other forms' are, so the
    // inbox's list, thread, answers, retention and erasure take it as they take an enquiry. The
    // duplicate check (the same institution and e-mail within a day) reads this index.
    sql: `
      ALTER TABLE submissions DROP CONSTRAINT submissions_form_check;
      ALTER TABLE submissions ADD CONSTRAINT submissions_form_check CHECK (form IN ('contact', 'newsletter', 'waitlist', 'partnership'));
      CREATE INDEX submissions_partnership ON submissions ((lower(regexp_replace(fields->>'institution', '\\s+', ' ', 'g'))), created_at)
        WHERE form = 'partnership'
    `,
  },
  {
    version: 10,
    name: 'contact and waitlist repeats',
    // A script-free post carries no time token, so a reload of the page it answered posts the same
    // form again. A contact or waitlist submission keeps, for the day in which a repeat is caught,
    // a SHA-256 of its form and what it holds (store.ts, repeatKey); the unique index makes the
    // database itself refuse the second copy, on any number of servers. The key goes with its row
    // (erasure, retention) and is cleared once the day is over (the retention sweep).
    sql: `
      ALTER TABLE submissions ADD COLUMN repeat_key text;
      CREATE UNIQUE INDEX submissions_repeat ON submissions (repeat_key)
    `,
  },
];

/** An arbitrary constant naming this server's migration lock. */
const MIGRATION_LOCK = 724_011;

/** Applies what is missing; answers the versions it applied. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await sql.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await sql.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      // Statement by statement: the extended protocol (parameters) takes one statement at a time.
      for (const statement of migration.sql.split(';').map((part) => part.trim())) {
        if (statement) await sql.query(statement);
      }
      await sql.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
