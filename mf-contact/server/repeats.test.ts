/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import type { FastifyInstance } from 'fastify';
import { serverAnswers } from './answers';
import { buildContactServer } from './contact-server';
import { openDatabase, type Database } from './database';
import { migrate } from './migrations';
import { Store } from './store';
import { TABLES, bothDatabases, withContactServer } from './fixtures/test-bed';
import { startPostgres, type TestPostgres } from './fixtures/postgres';

/**
 * A contact or waitlist form sent again (defect A): without script the browser is left on
 * /forms/contact after sending, and a reload posts the same form again with no time token. The
 * same submission within a day is answered as sent, stored once and e-mailed once, on both
 * databases and with two servers on one PostgreSQL; erasure and retention leave nothing of it.
 */
jest.setTimeout(120_000);

const SITE = 'http://localhost:8080';
const PUBLIC = 'https://contact.robominds.test';
const NOW = Date.parse('2026-11-26T06:00:00Z');
const DAY = 86_400_000;

const enquiry = {
  name: 'Asha Zqx Patel',
  email: 'asha@example.com',
  phone: '',
  subject: 'Registration',
  message: 'Is there a June batch for a child in grade 6?',
  locale: 'en',
  back: '/contact',
};
const waitlist = {
  name: 'Ravi Zqx Shah',
  email: 'ravi@example.com',
  grade: 'Grade 7',
  course: 'AR Link',
  plan: 'Premium',
  locale: 'en',
  back: '/waitlist',
};

const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const inject = (app: FastifyInstance, form: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/forms/${form}`,
    payload: body(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });

const counts = async (db: Database) => {
  const [row] = await db.query<{ submissions: number; outbox: number }>(
    'SELECT (SELECT count(*)::int FROM submissions) AS submissions, (SELECT count(*)::int FROM outbox) AS outbox',
  );
  return { submissions: Number(row?.submissions), outbox: Number(row?.outbox) };
};

describe.each(bothDatabases())('a script-free form sent again on %s', (_name, open) => {
  const bed = withContactServer(open, { origins: [SITE], publicUrl: PUBLIC, staffEmail: 'office@robominds.test', start: NOW });
  const post = (form: string, fields: Record<string, string>) => inject(bed.app, form, fields);

  it('stores a contact enquiry reloaded after sending once, tells the sender so, and e-mails the office once', async () => {
    const first = await post('contact', enquiry);
    expect(first.json()).toEqual({ ok: true, message: serverAnswers('en').success.contact });
    bed.now += 60_000;
    const again = await post('contact', enquiry);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, message: serverAnswers('en').alreadySent });
    expect(await counts(bed.db)).toEqual({ submissions: 1, outbox: 1 });
    expect(bed.lines.join('')).toContain('the same submission sent again: not stored twice');
  });

  it('answers the repeat in the language of the page it came from', async () => {
    await post('contact', { ...enquiry, locale: 'gu', back: '/gu/contact' });
    const gu = await post('contact', { ...enquiry, locale: 'gu', back: '/gu/contact' });
    expect(gu.json()).toEqual({ ok: true, message: serverAnswers('gu').alreadySent });
    await post('waitlist', { ...waitlist, locale: 'hi', back: '/hi/waitlist' });
    const hi = await post('waitlist', { ...waitlist, locale: 'hi', back: '/hi/waitlist' });
    expect(hi.json()).toEqual({ ok: true, message: serverAnswers('hi').alreadySent });
    expect(serverAnswers('gu').alreadySent).not.toBe(serverAnswers('en').alreadySent);
    expect(await counts(bed.db)).toEqual({ submissions: 2, outbox: 2 });
  });

  it('stores a waitlist request once, but a sibling from the same address and another question are new', async () => {
    await post('waitlist', waitlist);
    expect((await post('waitlist', waitlist)).json().message).toBe(serverAnswers('en').alreadySent);
    expect((await post('waitlist', { ...waitlist, name: 'Mira Zqx Shah', grade: 'Grade 4' })).json().message).toBe(
      serverAnswers('en').success.waitlist,
    );
    expect((await post('contact', { ...enquiry, message: 'And is there a Saturday batch?' })).json().message).toBe(
      serverAnswers('en').success.contact,
    );
    await post('contact', enquiry);
    // Spaces around what was typed and the e-mail's case do not make a repeat new.
    const retyped = await post('contact', { ...enquiry, email: 'Asha@EXAMPLE.com', message: `  ${enquiry.message}  ` });
    expect(retyped.json().message).toBe(serverAnswers('en').alreadySent);
    expect(await counts(bed.db)).toEqual({ submissions: 4, outbox: 4 });
  });

  it('stores the same enquiry again after a day, and the repeat key is cleared by the sweep once the day is over', async () => {
    await post('contact', enquiry);
    bed.now += DAY - 1000;
    expect((await post('contact', enquiry)).json().message).toBe(serverAnswers('en').alreadySent);
    bed.now += 2000;
    expect((await post('contact', enquiry)).json().message).toBe(serverAnswers('en').success.contact);
    expect(await counts(bed.db)).toEqual({ submissions: 2, outbox: 2 });
    bed.now += DAY + 1000;
    await new Store(bed.db, () => new Date(bed.now)).deleteOlderThan(365);
    const keys = await bed.db.query<{ repeat_key: string | null }>('SELECT repeat_key FROM submissions');
    expect(keys.map((row) => row.repeat_key)).toEqual([null, null]);
  });

  it('keeps nothing of a repeat after the person is erased: the same enquiry sent again is stored anew', async () => {
    await post('contact', enquiry);
    await post('waitlist', waitlist);
    const store = new Store(bed.db, () => new Date(bed.now));
    expect(await store.erasePerson('asha@example.com')).toMatchObject({ contact: 1 });
    const keys = await bed.db.query<{ n: number }>("SELECT count(*)::int AS n FROM submissions WHERE email = 'asha@example.com'");
    expect(Number(keys[0]?.n)).toBe(0);
    expect((await post('contact', enquiry)).json().message).toBe(serverAnswers('en').success.contact);
    expect(await counts(bed.db)).toEqual({ submissions: 2, outbox: 2 });
  });
});

describe('two contact servers on one PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    postgres?.stop();
  });

  it('store a reloaded enquiry once when both are sent it at the same moment', async () => {
    postgres = await startPostgres();
    for (let i = 0; i < 2; i += 1) dbs.push(await openDatabase({ url: postgres.url, poolSize: 4 }));
    await migrate(dbs[0]!);
    await dbs[0]!.query(`TRUNCATE ${TABLES} RESTART IDENTITY CASCADE`);
    for (const db of dbs) {
      apps.push(await buildContactServer({ store: new Store(db), origins: [SITE], limits: { perClientPerMinute: 1000 } }));
    }
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => inject(apps[i % 2]!, 'contact', enquiry)));
    const messages = answers.map((answer) => (answer.json() as { message: string }).message);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(messages.filter((message) => message === serverAnswers('en').success.contact)).toHaveLength(1);
    expect(messages.filter((message) => message === serverAnswers('en').alreadySent)).toHaveLength(11);
    expect(await counts(dbs[0]!)).toEqual({ submissions: 1, outbox: 1 });
  });
});
