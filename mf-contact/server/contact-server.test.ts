/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import type { FastifyInstance } from 'fastify';
import { INVALID_EMAIL_MESSAGE } from 'shared/lib';
import { REQUIRED_MESSAGE, SUCCESS_MESSAGES, TOO_LONG_MESSAGE } from '../contract/forms';
import { serverAnswers } from './answers';
import {
  BAD_REQUEST_MESSAGE,
  BODY_LIMIT_BYTES,
  BUSY_MESSAGE,
  LIMITED_MESSAGE,
  UNAVAILABLE_MESSAGE,
  buildContactServer,
  type ContactServerOptions,
} from './contact-server';
import { openDatabase } from './database';
import { Store } from './store';
import { captureLog, withDatabase } from './fixtures/test-bed';

jest.setTimeout(60_000);

const SITE = 'http://localhost:8080';
const SECRET = 'my-son-aarav-has-dyslexia-please-keep-private';
const bed = withDatabase();
let app: FastifyInstance | undefined;
let logLines: string[];

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function server(overrides: Partial<ContactServerOptions> = {}) {
  const log = captureLog();
  logLines = log.lines;
  app = await buildContactServer({ store: new Store(bed.db), origins: [SITE], logger: log.logger, ...overrides });
  return app;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const enquiry = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  phone: '',
  subject: 'School Partnership',
  message: SECRET,
  back: '/contact',
};

function post(target: FastifyInstance, name: string, body: string, headers: Record<string, string> = {}) {
  return target.inject({
    method: 'POST',
    url: `/forms/${name}`,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
  });
}

const stored = () => new Store(bed.db).list();

describe('POST /forms/contact', () => {
  it('stores the enquiry before answering the spec success message', async () => {
    const response = await post(await server(), 'contact', form(enquiry));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: 'Your message has been sent! We will get back to you soon.' });
    const [saved] = await stored();
    // Hidden fields (the page to land on) are not the visitor's data and are not kept.
    expect(saved?.fields).toEqual({
      name: 'Asha Patel',
      email: 'asha@example.com',
      phone: '',
      subject: 'School Partnership',
      message: SECRET,
    });
  });

  it('answers the spec failure message with 400 and stores nothing when a required field is missing', async () => {
    const response = await post(await server(), 'contact', form({ ...enquiry, name: '   ', message: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, message: REQUIRED_MESSAGE });
    expect(await stored()).toEqual([]);
  });

  it('says what is wrong with a malformed e-mail, a subject not offered and an over-long message', async () => {
    const target = await server();
    expect((await post(target, 'contact', form({ ...enquiry, email: 'asha@' }))).json()).toEqual({
      ok: false,
      message: INVALID_EMAIL_MESSAGE,
    });
    expect((await post(target, 'contact', form({ ...enquiry, subject: 'Refunds' }))).statusCode).toBe(400);
    const long = await post(target, 'contact', form({ ...enquiry, message: 'x'.repeat(5001) }));
    expect(long.json()).toEqual({ ok: false, message: TOO_LONG_MESSAGE });
    expect(await stored()).toEqual([]);
  });

  it('takes a whole 5,000-letter message in Gujarati (three bytes a letter, percent-encoded)', async () => {
    const message = 'ન'.repeat(5000);
    const response = await post(await server(), 'contact', form({ ...enquiry, message }));
    expect(response.statusCode).toBe(200);
    expect((await stored())[0]?.fields.message).toBe(message);
  });

  it('refuses a field sent twice, a JSON body and a body over the limit, without a crash', async () => {
    const target = await server();
    const twice = await post(target, 'contact', `${form(enquiry)}&email=b%40example.com`);
    expect(twice.statusCode).toBe(400);
    const json = await post(target, 'contact', JSON.stringify(enquiry), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ ok: false, message: BAD_REQUEST_MESSAGE });
    const huge = await post(target, 'contact', form({ ...enquiry, message: 'a'.repeat(BODY_LIMIT_BYTES) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().ok).toBe(false);
    expect(await stored()).toEqual([]);
  });

  it('tells a bot that filled the hidden field what a person is told, and keeps nothing', async () => {
    const response = await post(await server(), 'contact', form({ ...enquiry, website: 'https://spam.example' }));
    expect(response.json()).toEqual({ ok: true, message: SUCCESS_MESSAGES.contact });
    expect(await stored()).toEqual([]);
  });

  it('answers 503 with a plain sentence when the database is down', async () => {
    const broken = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
    const response = await post(await server({ store: new Store(broken) }), 'contact', form(enquiry));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ok: false, message: UNAVAILABLE_MESSAGE });
    expect((await app!.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    await broken.close();
  });

  it('never writes what the visitor typed into its logs', async () => {
    const target = await server();
    await post(target, 'contact', form(enquiry));
    await post(target, 'contact', form({ ...enquiry, email: 'bad' }));
    await post(target, 'contact', `${form(enquiry)}&message=${SECRET}`);
    const log = logLines.join('');
    expect(log).toContain('form stored');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('asha@example.com');
  });
});

describe('the other forms', () => {
  it('stores a newsletter sign-up and a waitlist request with their own messages', async () => {
    const target = await server();
    const signup = await post(target, 'newsletter', form({ email: 'ravi@example.com', back: '/news/1' }));
    expect(signup.json()).toEqual({ ok: true, message: serverAnswers('en').success.newsletter });
    const waitlist = await post(
      target,
      'waitlist',
      form({ name: 'Ravi Shah', email: 'ravi@example.com', grade: 'Grade 7', course: 'AR Link', plan: 'Premium', back: '/waitlist' }),
    );
    expect(waitlist.json()).toEqual({ ok: true, message: serverAnswers('en').success.waitlist });
    expect((await stored()).map((s) => s.form)).toEqual(['waitlist', 'newsletter']);
    expect((await post(target, 'waitlist', form({ name: 'Ravi', email: 'ravi@example.com' }))).json()).toEqual({
      ok: false,
      message: REQUIRED_MESSAGE,
    });
  });

  it('answers 404 for a form it does not have and 405 for another method', async () => {
    const target = await server();
    expect((await post(target, 'orders', form(enquiry))).statusCode).toBe(404);
    const get = await target.inject({ method: 'GET', url: `/forms/contact?${form(enquiry)}` });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it("refuses a post from another site's page (a forged sign-up) but not the shell's forward", async () => {
    const target = await server();
    const forged = await post(target, 'newsletter', form({ email: 'victim@example.com' }), { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect((await post(target, 'newsletter', form({ email: 'a@example.com' }), { origin: SITE })).statusCode).toBe(200);
    expect((await stored()).map((s) => s.email)).toEqual(['a@example.com']);
  });

  it('sends the security headers and forbids caching what it answers', async () => {
    const response = await post(await server(), 'newsletter', form({ email: 'a@example.com' }));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('limits', () => {
  it('limits one client, counted from the address the shell forwards, while others are still served', async () => {
    const target = await server({ limits: { perClientPerMinute: 2 }, trustProxy: ['loopback'] });
    // Each a question of its own: the same one again within a day is not stored twice (repeats.test.ts).
    let asked = 0;
    const from = (ip: string) =>
      post(target, 'contact', form({ ...enquiry, message: `Question ${(asked += 1)}` }), { 'x-forwarded-for': ip });
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ ok: false, message: LIMITED_MESSAGE });
    expect((await from('198.51.100.4')).statusCode).toBe(200);
    expect(await new Store(bed.db).count()).toBe(3);
  });

  it('a bot posting from many addresses without a time token stores at most the plain half of the global cap a minute', async () => {
    let now = Date.parse('2026-11-23T10:00:30Z');
    const target = await server({ limits: { perClientPerMinute: 5, globalPerMinute: 20 }, trustProxy: ['loopback'], now: () => now });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const response = await post(target, 'contact', form({ ...enquiry, message: `Bot post ${i}` }), {
        'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = await post(target, 'contact', form(enquiry), { 'x-forwarded-for': '192.0.2.1' });
    expect(refused.json()).toEqual({ ok: false, message: BUSY_MESSAGE });
    expect(await new Store(bed.db).count()).toBe(10);
    // The next minute, a real visitor is served again.
    now += 60_000;
    expect(
      (await post(target, 'contact', form({ ...enquiry, message: 'A parent, the next minute' }), { 'x-forwarded-for': '192.0.2.1' }))
        .statusCode,
    ).toBe(200);
  });
});
