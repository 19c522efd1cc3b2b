/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './database';
import { migrate } from './migrations';
import { Store } from './store';

/**
 * Erasure that erases (issue 38, point 2): after a person is erased, or a row ages out, and the
 * embedded database is shut down cleanly, nothing of what was deleted can be read in its data folder
 * (tables, indexes, TOAST, the write-ahead log): a backup of the folder keeps no copy.
 */
jest.setTimeout(120_000);

const MARK = 'ZQXERASEDTEXT';
const found = (dir: string, text: string): string[] => {
  try {
    return execFileSync('grep', ['-rlaF', text, dir]).toString().trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

/**
 * A new data folder, made once per file and migrated, then copied for each test: making one (PGlite's
 * initdb) takes 20 s or more on a busy machine, copying it under 1 s. A copy of a cleanly closed folder
 * is what a server finds when it opens its folder again.
 */
let template: string;
beforeAll(async () => {
  template = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-erase-template-'));
  const db = await openDatabase({ dataDir: template });
  await migrate(db);
  await db.close();
});
afterAll(() => template && fs.rmSync(template, { recursive: true, force: true }));

describe.each([
  ['in the server thread', false],
  ['in its worker thread', true],
])('the embedded database %s', (_name, worker) => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-erase-'));
    fs.cpSync(template, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps no readable copy of an erased person in its files after a clean shutdown', async () => {
    const db = await openDatabase({ dataDir: dir, worker });
    await migrate(db);
    const store = new Store(db);
    // Long and short texts: long ones are stored out of line (TOAST), short ones in the row.
    for (let i = 0; i < 20; i += 1) {
      await store.save('contact', {
        name: 'Victim',
        email: 'victim@example.net',
        phone: '',
        subject: '',
        message: `${MARK} ${'x'.repeat(i * 400)}`,
      });
    }
    await store.save('contact', { name: 'Other', email: 'other@example.net', phone: '', subject: '', message: 'kept enquiry' });
    await db.close();
    expect(found(dir, MARK).length).toBeGreaterThan(0);

    const again = await openDatabase({ dataDir: dir, worker });
    expect(await new Store(again).erasePerson('Victim@Example.net')).toEqual({
      contact: 20,
      newsletter: 0,
      waitlist: 0,
      registration: 0,
      partnership: 0,
      mails: 20,
    });
    await again.close();
    expect(found(dir, MARK)).toEqual([]);
    expect(found(dir, 'victim@example.net')).toEqual([]);
    expect(found(dir, 'kept enquiry').length).toBeGreaterThan(0);
  });

  it('keeps no readable copy of what the retention sweep deleted', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const db = await openDatabase({ dataDir: dir, worker });
    await migrate(db);
    const store = new Store(db, () => now);
    await store.save('waitlist', { name: MARK, email: 'old@example.net', grade: '7', course: 'AR Link', plan: 'Basic' });
    now = new Date('2027-01-02T10:00:00Z');
    expect(await store.deleteOlderThan(365)).toBe(1);
    await db.close();
    expect(found(dir, MARK)).toEqual([]);
    expect(found(dir, 'old@example.net')).toEqual([]);
  });
});
