/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import type { FastifyInstance } from 'fastify';
import { buildContactServer } from './contact-server';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './newsletter';
import { Outbox } from './outbox';
import { Store } from './store';
import { withDatabase, withSmtp } from './fixtures/test-bed';

/** Double opt-in and one-click unsubscribe, through a real SMTP server in this test. */
jest.setTimeout(60_000);

const PUBLIC = 'http://contact.robominds.test';
const bed = withDatabase();
const smtpBed = withSmtp();
let app: FastifyInstance;
let now = new Date('2026-11-23T10:00:00Z');

beforeEach(async () => {
  now = new Date('2026-11-23T10:00:00Z');
  app = await buildContactServer({ store: new Store(bed.db, () => now), origins: [], publicUrl: PUBLIC });
});
afterEach(() => app.close());

const outbox = () =>
  new Outbox(bed.db, smtpBed.mailer, {
    officeEmail: 'office@robominds.test',
    mailFrom: 'news@robominds.test',
    publicUrl: PUBLIC,
    now: () => now,
  });
const signUp = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/forms/newsletter',
    payload: `email=${encodeURIComponent(email)}&back=%2F`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const linkIn = (raw: string, path: string) => {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`${PUBLIC}${path}\\?token=([\\w-]+)`).exec(unfolded);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
};
const confirmed = async () =>
  (await new Store(bed.db).list({ form: 'newsletter' })).map((s) => ({ email: s.email, confirmed: s.confirmedAt !== null }));

describe('newsletter double opt-in', () => {
  it('e-mails a confirmation to the address, with one-click unsubscribe headers, and confirms only on a POST', async () => {
    expect((await signUp('parent@example.com')).statusCode).toBe(200);
    expect(await confirmed()).toEqual([{ email: 'parent@example.com', confirmed: false }]);
    expect(await outbox().deliverDue()).toBe(1);
    const [mail] = smtpBed.smtp.received;
    expect(mail?.to).toEqual(['parent@example.com']);
    expect(mail?.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/contact\.robominds\.test\/newsletter\/unsubscribe\?token=[\w-]+>/);
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const token = linkIn(mail!.raw, CONFIRM_PATH);

    // A link scanner opening the link sees a button; nothing is confirmed.
    const opened = await app.inject({ method: 'GET', url: `${CONFIRM_PATH}?token=${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<form action="/newsletter/confirm" method="post">');
    expect(opened.body).toContain('Confirm subscription</button>');
    expect(await confirmed()).toEqual([{ email: 'parent@example.com', confirmed: false }]);

    const pressed = await app.inject({
      method: 'POST',
      url: CONFIRM_PATH,
      payload: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC },
    });
    expect(pressed.body).toContain('You are subscribed');
    expect(await confirmed()).toEqual([{ email: 'parent@example.com', confirmed: true }]);
    // The raw tokens do not outlive the e-mail that carried them.
    expect(await bed.db.query('SELECT payload FROM outbox')).toEqual([{ payload: null }]);
    // A used link does nothing more.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: CONFIRM_PATH,
          payload: `token=${token}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sends one confirmation a day to one address however often it is signed up, and none once confirmed', async () => {
    await signUp('parent@example.com');
    await signUp('PARENT@example.com');
    expect(await outbox().deliverDue()).toBe(1);
    now = new Date('2026-11-24T10:00:01Z');
    await signUp('parent@example.com');
    expect(await outbox().deliverDue()).toBe(1);
    // The newer sign-up replaced the older one: only its link works.
    expect(await confirmed()).toHaveLength(1);
    const token = linkIn(smtpBed.smtp.received[1]!.raw, CONFIRM_PATH);
    expect(await new Store(bed.db, () => now).confirmNewsletter(linkIn(smtpBed.smtp.received[0]!.raw, CONFIRM_PATH))).toBe(false);
    expect(await new Store(bed.db, () => now).confirmNewsletter(token)).toBe(true);
    now = new Date('2026-11-26T10:00:00Z');
    await signUp('parent@example.com');
    expect(await outbox().deliverDue()).toBe(0);
  });

  it('a confirmation link older than a week confirms nothing', async () => {
    await signUp('parent@example.com');
    await outbox().deliverDue();
    now = new Date('2026-12-01T10:00:01Z');
    expect(await new Store(bed.db, () => now).confirmNewsletter(linkIn(smtpBed.smtp.received[0]!.raw, CONFIRM_PATH))).toBe(false);
  });

  it("a mail client's one-click unsubscribe erases the address", async () => {
    await signUp('parent@example.com');
    await outbox().deliverDue();
    const token = linkIn(smtpBed.smtp.received[0]!.raw, UNSUBSCRIBE_PATH);
    const page = await app.inject({ method: 'GET', url: `${UNSUBSCRIBE_PATH}?token=${token}` });
    expect(page.body).toContain('Unsubscribe</button>');
    expect(await confirmed()).toHaveLength(1);
    const oneClick = await app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_PATH}?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await confirmed()).toEqual([]);
  });

  it('answers a made-up or missing token with a page that says the link no longer works', async () => {
    const made = await app.inject({ method: 'GET', url: `${CONFIRM_PATH}?token=<script>alert(1)</script>` });
    expect(made.statusCode).toBe(404);
    expect(made.body).not.toContain('<script>alert');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: UNSUBSCRIBE_PATH,
          payload: 'x=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
