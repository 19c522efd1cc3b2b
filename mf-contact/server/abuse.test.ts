/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import type { FastifyInstance } from 'fastify';
import { MemoryCounter } from 'shared/server/limits';
import { courseById } from 'shared/contracts';
import { SUCCESS_MESSAGES } from '../contract/forms';
import { ALREADY_SENT_MESSAGE, BUSY_MESSAGE, buildContactServer, type ContactServerOptions } from './contact-server';
import { AbuseLedger } from './limits';
import { Outbox } from './outbox';
import { smtpMailer } from './mail';
import { Store, digestPeriod } from './store';
import { FORM_TOKEN_FIELD, FORM_TOKEN_PATH, TimeTokens } from './time-token';
import { freePort } from './fixtures/smtp';
import { withDatabase, withSmtp } from './fixtures/test-bed';

/**
 * Spam and abuse, measured (issue 24, point 5): the signed time token, real visitors served while a
 * bot floods the forms from thousands of addresses, and the office told of the burst in one digest.
 */
jest.setTimeout(120_000);

const bed = withDatabase();
const mail = withSmtp();
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const enquiry = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  phone: '',
  subject: 'School Partnership',
  message: 'Do you visit schools?',
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function server(overrides: Partial<ContactServerOptions>) {
  app = await buildContactServer({ store: new Store(bed.db), origins: [], trustProxy: ['loopback'], ...overrides });
  return app;
}
const post = (target: FastifyInstance, fields: Record<string, string>, from = '203.0.113.9', name = 'contact') =>
  target.inject({
    method: 'POST',
    url: `/forms/${name}`,
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-forwarded-for': from },
  });
const count = () => new Store(bed.db).count();

describe('the signed time token', () => {
  let now = Date.parse('2026-11-23T10:00:05Z');
  const clock = () => now;
  beforeEach(() => {
    now = Date.parse('2026-11-23T10:00:05Z');
  });

  it('is handed out fresh and uncached, and a form sent with it within seconds is refused quietly', async () => {
    const target = await server({ now: clock });
    const minted = await target.inject({ method: 'GET', url: FORM_TOKEN_PATH });
    expect(minted.statusCode).toBe(200);
    expect(minted.headers['cache-control']).toBe('no-store');
    const { token } = minted.json() as { token: string };
    now += 1_000;
    const fast = await post(target, { ...enquiry, [FORM_TOKEN_FIELD]: token });
    // What a person is told, so a bot learns nothing; nothing is kept.
    expect(fast.json()).toEqual({ ok: true, message: SUCCESS_MESSAGES.contact });
    expect(await count()).toBe(0);
    const { token: second } = (await target.inject({ method: 'GET', url: FORM_TOKEN_PATH })).json() as { token: string };
    now += 3_500;
    expect((await post(target, { ...enquiry, [FORM_TOKEN_FIELD]: second })).statusCode).toBe(200);
    expect(await count()).toBe(1);
    // The token is not kept with the enquiry.
    expect(Object.keys((await new Store(bed.db).list())[0]!.fields)).not.toContain(FORM_TOKEN_FIELD);
  });

  it('gives the newsletter box a shorter minimum (one field)', async () => {
    const target = await server({ now: clock });
    const { token } = (await target.inject({ method: 'GET', url: FORM_TOKEN_PATH })).json() as { token: string };
    now += 2_000;
    expect((await post(target, { email: 'ravi@example.com', [FORM_TOKEN_FIELD]: token }, '203.0.113.9', 'newsletter')).statusCode).toBe(
      200,
    );
    expect(await count()).toBe(1);
  });

  it('vouches for one post only: a reused, forged or expired token is judged as a script-free post, never refused for it', async () => {
    // A cap of 2 a minute: one plain post fills the plain share, the other place is the vouched one's.
    const target = await server({ now: clock, limits: { perClientPerMinute: 100, globalPerMinute: 2 } });
    const { token } = (await target.inject({ method: 'GET', url: FORM_TOKEN_PATH })).json() as { token: string };
    now += 5_000;
    expect((await post(target, { ...enquiry, [FORM_TOKEN_FIELD]: token })).statusCode).toBe(200);
    // The same values again with it are a repeat, stored once (issue 38); other values are a new post.
    const repeat = await post(target, { ...enquiry, [FORM_TOKEN_FIELD]: token }, '198.51.100.1');
    expect([repeat.statusCode, repeat.json().message]).toEqual([200, ALREADY_SENT_MESSAGE]);
    expect((await post(target, { ...enquiry, message: 'A second question.', [FORM_TOKEN_FIELD]: token }, '198.51.100.1')).statusCode).toBe(
      200,
    );
    const third = await post(target, { ...enquiry, message: 'A third question.', [FORM_TOKEN_FIELD]: token }, '198.51.100.2');
    expect([third.statusCode, third.json().message]).toEqual([429, BUSY_MESSAGE]);
    expect(await count()).toBe(2);

    const forged = `${token.slice(0, -3)}AAA`;
    const other = new TimeTokens('another-secret-another-secret-another', clock).mint();
    const expired = new TimeTokens(null, () => now - 2 * 86_400_000).mint();
    for (const bad of [forged, other, expired, 'nonsense', '']) {
      const answer = await post(target, { ...enquiry, [FORM_TOKEN_FIELD]: bad }, '198.51.100.3');
      expect([bad.slice(0, 10), answer.statusCode]).toEqual([bad.slice(0, 10), 429]);
    }
    now += 60_000;
    expect((await post(target, { ...enquiry, [FORM_TOKEN_FIELD]: forged }, '198.51.100.3')).statusCode).toBe(200);
  });
});

describe('a bot flood', () => {
  it('stores at most the cap, still serves real visitors, and costs the office one digest', async () => {
    // A clock running at real speed from 5 s into a digest period (and so into a minute): the burst
    // never straddles a minute's or a period's end, whenever the test runs.
    const periodMs = 600_000;
    const start = Date.now();
    const base = Math.floor(start / periodMs) * periodMs + 5_000;
    // Plus the time the test moves it on (the parents' pause below) instead of waiting it out.
    let movedOn = 0;
    const clock = () => base + (Date.now() - start) + movedOn;
    const counter = new MemoryCounter(clock);
    const ledger = new AbuseLedger(counter, { periodMs, now: clock });
    const port = await freePort();
    const target = await server({ now: clock, ledger, limits: { perClientPerMinute: 10, globalPerMinute: 120 } });
    await target.listen({ port, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${port}`;
    const send = (fields: Record<string, string>, from: string) =>
      fetch(`${url}/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-forwarded-for': from },
        body: form(fields),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { ok: boolean } }));

    // Twenty parents open the contact page (their page's script asks for a token) and take their time.
    const visitors = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { token } = (await (
          await fetch(`${url}${FORM_TOKEN_PATH}`, { headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } })
        ).json()) as {
          token: string;
        };
        return { from: `192.0.2.${i + 1}`, fields: { ...enquiry, name: `Parent ${i + 1}`, [FORM_TOKEN_FIELD]: token } };
      }),
    );
    movedOn += 3_200;

    // The bot: 10,000 enquiries, no script, each from another address, 50 at a time; the parents
    // send theirs while it runs.
    const BOT_POSTS = 10_000;
    const bot: number[] = [];
    const served: number[] = [];
    let next = 0;
    const began = performance.now();
    const flood = Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let i = next++; i < BOT_POSTS; i = next++) {
          const from = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
          bot.push((await send({ ...enquiry, name: `Bot ${i}` }, from)).status);
          if (i % 500 === 250 && served.length < visitors.length) {
            const visitor = visitors[served.length]!;
            served.push(-1);
            served[served.length - 1] = (await send(visitor.fields, visitor.from)).status;
          }
        }
      }),
    );
    await flood;
    for (const visitor of visitors.slice(served.length)) served.push((await send(visitor.fields, visitor.from)).status);
    const seconds = (performance.now() - began) / 1000;

    const minutes = Math.floor(clock() / 60_000) - Math.floor(base / 60_000) + 1;
    const stored = await new Store(bed.db).list({ limit: 1000 });
    const parents = stored.filter((s) => s.fields.name?.startsWith('Parent'));
    console.log(
      `flood: ${BOT_POSTS} bot posts in ${seconds.toFixed(1)} s (${Math.round(BOT_POSTS / seconds)}/s); stored ${stored.length} ` +
        `(${stored.length - parents.length} bot, ${parents.length} of ${visitors.length} parents) over ${minutes} clock minute(s); bot answers: ` +
        `${bot.filter((s) => s === 200).length} x 200, ${bot.filter((s) => s === 429).length} x 429`,
    );
    expect(served).toEqual(visitors.map(() => 200));
    expect(parents).toHaveLength(visitors.length);
    // The cap counts per clock minute: on a slow machine the burst may span two.
    expect(stored.length).toBeLessThanOrEqual(120 * minutes);
    expect(stored.length - parents.length).toBeLessThanOrEqual(60 * minutes);
    expect(bot.filter((s) => s === 200).length).toBeLessThanOrEqual(60 * minutes);

    // The office: the period's allowance of e-mails one by one at most, then one digest when it ends.
    const outbox = new Outbox(bed.db, mail.mailer, {
      officeEmail: 'office@robominds.test',
      mailFrom: 'website@robominds.test',
      publicUrl: 'https://contact.robominds.test',
      batch: 200,
      now: () => new Date(base - 5_000 + periodMs + 1_000),
      abuseCounts: (period) => ledger.counts(period),
    });
    while ((await outbox.deliverDue()) > 0);
    const subjects = mail.smtp.received.map((m) => /Subject: (.*)/.exec(m.raw)?.[1] ?? '');
    const digests = subjects.filter((s) => s.startsWith('Website forms digest'));
    const single = subjects.filter((s) => s.startsWith('Website enquiry'));
    console.log(`office: ${single.length} e-mails one by one, ${digests.length} digest: ${digests[0]}`);
    expect(digests).toHaveLength(1);
    expect(single.length).toBeLessThanOrEqual(10);
    expect(single.length + Number(/(\d+) held/.exec(digests[0]!)?.[1])).toBe(stored.length);
    const digest = mail.smtp.received.find((m) => m.raw.includes('Website forms digest'))!.raw.replace(/=\r?\n/g, '');
    expect(digest).toMatch(/\d+ refused: the site-wide limit a minute was reached/);
    expect(digest).not.toContain('Do you visit schools?');
    expect(await outbox.pending()).toBe(0);
  });
});

describe('the digest', () => {
  it('is one e-mail for the period however many servers queue it, and a quiet period gets none', async () => {
    let now = Date.parse('2026-11-23T10:00:05Z');
    const clock = () => now;
    const counter = new MemoryCounter(clock);
    const ledger = new AbuseLedger(counter, { periodMs: 600_000, officeMailsPerPeriod: 1, abusiveAfter: 3, now: clock });
    const a = await buildContactServer({ store: new Store(bed.db), origins: [], ledger, now: clock });
    const b = await buildContactServer({ store: new Store(bed.db), origins: [], ledger, now: clock });
    const trap = { ...enquiry, website: 'https://spam.example' };
    for (const target of [a, b, a, b]) await post(target, trap);
    await post(a, enquiry);
    // Another enquiry: the same one again within a day would not be stored twice (repeats.test.ts).
    await post(b, { ...enquiry, message: 'And is there a Saturday batch?' });
    await Promise.all([a.close(), b.close()]);
    const outbox = new Outbox(bed.db, smtpMailer(mail.smtp.url), {
      officeEmail: 'office@robominds.test',
      mailFrom: 'website@robominds.test',
      now: () => new Date(now),
      abuseCounts: (period) => ledger.counts(period),
    });
    // Before the period ends only what may go one by one is sent; the digest waits for the end.
    await outbox.deliverDue();
    expect(mail.smtp.received).toHaveLength(0);
    now += 600_000;
    while ((await outbox.deliverDue()) > 0);
    const subjects = mail.smtp.received.map((m) => /Subject: (.*)/.exec(m.raw)?.[1]);
    expect(subjects).toEqual(['Website forms digest 2026-11-23 15:30-15:40 IST: 2 held, 4 refused']);
    expect(mail.smtp.received[0]!.raw).toContain('4 refused quietly: the hidden field a person never fills was filled.');
    expect(mail.smtp.received[0]!.raw).toMatch(/#1 contact, Asha Patel <asha@example.com>: School Partnership/);
  });

  it('names a held registration by its reference, never by a number that reads as another inbox item', async () => {
    const now = new Date('2026-11-23T10:00:05Z');
    const store = new Store(bed.db, () => now);
    const period = digestPeriod(Math.floor(now.getTime() / 600_000), 600_000);
    // Submission #1 and #2, and registration 1 and 2: the same numbers in two tables.
    await store.save('contact', enquiry, { heldFor: period });
    await store.save('contact', { ...enquiry, name: 'Ravi Shah', message: 'Another question' }, { heldFor: period });
    const course = courseById('iot')!;
    for (const child of ['Kavya Zqx', 'Vihaan Zqx'])
      await store.register(
        course,
        {
          course: 'iot',
          childName: child,
          grade: '7',
          parentName: 'Nirali Mehta',
          phone: '+919825012345',
          email: 'nirali@example.com',
          startMonth: '2026-12',
          consent: 'yes',
        },
        { heldFor: period },
      );
    const outbox = new Outbox(bed.db, smtpMailer(mail.smtp.url), {
      officeEmail: 'office@robominds.test',
      mailFrom: 'website@robominds.test',
      now: () => new Date(period.end.getTime() + 1000),
    });
    while ((await outbox.deliverDue()) > 0);
    const digest = mail.smtp.received.find((m) => m.raw.includes('Website forms digest'))!.raw.replace(/=\r?\n/g, '');
    expect(digest).toMatch(/#1 contact, Asha Patel <asha@example.com>/);
    expect(digest).toMatch(/#2 contact, Ravi Shah <asha@example.com>/);
    expect(digest).toMatch(/RM-2026-000001 registration, Nirali Mehta <nirali@example.com>/);
    expect(digest).toMatch(/RM-2026-000002 registration, Nirali Mehta <nirali@example.com>/);
    expect(digest).not.toMatch(/#\d+ registration/);
  });
});
