/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './database';
import { freePort, startSmtp, type TestSmtp } from './fixtures/smtp';

/**
 * Nothing lost: the real contact server (its own process, embedded database in a folder) is killed
 * with SIGKILL in the middle of a burst of enquiries and started again on the same folder. Every
 * enquiry it answered as sent is in the database; the office gets each of them once, except those the
 * killed server had claimed for sending, which wait in the outbox until their lease runs out (then
 * they are sent: at least once).
 */
jest.setTimeout(180_000);

let dir: string;
let smtp: TestSmtp;
let server: ChildProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'contact-crash-'));
  smtp = await startSmtp();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    env: {
      ...process.env,
      CONTACT_PORT: String(port),
      CONTACT_HOST: '127.0.0.1',
      CONTACT_DATA_DIR: path.join(dir, 'data'),
      SMTP_URL: smtp.url,
      CONTACT_RATE_LIMIT: '100000',
      CONTACT_GLOBAL_PER_MINUTE: '100000',
      // Every enquiry of the burst is e-mailed one by one (no digest), so each can be counted.
      CONTACT_OFFICE_MAILS_PER_PERIOD: '100000',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the contact server did not start within 90 s');
}

const send = (port: number, name: string) =>
  fetch(`http://127.0.0.1:${port}/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ name, email: 'burst@example.com', message: `Enquiry ${name}` }),
  }).then(
    (response) => response.status,
    () => 0,
  );

it('keeps every enquiry it answered as sent across a SIGKILL mid-burst, and mails each once or leaves it leased for the retry', async () => {
  const port = await freePort();
  server = await start(port);
  const answered: string[] = [];
  const burst = Array.from({ length: 200 }, (_, i) => `Visitor ${i}`);
  let killed = false;
  // Ten at a time; the server is killed once 80 were answered, while more are on their way.
  await Promise.all(
    Array.from({ length: 10 }, async (_, lane) => {
      for (let i = lane; i < burst.length; i += 10) {
        const status = await send(port, burst[i]!);
        if (status === 200) answered.push(burst[i]!);
        if (answered.length >= 80 && !killed) {
          killed = true;
          server?.kill('SIGKILL');
        }
      }
    }),
  );
  expect(killed).toBe(true);
  expect(answered.length).toBeGreaterThanOrEqual(80);
  expect(answered.length).toBeLessThan(200);
  const killedServer = server;
  if (killedServer.exitCode === null && killedServer.signalCode === null)
    await new Promise((resolve) => killedServer.once('exit', resolve));

  // The rows the killed server had claimed and not marked sent, read from a copy of its folder (the
  // restarted server recovers the crashed folder itself): their lease (5 minutes) outlasts the test, so
  // the wait below ends once every other answered enquiry is mailed instead of running out its time.
  const copy = path.join(dir, 'as-killed');
  cpSync(path.join(dir, 'data'), copy, { recursive: true });
  const asKilled = await openDatabase({ dataDir: copy });
  const leasedAtKill = new Set(
    (
      await asKilled.query<{ name: string }>(
        `SELECT s.fields->>'name' AS name FROM submissions s JOIN outbox o ON o.submission_id = s.id
         WHERE o.sent_at IS NULL AND o.attempts > 0`,
      )
    ).map((row) => row.name),
  );
  await asKilled.close();
  rmSync(copy, { recursive: true, force: true });

  server = await start(port);
  const deadline = Date.now() + 60_000;
  const mailed = () => new Set(smtp.received.map((mail) => /Subject: Website enquiry from (Visitor \d+)/.exec(mail.raw)?.[1]));
  while (answered.some((name) => !mailed().has(name) && !leasedAtKill.has(name)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  server.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  server = undefined;

  const db = await openDatabase({ dataDir: path.join(dir, 'data') });
  const rows = await db.query<{ name: string; sent: boolean; leased: boolean }>(
    `SELECT s.fields->>'name' AS name, o.sent_at IS NOT NULL AS sent, o.attempts > 0 AS leased
     FROM submissions s JOIN outbox o ON o.submission_id = s.id`,
  );
  await db.close();
  const stored = new Map(rows.map((row) => [row.name, row]));
  expect(answered.filter((name) => !stored.has(name))).toEqual([]);
  // Mailed, or claimed by the killed server and waiting for its lease to end.
  expect(answered.filter((name) => !mailed().has(name) && !stored.get(name)?.leased)).toEqual([]);
  const subjects = smtp.received.map((mail) => /Subject: Website enquiry from (Visitor \d+)/.exec(mail.raw)?.[1]);
  expect(subjects.length).toBe(new Set(subjects).size);
});
