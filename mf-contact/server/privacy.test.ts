/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import type { FastifyInstance } from 'fastify';
import { INVALID_EMAIL_MESSAGE } from 'shared/lib';
import { serverAnswers } from './answers';
import { ALREADY_SENT_MESSAGE, BAD_REQUEST_MESSAGE, BODY_LIMIT_BYTES, buildContactServer } from './contact-server';
import { openDatabase, type Database } from './database';
import { migrate } from './migrations';
import { Outbox } from './outbox';
import { Store } from './store';
import { StaffStore } from './staff/staff-store';
import { LINK_SENT_MESSAGE } from './staff/staff-routes';
import { TimeTokens } from './time-token';
import { TABLES, captureLog, withSmtp } from './fixtures/test-bed';
import { startPostgres, type TestPostgres } from './fixtures/postgres';

/**
 * Issue 38's hostile requests, each sent to the real contact server (Fastify, its routes, its store)
 * on both databases it runs on: embedded PGlite and a PostgreSQL server.
 */
jest.setTimeout(120_000);

const SITE = 'http://localhost:8080';
const PUBLIC = 'https://contact.robominds.test';
const STAFF = 'office@robominds.test';
const CLIENT = '203.0.113.77';
const MESSAGE = 'my-daughter-needs-a-wheelchair-ramp';
const GUJARATI = 'ગુજરાતી ભાષામાં સંદેશ '.repeat(300).slice(0, 5000);

let postgres: TestPostgres | undefined;
afterAll(() => postgres?.stop());
const mail = withSmtp();

describe.each([
  ['PGlite', () => openDatabase({})],
  [
    'PostgreSQL',
    async () => {
      postgres ??= await startPostgres();
      return openDatabase({ url: postgres.url, poolSize: 4 });
    },
  ],
] as const)('hostile requests on %s', (_name, open) => {
  let db: Database;
  let app: FastifyInstance;
  let lines: string[];
  let now = Date.parse('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query(`TRUNCATE ${TABLES} RESTART IDENTITY CASCADE`);
    now = Date.parse('2026-11-25T10:00:00Z');
    const log = captureLog();
    lines = log.lines;
    const clock = () => new Date(now);
    app = await buildContactServer({
      store: new Store(db, clock),
      origins: [SITE],
      publicUrl: PUBLIC,
      trustProxy: true,
      logger: log.logger,
      tokens: new TimeTokens('a-test-secret-a-test-secret-a-test', () => now),
      now: () => now,
      staff: { store: new StaffStore(db, clock), options: { staffEmails: [STAFF], publicUrl: PUBLIC } },
    });
  });
  afterEach(() => app.close());

  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-forwarded-for': CLIENT, ...headers },
    });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const deliver = () =>
    new Outbox(db, mail.mailer, {
      officeEmail: STAFF,
      mailFrom: 'web@robominds.test',
      publicUrl: PUBLIC,
      now: () => new Date(now),
    }).deliverDue();
  const rows = () => db.query<{ form: string; email: string }>('SELECT form, email FROM submissions ORDER BY id');
  const confirmations = async () =>
    Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE kind = 'newsletter-confirm'"))[0]?.n);

  it('reads an address as a mail server does: no lists, display names or brackets; one normal form for limits', async () => {
    for (const email of [
      'victim@example.net,a1',
      'victim@example.net>,<a2',
      'victim@example.net,other.example',
      'Victim <victim@example.net>',
      '"v"@example.net',
    ]) {
      const answer = await post('/forms/newsletter', form({ email }));
      expect([email, answer.statusCode, answer.json().message]).toEqual([email, 400, INVALID_EMAIL_MESSAGE]);
    }
    expect(await rows()).toEqual([]);
    expect((await post('/forms/newsletter', form({ email: ' Victim@EXAMPLE.net ' }))).statusCode).toBe(200);
    expect((await post('/forms/newsletter', form({ email: 'victim@example.net' }))).statusCode).toBe(200);
    expect(await confirmations()).toBe(1);
    expect((await post('/forms/newsletter', form({ email: 'asha@bücher.example' }))).statusCode).toBe(200);
    expect(await rows()).toEqual([
      { form: 'newsletter', email: 'Victim@example.net' },
      { form: 'newsletter', email: 'asha@xn--bcher-kva.example' },
    ]);
    // The staff sign-in reads addresses the same way: a list naming a staff address gets no link.
    const list = await post('/staff/sign-in', form({ email: `${STAFF},attacker@evil.example` }), { origin: PUBLIC });
    expect(list.body).toContain(LINK_SENT_MESSAGE);
    expect(await db.query('SELECT 1 FROM staff_links')).toEqual([]);
  });

  it('stores the same post with the same token once, refuses text/plain, and answers every refusal as a FormReply', async () => {
    const { token } = (await app.inject({ method: 'GET', url: '/forms/token', headers: { 'x-forwarded-for': CLIENT } })).json() as {
      token: string;
    };
    now += 4_000;
    const waitlist = form({ name: 'Ravi', email: 'ravi@example.net', grade: '7', course: 'AR Link', plan: 'Basic', form_token: token });
    const first = await post('/forms/waitlist', waitlist);
    const again = await post('/forms/waitlist', waitlist);
    expect([first.statusCode, first.json().message]).toEqual([200, serverAnswers('en').success.waitlist]);
    expect([again.statusCode, again.json()]).toEqual([200, { ok: true, message: ALREADY_SENT_MESSAGE }]);
    expect(await rows()).toEqual([{ form: 'waitlist', email: 'ravi@example.net' }]);

    const plain = await post('/forms/contact', `name=A&email=a@example.net&message=${MESSAGE}`, { 'content-type': 'text/plain' });
    expect([plain.statusCode, plain.json()]).toEqual([400, { ok: false, message: BAD_REQUEST_MESSAGE }]);
    const huge = await post('/forms/contact', form({ name: 'A', email: 'a@example.net', message: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ ok: false, message: expect.stringContaining('Please shorten your message') });
    // The longest message the form allows, in a script of nine bytes a character form-encoded, fits.
    const gujarati = form({ name: 'ગીતા પટેલ', email: 'gita@example.net', message: GUJARATI });
    // Over the 32 KiB the shell allowed before (issue 38: refused with a bare-text 413).
    expect(Buffer.byteLength(gujarati)).toBeGreaterThan(32 * 1024);
    expect((await post('/forms/contact', gujarati)).statusCode).toBe(200);
    expect((await rows()).map((row) => row.form)).toEqual(['waitlist', 'contact']);
  });

  it('accepts staff posts from the inbox origin only, and answers a listed address as it answers any other', async () => {
    for (const origin of [SITE, 'https://evil.example', undefined]) {
      const answer = await post('/staff/sign-in', form({ email: STAFF }), origin ? { origin } : {});
      expect([origin, answer.statusCode]).toEqual([origin, 403]);
    }
    const stranger = await post('/staff/sign-in', form({ email: 'someone@example.net' }), { origin: PUBLIC });
    const listed = await post('/staff/sign-in', form({ email: STAFF }), { origin: PUBLIC });
    expect(listed.body).toBe(stranger.body);
    expect(mail.smtp.received).toEqual([]);
    await deliver();
    expect(mail.smtp.received.map((m) => m.to)).toEqual([[STAFF]]);
  });

  it('writes no token, client address or typed value into any log line of a visit, a form post and a staff sign-in', async () => {
    const { token } = (await app.inject({ method: 'GET', url: '/forms/token', headers: { 'x-forwarded-for': CLIENT } })).json() as {
      token: string;
    };
    now += 4_000;
    expect(
      (await post('/forms/contact', form({ name: 'Asha Patel', email: 'asha@example.net', message: MESSAGE, form_token: token })))
        .statusCode,
    ).toBe(200);
    expect((await post('/forms/newsletter', form({ email: 'asha@example.net' }))).statusCode).toBe(200);
    await post('/staff/sign-in', form({ email: STAFF }), { origin: PUBLIC });
    mail.smtp.received.length = 0;
    await deliver();
    const raw = mail.smtp.received.map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).join('\n');
    const [signInToken = ''] = /sign-in\/confirm\?token=([\w-]+)/.exec(raw)?.slice(1) ?? [];
    const [confirmToken = ''] = /newsletter\/confirm\?token=([\w-]+)/.exec(raw)?.slice(1) ?? [];
    const [unsubscribeToken = ''] = /newsletter\/unsubscribe\?token=([\w-]+)/.exec(raw)?.slice(1) ?? [];
    expect([signInToken, confirmToken, unsubscribeToken].every((t) => t.length > 20)).toBe(true);

    await app.inject({ method: 'GET', url: `/staff/sign-in/confirm?token=${signInToken}`, headers: { 'x-forwarded-for': CLIENT } });
    const signedIn = await post('/staff/sign-in/confirm', form({ token: signInToken }), { origin: PUBLIC });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const sessionId = cookie.split('=')[1]!;
    await app.inject({ method: 'GET', url: '/staff?q=asha%40example.net', headers: { cookie, 'x-forwarded-for': CLIENT } });
    expect((await post('/staff', form({ q: 'asha@example.net' }), { cookie, origin: PUBLIC })).body).toContain('Asha Patel');
    await app.inject({ method: 'GET', url: `/newsletter/confirm?token=${confirmToken}`, headers: { 'x-forwarded-for': CLIENT } });
    await post('/newsletter/confirm', form({ token: confirmToken }), { origin: PUBLIC });
    await app.inject({ method: 'GET', url: `/newsletter/unsubscribe?token=${unsubscribeToken}`, headers: { 'x-forwarded-for': CLIENT } });
    await post(`/newsletter/unsubscribe?token=${unsubscribeToken}`, 'List-Unsubscribe=One-Click');

    const log = lines.join('');
    expect(log).toContain('form stored');
    expect(log).toContain('/newsletter/unsubscribe?token=:redacted');
    for (const secret of [
      token,
      signInToken,
      confirmToken,
      unsubscribeToken,
      sessionId,
      CLIENT,
      'asha@example.net',
      'asha%40example.net',
      'Asha',
      MESSAGE,
      STAFF,
    ]) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
  });
});
