/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import { COURSES } from 'shared/contracts';
import { startMonths } from '../contract/registration-rules';
import { REQUIRED_MESSAGE } from '../contract/forms';
import { BODY_LIMIT_BYTES } from './contact-server';
import { Outbox } from './outbox';
import { Store } from './store';
import { StaffStore } from './staff/staff-store';
import { bothDatabases, decodedMail, loggedText, withContactServer, withSmtp } from './fixtures/test-bed';

/**
 * Course registrations (issue 40, point 1) sent to the real contact server, on both databases it
 * runs on: what a parent is answered, what is stored (the course's price from the server, never the
 * form's), what the parent and the office are e-mailed, what erasure removes, and what is never logged.
 */
jest.setTimeout(120_000);

const SITE = 'http://localhost:8080';
const PUBLIC = 'https://contact.robominds.test';
const OFFICE = 'office@robominds.test';
const CHILD = 'Vihaan-Zqx Mehta';
const PARENT = 'Nirali-Zqx Mehta';
const NOW = Date.parse('2026-11-25T10:00:00Z');
const [DECEMBER] = startMonths(new Date(NOW));
const NEXT_STEP = 'The office will call you to confirm the seat and send a payment link.';

const mail = withSmtp();

const registration = {
  course: 'blockzie',
  childName: CHILD,
  grade: '4',
  parentName: PARENT,
  phone: '+91 98250-12345',
  email: 'nirali@example.com',
  startMonth: DECEMBER ?? '',
  consent: 'yes',
  locale: 'en',
  back: '/courses/blockzie/enrol',
};

describe.each(bothDatabases())('course registrations on %s', (_name, open) => {
  const bed = withContactServer(open, { origins: [SITE], publicUrl: PUBLIC, staffEmail: OFFICE, start: NOW });

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    bed.app.inject({
      method: 'POST',
      url: '/forms/registration',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
    });
  const stored = () =>
    bed.db.query<{
      course_id: string;
      course_name: string;
      price_inr: number;
      phone: string;
      locale: string;
      status: string;
      notice_version: string;
    }>('SELECT course_id, course_name, price_inr, phone, locale, status, notice_version FROM registrations ORDER BY id');
  const deliver = () =>
    new Outbox(bed.db, mail.mailer, {
      officeEmail: OFFICE,
      mailFrom: 'web@robominds.test',
      publicUrl: PUBLIC,
      now: () => new Date(bed.now),
    }).deliverDue();
  const decoded = decodedMail;

  it('stores a valid registration with the server’s course facts and answers its reference and what happens next', async () => {
    const answer = await post(registration);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      ok: true,
      message: `Thank you: ${CHILD} is registered for Blockzie: Coding with Blocks. Your reference number is RM-2026-000001. ${NEXT_STEP}`,
    });
    expect(await stored()).toEqual([
      {
        course_id: 'blockzie',
        course_name: 'Blockzie: Coding with Blocks',
        price_inr: 599,
        phone: '+919825012345',
        locale: 'en',
        status: 'new',
        notice_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
  });

  it('takes the price from the server, never from the form', async () => {
    const answer = await post({ ...registration, price: '1', priceInr: '1', course_name: 'Free course' });
    expect(answer.statusCode).toBe(200);
    expect(await stored()).toMatchObject([{ course_name: 'Blockzie: Coding with Blocks', price_inr: COURSES[0].priceInr }]);
  });

  it('refuses a grade outside the course’s range and names the course that fits, in the form’s language', async () => {
    const english = await post({ ...registration, grade: '7' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      ok: false,
      message:
        'Blockzie: Coding with Blocks is for grades 3 to 5. For a child in grade 7, the course that fits is Internet of Things: Build Smart Devices.',
    });
    const hindi = await post({ ...registration, grade: '10', locale: 'hi' });
    expect(hindi.json().message).toBe(
      'Blockzie: ब्लॉक जोड़कर कोडिंग कक्षा 3 से 5 के लिए है। कक्षा 10 के बच्चे के लिए सही कोर्स AR Link: ऑगमेंटेड रियलिटी ऐप है।',
    );
    expect((await post({ ...registration, grade: '1' })).json().message).toContain('We have no course for grade 1 yet');
    expect(await stored()).toEqual([]);
  });

  it('recognises the same parent registering the same child for the same course within a day, and answers the first reference', async () => {
    expect((await post(registration)).statusCode).toBe(200);
    // The same address (its case aside) with another phone, the name typed differently: the same registration.
    const again = await post({ ...registration, email: 'Nirali@Example.com', childName: ' vihaan-zqx   MEHTA ', phone: '98791 23456' });
    expect(again.json()).toEqual({
      ok: true,
      message: `We already have this registration, so it has not been stored again. Your reference number is RM-2026-000001. ${NEXT_STEP}`,
    });
    expect(await stored()).toHaveLength(1);
    // Another course is another registration; so is the same one a day later.
    expect((await post({ ...registration, course: 'iot', grade: '6' })).json().message).toContain('RM-2026-000002');
    bed.now += 86_400_000 + 1;
    expect((await post({ ...registration, startMonth: startMonths(new Date(bed.now))[0] ?? '' })).json().message).toContain(
      'RM-2026-000003',
    );
    expect(await stored()).toHaveLength(3);
  });

  it("never tells another address a registration's reference: the same child, course and phone from another e-mail is a registration of its own", async () => {
    expect((await post(registration)).json().message).toContain('RM-2026-000001');
    // Someone who knows the child's name, the course and the parent's phone, typing their own address.
    const other = await post({
      ...registration,
      email: 'someone-else@example.com',
      childName: ' vihaan-zqx   MEHTA ',
      phone: '09825012345',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().message).not.toContain('RM-2026-000001');
    expect(other.json().message).not.toContain('already have');
    expect(other.json().message).toContain('RM-2026-000002');
    // Stored as sent, so the office sees both (the same phone tells it they may be one family's) and
    // the confirmation goes to the address that sent it, never to the first.
    const rows = await bed.db.query<{ email: string; kinds: string }>(
      `SELECT email, (SELECT string_agg(kind, ',' ORDER BY kind) FROM outbox WHERE registration_id = registrations.id) AS kinds
         FROM registrations ORDER BY id`,
    );
    expect(rows).toEqual([
      { email: 'nirali@example.com', kinds: 'office-registration,registration-confirm' },
      { email: 'someone-else@example.com', kinds: 'office-registration,registration-confirm' },
    ]);
  });

  it('refuses a registration without consent, with a bad phone or an unoffered month, and stores nothing', async () => {
    const noConsent = await post({ ...registration, consent: '' });
    expect([noConsent.statusCode, noConsent.json().message]).toEqual([
      400,
      "Please tick the box to confirm, as the child's parent or guardian, that you have read the notice and agree to it.",
    ]);
    for (const phone of ['12345', '+91 5825012345', '+1 982 501 2345', '98250123456']) {
      const answer = await post({ ...registration, phone });
      expect([phone, answer.statusCode, answer.json().message]).toEqual([
        phone,
        400,
        'Please enter a mobile number in India: 10 digits starting with 6, 7, 8 or 9, with +91 or 0 before them if you like.',
      ]);
    }
    expect((await post({ ...registration, startMonth: '2026-11' })).json().message).toBe('Please choose one of the options offered.');
    expect((await post({ ...registration, childName: '' })).json().message).toBe(REQUIRED_MESSAGE);
    expect(await stored()).toEqual([]);
  });

  it('answers a hostile body 400, never 500: unknown course, wrong types, too large', async () => {
    const unknown = await post({ ...registration, course: 'free-robot' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Please choose one of the options offered.']);
    const twice = await bed.app.inject({
      method: 'POST',
      url: '/forms/registration',
      payload: `${new URLSearchParams(registration).toString()}&grade=5&course=iot`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.statusCode).toBe(400);
    const json = await bed.app.inject({
      method: 'POST',
      url: '/forms/registration',
      payload: JSON.stringify(registration),
      headers: { 'content-type': 'application/json' },
    });
    expect([json.statusCode, json.json().ok]).toEqual([400, false]);
    const huge = await post({ ...registration, childName: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(huge.statusCode).toBe(413);
    const long = await post({ ...registration, parentName: 'y'.repeat(101) });
    expect([long.statusCode, long.json().ok]).toEqual([400, false]);
    const otherSite = await post(registration, { origin: 'https://evil.example' });
    expect(otherSite.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('keeps nothing a bot sends through the hidden field, and answers it as a person', async () => {
    const answer = await post({ ...registration, website: 'https://spam.example' });
    expect(answer.json()).toEqual({
      ok: true,
      message: 'Thank you: your registration has been received. The office will call you to confirm the seat and send a payment link.',
    });
    expect(await stored()).toEqual([]);
  });

  it('e-mails the parent in Hindi for a Hindi form, with the reference, price, month and policy, and tells the office', async () => {
    expect((await post({ ...registration, locale: 'hi' })).statusCode).toBe(200);
    expect(await deliver()).toBe(2);
    const toParent = mail.smtp.received.find((message) => message.to.includes('nirali@example.com'));
    const toOffice = mail.smtp.received.find((message) => message.to.includes(OFFICE));
    const parentText = decoded(toParent?.raw ?? '');
    for (const expected of [
      'RM-2026-000001',
      // The course as the Hindi pages name it; the office's e-mail and the inbox keep the English name.
      'Blockzie: ब्लॉक जोड़कर कोडिंग',
      '₹599',
      'दिसंबर 2026',
      'कार्यालय सीट की पुष्टि के लिए आपको फ़ोन करेगा और भुगतान का लिंक भेजेगा',
      'शुरुआत से 14 दिन या उससे पहले: पूरी फ़ीस वापस।',
      'शुरुआत से 7 से 13 दिन पहले: 50 % फ़ीस वापस।',
      'शुरुआत से 7 दिन से कम पहले: कोई फ़ीस वापस नहीं।',
    ]) {
      expect(parentText).toContain(expected);
    }
    expect(parentText).toMatch(/^reply-to: office@robominds\.test/im);
    const officeText = decoded(toOffice?.raw ?? '');
    expect(officeText).toContain('Reference: RM-2026-000001');
    expect(officeText).toContain('Phone: +919825012345');
    expect(officeText).toContain('Language: Hindi');
    expect(officeText).toContain('Course: Blockzie: Coding with Blocks (blockzie)');
    expect(parentText).not.toContain('Coding with Blocks');
    expect(officeText).toMatch(/^reply-to: nirali@example\.com/im);
  });

  it('lets no CR/LF in a field add a header or a recipient to either e-mail', async () => {
    const injected = 'Nirali\r\nBcc: evil@example.net\r\nSubject: free';
    const answer = await post({ ...registration, parentName: injected, childName: `${CHILD}\nBcc: evil@example.net` });
    expect(answer.statusCode).toBe(200);
    expect(await deliver()).toBe(2);
    expect(mail.smtp.received.flatMap((message) => message.to).sort()).toEqual(['nirali@example.com', OFFICE]);
    for (const message of mail.smtp.received) {
      const head = message.raw.split(/\r?\n\r?\n/)[0] ?? '';
      expect(head).not.toMatch(/^bcc:/im);
      expect(head.match(/^subject:/gim)).toHaveLength(1);
    }
  });

  it('sends an address at most three confirmations a day, however many children are registered from it', async () => {
    const children = ['Aa', 'Bb', 'Cc', 'Dd'];
    for (const child of children) expect((await post({ ...registration, childName: `${child} Mehta` })).statusCode).toBe(200);
    const [row] = await bed.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE kind = 'registration-confirm'");
    expect(Number(row?.n)).toBe(3);
    expect(await stored()).toHaveLength(4);
  });

  it('erases a registration and its e-mails with the person, and the retention sweep removes old ones', async () => {
    await post(registration);
    await post({ ...registration, email: 'someone@example.com', childName: 'Other Child', phone: '9876543210' });
    const store = new Store(bed.db, () => new Date(bed.now));
    expect(await store.erasePerson('Nirali@Example.com')).toEqual({
      contact: 0,
      newsletter: 0,
      waitlist: 0,
      registration: 1,
      partnership: 0,
      mails: 2,
    });
    const left = await bed.db.query<{ email: string }>('SELECT email FROM registrations');
    expect(left).toEqual([{ email: 'someone@example.com' }]);
    bed.now += 366 * 86_400_000;
    expect(await new Store(bed.db, () => new Date(bed.now)).deleteOlderThan(365)).toBe(1);
    expect(await stored()).toEqual([]);
    expect(await bed.db.query('SELECT 1 FROM outbox')).toEqual([]);
  });

  it('writes no personal value in any log line', async () => {
    await post(registration);
    await post(registration);
    await post({ ...registration, grade: '9' });
    await post({ ...registration, phone: '555' });
    const log = loggedText(bed.lines);
    expect(log).toContain('"form":"registration"');
    for (const value of ['Zqx', 'nirali', '98250', '12345', 'Mehta']) expect(log).not.toContain(value);
  });

  it('lists registrations in the staff inbox as their own kind, with course, reference and status', async () => {
    await post(registration);
    const staff = new StaffStore(bed.db, () => new Date(bed.now));
    const signedIn = await (async () => {
      await staff.queueLink(OFFICE);
      const [link] = await bed.db.query<{ payload: { token: string } | string }>("SELECT payload FROM outbox WHERE kind = 'staff-sign-in'");
      const payload = typeof link?.payload === 'string' ? (JSON.parse(link.payload) as { token: string }) : link?.payload;
      return staff.signIn(payload?.token ?? '');
    })();
    const page = await bed.app.inject({ method: 'GET', url: '/staff/registrations', headers: { cookie: `staff_session=${signedIn?.id}` } });
    expect(page.statusCode).toBe(200);
    for (const text of ['Registrations', 'RM-2026-000001', 'Blockzie: Coding with Blocks', '₹599', CHILD, 'new'])
      expect(page.body).toContain(text);
  });
});
