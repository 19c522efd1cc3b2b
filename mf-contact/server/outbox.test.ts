/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import { openDatabase } from './database';
import { migrate } from './migrations';
import { Outbox, officeMessage, startOutboxWorker } from './outbox';
import { smtpMailer, type Mailer } from './mail';
import { Store } from './store';
import { startPostgres, type TestPostgres } from './fixtures/postgres';
import { freePort, startSmtp, type TestSmtp } from './fixtures/smtp';
import { withDatabase } from './fixtures/test-bed';

/** Delivery to the office through a real SMTP server running in this test. */
jest.setTimeout(60_000);

const OFFICE = { officeEmail: 'office@robominds.test', mailFrom: 'website@robominds.test' };
const enquiry = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  phone: '98250 12345',
  subject: 'School Partnership',
  message: 'Line one\nBcc: someone@example.com\n<script>x</script>',
};

const bed = withDatabase();
let smtp: TestSmtp | undefined;
const mailers: Mailer[] = [];
const mailer = (url: string, timeoutMs?: number) => {
  const made = smtpMailer(url, timeoutMs);
  mailers.push(made);
  return made;
};

afterEach(async () => {
  for (const made of mailers.splice(0)) made.close();
  await smtp?.stop();
  smtp = undefined;
});

describe('the office e-mail', () => {
  it('is plain text to the office, answerable to the visitor, with no header a visitor could add to', () => {
    const message = officeMessage(
      {
        form: 'contact',
        email: 'asha@example.com',
        fields: { ...enquiry, name: 'Asha\r\nBcc: x@example.com' },
        created_at: new Date('2026-11-23T10:00:00Z'),
      },
      OFFICE,
    );
    expect(message).toMatchObject({ to: 'office@robominds.test', from: 'website@robominds.test', replyTo: 'asha@example.com' });
    expect(message.subject).toBe('Website enquiry: School Partnership from Asha Bcc: x@example.com');
    expect(message.text).toContain('Phone: 98250 12345');
    expect(message.text).toContain('\n\nLine one\nBcc: someone@example.com\n<script>x</script>');
  });
});

describe('delivery', () => {
  it('sends each stored submission to the office once', async () => {
    smtp = await startSmtp();
    const store = new Store(bed.db);
    await store.save('contact', enquiry);
    await store.save('waitlist', { name: 'Ravi', email: 'ravi@example.com', grade: 'Grade 7', course: 'AR Link', plan: 'Basic' });
    const outbox = new Outbox(bed.db, mailer(smtp.url), OFFICE);
    expect(await outbox.deliverDue()).toBe(2);
    expect(await outbox.deliverDue()).toBe(0);
    expect(smtp.received.map((m) => m.to)).toEqual([['office@robominds.test'], ['office@robominds.test']]);
    expect(smtp.received[0]?.raw).toContain('Subject: Website enquiry: School Partnership from Asha Patel');
    expect(smtp.received[0]?.raw).toContain('Reply-To: asha@example.com');
    expect(smtp.received[0]?.raw.replace(/=\r?\n/g, '')).toContain('through the website (number 1 in the staff inbox).');
    expect(smtp.received[1]?.raw).toContain('Subject: Waitlist request from Ravi');
    expect(await outbox.pending()).toBe(0);
  });

  it('retries with backoff while SMTP is down, then delivers once it is up', async () => {
    const port = await freePort();
    let now = new Date('2026-11-23T10:00:00Z');
    const errors: string[] = [];
    await new Store(bed.db, () => now).save('contact', enquiry);
    const outbox = new Outbox(bed.db, mailer(`smtp://127.0.0.1:${port}`, 2_000), {
      ...OFFICE,
      backoffMs: 30_000,
      now: () => now,
      onError: (_id, attempts, code) => errors.push(`${attempts}:${code}`),
    });
    expect(await outbox.deliverDue()).toBe(0);
    expect(errors).toEqual(['1:ESOCKET']);
    const [row] = await bed.db.query<{ attempts: number; next_attempt_at: Date }>('SELECT attempts, next_attempt_at FROM outbox');
    expect(new Date(row!.next_attempt_at).toISOString()).toBe('2026-11-23T10:00:30.000Z');
    // Not due yet: nothing is tried.
    expect(await outbox.deliverDue()).toBe(0);
    expect(errors).toHaveLength(1);
    now = new Date('2026-11-23T10:00:31Z');
    expect(await outbox.deliverDue()).toBe(0);
    expect(errors).toEqual(['1:ESOCKET', '2:ESOCKET']);
    // The second failure waits twice as long.
    const [again] = await bed.db.query<{ next_attempt_at: Date }>('SELECT next_attempt_at FROM outbox');
    expect(new Date(again!.next_attempt_at).toISOString()).toBe('2026-11-23T10:01:31.000Z');

    smtp = await startSmtp({ port });
    now = new Date('2026-11-23T10:02:00Z');
    expect(await outbox.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await outbox.pending()).toBe(0);
  });

  it('a slow SMTP server costs a retry, not a stuck worker', async () => {
    smtp = await startSmtp({ delayMs: 3_000 });
    await new Store(bed.db).save('newsletter', { email: 'parent@example.com' });
    const outbox = new Outbox(bed.db, mailer(smtp.url, 500), OFFICE);
    const started = Date.now();
    expect(await outbox.deliverDue()).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(await outbox.pending()).toBe(1);
  });

  it('the worker sends soon after a nudge, outside whoever nudged it', async () => {
    smtp = await startSmtp();
    const outbox = new Outbox(bed.db, mailer(smtp.url), OFFICE);
    const worker = startOutboxWorker(outbox, { intervalMs: 60_000 });
    await new Store(bed.db).save('contact', enquiry);
    worker.nudge();
    const deadline = Date.now() + 10_000;
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
  });

  it('the worker sends a backlog bigger than a batch after one nudge, batch after batch, not one batch per interval', async () => {
    smtp = await startSmtp();
    const store = new Store(bed.db);
    for (let i = 0; i < 10; i += 1) await store.save('contact', { ...enquiry, name: `Visitor ${i}` });
    const worker = startOutboxWorker(new Outbox(bed.db, mailer(smtp.url), { ...OFFICE, batch: 4 }), { intervalMs: 60_000 });
    worker.nudge();
    const deadline = Date.now() + 10_000;
    while (smtp.received.length < 10 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    expect(smtp.received).toHaveLength(10);
    expect(new Set(smtp.received.map((m) => /Subject: (.*)/.exec(m.raw)?.[1])).size).toBe(10);
  });
});

describe('two contact servers on one PostgreSQL', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres.stop());

  it('send every enquiry exactly once between them', async () => {
    smtp = await startSmtp({ delayMs: 20 });
    const [a, b] = await Promise.all([openDatabase({ url: postgres.url, poolSize: 3 }), openDatabase({ url: postgres.url, poolSize: 3 })]);
    await migrate(a!);
    const store = new Store(a!);
    for (let i = 0; i < 30; i += 1) await store.save('contact', { ...enquiry, name: `Visitor ${i}` });
    const outboxes = [new Outbox(a!, mailer(smtp.url), { ...OFFICE, batch: 4 }), new Outbox(b!, mailer(smtp.url), { ...OFFICE, batch: 4 })];
    let sent = [0, 0];
    // Both drain the outbox at the same time, batch by batch, until it is empty.
    while ((await outboxes[0]!.pending()) > 0) {
      const round = await Promise.all(outboxes.map((outbox) => outbox.deliverDue()));
      sent = sent.map((n, i) => n + (round[i] ?? 0));
    }
    expect(sent[0]! + sent[1]!).toBe(30);
    expect(sent[0]).toBeGreaterThan(0);
    expect(sent[1]).toBeGreaterThan(0);
    const subjects = smtp.received.map((m) => /Subject: (.*)/.exec(m.raw)?.[1]);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
    await Promise.all([a!.close(), b!.close()]);
  });
});
