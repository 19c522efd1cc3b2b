/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { openDatabase, type Database } from './database';
import { MIGRATIONS, migrate } from './migrations';
import { NOTICE_VERSION, Store } from './store';
import { startPostgres, type TestPostgres } from './fixtures/postgres';

/**
 * The same storage tests against both databases the server runs on: embedded PGlite and a real
 * PostgreSQL server (Debian's, started here in a temporary folder).
 */
jest.setTimeout(60_000);

let postgres: TestPostgres | undefined;
afterAll(() => postgres?.stop());

const backends: [string, () => Promise<Database>][] = [
  ['PGlite', () => openDatabase({})],
  // As the server runs it: PGlite in a worker thread of its own, behind the same interface.
  ['PGlite in a worker thread', () => openDatabase({ worker: true })],
  [
    'PostgreSQL',
    async () => {
      postgres ??= await startPostgres();
      return openDatabase({ url: postgres.url, poolSize: 4 });
    },
  ],
];

const enquiry = { name: 'Asha Patel', email: 'Asha@Example.com', phone: '', subject: 'Registration', message: 'Is there a June batch?' };

describe.each(backends)('storage on %s', (_name, open) => {
  let db: Database;
  let now = new Date('2026-11-23T10:00:00Z');
  const store = () => new Store(db, () => now);

  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    now = new Date('2026-11-23T10:00:00Z');
    await db.query('TRUNCATE submissions, outbox RESTART IDENTITY CASCADE');
  });

  it('runs each migration once: a second start applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('keeps a submission whole, with the notice version and the time of consent, and queues its office e-mail', async () => {
    const id = await store().save('contact', enquiry);
    const saved = await store().get(id);
    expect(saved).toMatchObject({
      form: 'contact',
      email: 'Asha@Example.com',
      fields: enquiry,
      noticeVersion: NOTICE_VERSION,
      status: 'new',
    });
    expect(saved?.consentedAt.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    const outbox = await db.query<{ kind: string; sent_at: Date | null }>('SELECT kind, sent_at FROM outbox WHERE submission_id = $1', [
      id,
    ]);
    expect(outbox).toEqual([{ kind: 'office-enquiry', sent_at: null }]);
  });

  it('keeps text as text: quotes, script tags, emoji and Gujarati come back unchanged', async () => {
    const message = `'); DROP TABLE submissions; -- <script>alert(1)</script> 🤖 નમસ્તે \\ "quoted"`;
    const id = await store().save('contact', { ...enquiry, message });
    expect((await store().get(id))?.fields.message).toBe(message);
    expect(await store().count()).toBe(1);
  });

  it('lists the newest first and by form', async () => {
    await store().save('contact', enquiry);
    now = new Date('2026-11-23T11:00:00Z');
    await store().save('newsletter', { email: 'ravi@example.com' });
    expect((await store().list()).map((s) => s.form)).toEqual(['newsletter', 'contact']);
    expect((await store().list({ form: 'contact' })).map((s) => s.email)).toEqual(['Asha@Example.com']);
  });

  it('rolls a failed save back whole: no submission without its outbox row', async () => {
    // An address too long for nothing in the schema, but a form name the table refuses.
    await expect(store().save('nonsense' as 'contact', enquiry)).rejects.toThrow();
    expect(await store().count()).toBe(0);
    expect(await db.query('SELECT * FROM outbox')).toEqual([]);
  });

  it('runs a transaction whole or not at all, and a refused statement keeps its PostgreSQL code', async () => {
    const insert = `INSERT INTO submissions (form, email, fields, notice_version, consented_at)
       VALUES ('contact', 'a@example.com', '{}'::jsonb, '1', now())`;
    await expect(
      db.transaction(async (sql) => {
        await sql.query(insert);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await store().count()).toBe(0);
    await expect(db.transaction(async (sql) => (await sql.query<{ n: number }>(`${insert} RETURNING 7 AS n`))[0]?.n)).resolves.toBe(7);
    expect(await store().count()).toBe(1);
    await expect(
      db.query("INSERT INTO submissions (form, email, fields, notice_version, consented_at) VALUES ('fax', '', '{}', '1', now())"),
    ).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('deletes what is older than the retention period, and only that, with its outbox rows', async () => {
    const old = await store().save('contact', enquiry);
    now = new Date('2027-06-01T10:00:00Z');
    const recent = await store().save('waitlist', {
      name: 'Ravi',
      email: 'ravi@example.com',
      grade: 'Grade 7',
      course: 'AR Link',
      plan: 'Basic',
    });
    now = new Date('2027-11-24T10:00:00Z');
    expect(await store().deleteOlderThan(365)).toBe(1);
    expect(await store().get(old)).toBeNull();
    expect(await store().get(recent)).not.toBeNull();
    expect(await db.query('SELECT submission_id FROM outbox')).toEqual([{ submission_id: recent }]);
  });

  it('keeps a confirmed subscriber until they unsubscribe, and erases a sign-up not confirmed within 7 days', async () => {
    await store().signUpNewsletter('kept@example.com');
    await store().signUpNewsletter('ignored@example.com');
    await db.query("UPDATE submissions SET confirmed_at = created_at, confirm_hash = NULL WHERE email = 'kept@example.com'");
    now = new Date('2026-11-30T09:59:00Z');
    expect(await store().deleteOlderThan(365)).toBe(0);
    now = new Date('2026-11-30T10:01:00Z');
    expect(await store().deleteOlderThan(365)).toBe(1);
    now = new Date('2030-01-01T00:00:00Z');
    expect(await store().deleteOlderThan(365)).toBe(0);
    expect((await store().list()).map((s) => s.email)).toEqual(['kept@example.com']);
  });

  it("erases a person's data on request, whatever the letter case of the address", async () => {
    await store().save('contact', enquiry);
    await store().save('newsletter', { email: 'asha@example.com' });
    await store().save('newsletter', { email: 'someone@example.com' });
    expect(await store().erasePerson(' ASHA@example.com ')).toEqual({
      contact: 1,
      newsletter: 1,
      waitlist: 0,
      registration: 0,
      partnership: 0,
      mails: 2,
    });
    expect((await store().list()).map((s) => s.email)).toEqual(['someone@example.com']);
  });

  it('erases every row that delivers to the person, rows stored before the parser too, with their e-mails', async () => {
    await store().save('waitlist', { name: 'V', email: 'victim@example.net', grade: '7', course: 'AR Link', plan: 'Basic' });
    // Shapes the old check let in, each of which a mail library delivers to the victim.
    for (const variant of ['victim@example.net,a1', 'victim@example.net>,<a2', 'Victim@EXAMPLE.net,other.example']) {
      await db.query(
        `WITH s AS (INSERT INTO submissions (form, email, fields, notice_version, consented_at) VALUES ('newsletter', $1, '{}', 'x', now()) RETURNING id)
         INSERT INTO outbox (submission_id, kind, payload) SELECT id, 'newsletter-confirm', '{}' FROM s`,
        [variant],
      );
    }
    await store().save('contact', { ...enquiry, email: 'notvictim@example.net' });
    expect(await store().erasePerson('Victim@Example.net')).toEqual({
      contact: 0,
      newsletter: 3,
      waitlist: 1,
      registration: 0,
      partnership: 0,
      mails: 4,
    });
    expect((await store().list()).map((s) => s.email)).toEqual(['notvictim@example.net']);
    expect(await store().erasePerson('not an address')).toBeNull();
  });

  it('answers a health check', async () => {
    expect(await store().ping()).toBe(true);
  });
});

describe('PostgreSQL shared by several servers', () => {
  it('migrates once when several servers start at the same moment', async () => {
    postgres ??= await startPostgres();
    const admin = await openDatabase({ url: postgres.url, poolSize: 1 });
    await admin.query('CREATE DATABASE racing');
    await admin.close();
    const url = postgres.url.replace(/\/postgres$/, '/racing');
    const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 2 })));
    const applied = await Promise.all(servers.map((db) => migrate(db)));
    expect(applied.flat()).toEqual(MIGRATIONS.map((m) => m.version));
    await Promise.all(servers.map((db) => db.close()));
  });
});

describe('a database that is gone', () => {
  it.each([false, true])('makes saving fail (the server answers 503), never hang (PGlite in a worker: %s)', async (worker) => {
    const db = await openDatabase({ worker });
    await migrate(db);
    const store = new Store(db);
    await db.close();
    await expect(store.save('newsletter', { email: 'a@example.com' })).rejects.toThrow();
    expect(await store.ping()).toBe(false);
  });
});

describe('the embedded database thread', () => {
  it('is started again when it ends: what waited fails at once, and after the restart the kept data and new saves are there', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-thread-'));
    const threads: Worker[] = [];
    const lines: string[] = [];
    const db = await openDatabase({ worker: true, dataDir }, { log: (line) => lines.push(line), onThread: (w) => threads.push(w) });
    try {
      await migrate(db);
      const store = new Store(db);
      await store.save('newsletter', { email: 'first@example.com' });

      const ended = new Promise((resolve) => threads[0]!.once('exit', resolve));
      await threads[0]!.terminate();
      await ended;
      await expect(store.save('newsletter', { email: 'during@example.com' })).rejects.toThrow(/database thread/);

      // Polls until the second thread answers (it is started again on its own, within seconds).
      while (!(await store.ping())) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(threads).toHaveLength(2);
      await store.save('newsletter', { email: 'after@example.com' });
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions');
      expect(rows[0]!.n).toBe(2);
      expect(lines).toEqual([
        expect.stringMatching(/database thread ended .*starting it again/),
        '[contact] the database thread is running again',
      ]);
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
