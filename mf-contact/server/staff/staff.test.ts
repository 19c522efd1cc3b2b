/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildContactServer } from '../contact-server';
import { Store } from '../store';
import { captureLog, withDatabase, withSmtp } from '../fixtures/test-bed';
import { readMail } from '../fixtures/smtp';
import { Outbox } from '../outbox';
import { LINK_SENT_MESSAGE, SESSION_COOKIE } from './staff-routes';
import { StaffStore } from './staff-store';

/** The staff inbox: sign-in by e-mailed link, session, CSRF, list, search, open, handle, note, CSV, erase. */
jest.setTimeout(60_000);

const PUBLIC = 'https://contact.robominds.test';
const STAFF = 'office@robominds.test';
const OFFICE = { officeEmail: 'office@robominds.test', mailFrom: 'website@robominds.test' };
const PAYLOAD = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const bed = withDatabase();
const mail = withSmtp();
let app: FastifyInstance;
let now = new Date('2026-11-23T10:00:00Z');

beforeEach(async () => {
  now = new Date('2026-11-23T10:00:00Z');
  const clock = () => now;
  app = await buildContactServer({
    store: new Store(bed.db, clock),
    origins: [],
    publicUrl: PUBLIC,
    staff: {
      store: new StaffStore(bed.db, clock),
      options: { staffEmails: [STAFF], publicUrl: PUBLIC },
    },
  });
});
afterEach(() => app.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC, ...headers },
  });
/** What the outbox sends now (the sign-in link's mail goes that way, never inside the request). */
const deliver = () => new Outbox(bed.db, mail.mailer, { ...OFFICE, publicUrl: PUBLIC, now: () => now }).deliverDue();
const tokenIn = (raw: string) =>
  /confirm\?token=3D([\w-]+)|confirm\?token=([\w-]+)/
    .exec(raw.replace(/=\r?\n/g, ''))
    ?.slice(1)
    .find(Boolean) ?? '';

/** Signs in as a person would: asks for a link, opens it, presses the button. Answers the cookie. */
async function signIn(): Promise<{ cookie: string; csrf: string }> {
  await post('/staff/sign-in', { email: 'Office@RoboMinds.test' });
  await deliver();
  const token = tokenIn(mail.smtp.received.at(-1)?.raw ?? '');
  const opened = await app.inject({ method: 'GET', url: `/staff/sign-in/confirm?token=${token}` });
  expect(opened.headers['set-cookie']).toBeUndefined();
  const pressed = await post('/staff/sign-in/confirm', { token });
  expect(pressed.statusCode).toBe(303);
  const cookie = String(pressed.headers['set-cookie']).split(';')[0]!;
  const inbox = await app.inject({ method: 'GET', url: '/staff', headers: { cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(inbox.body)?.[1] ?? '';
  return { cookie, csrf };
}

const body = (response: LightMyRequestResponse) => response.body;

describe('signing in', () => {
  it('e-mails a one-time link only to a listed address, answering every address the same', async () => {
    const stranger = await post('/staff/sign-in', { email: 'someone@example.com' });
    expect(body(stranger)).toContain(LINK_SENT_MESSAGE);
    await deliver();
    expect(mail.smtp.received).toHaveLength(0);
    // Listed, the answer is the same and nothing is sent inside the request: the outbox sends the link.
    const staff = await post('/staff/sign-in', { email: STAFF });
    expect(body(staff)).toBe(body(stranger));
    expect(mail.smtp.received).toHaveLength(0);
    await deliver();
    expect(mail.smtp.received.map((m) => m.to)).toEqual([[STAFF]]);
    // The raw token left the database with the mail.
    expect(await bed.db.query("SELECT payload FROM outbox WHERE kind = 'staff-sign-in'")).toEqual([{ payload: null }]);
  });

  it('opens a server-side session with a strict cookie, once per link', async () => {
    await post('/staff/sign-in', { email: STAFF });
    await deliver();
    const token = tokenIn(mail.smtp.received[0]!.raw);
    const pressed = await post('/staff/sign-in/confirm', { token });
    const cookie = String(pressed.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]+; Path=/staff; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$`));
    expect((await post('/staff/sign-in/confirm', { token })).statusCode).toBe(400);
  });

  it('refuses an expired link and sends a signed-out visitor to the sign-in page', async () => {
    await post('/staff/sign-in', { email: STAFF });
    await deliver();
    now = new Date('2026-11-23T10:16:00Z');
    expect((await post('/staff/sign-in/confirm', { token: tokenIn(mail.smtp.received[0]!.raw) })).statusCode).toBe(400);
    const inbox = await app.inject({ method: 'GET', url: '/staff' });
    expect(inbox.statusCode).toBe(303);
    expect(inbox.headers.location).toBe('/staff/sign-in');
  });
});

describe('the inbox', () => {
  beforeEach(async () => {
    const store = new Store(bed.db, () => now);
    await store.save('contact', { name: 'Asha Patel', email: 'asha@example.com', phone: '', subject: 'Support', message: PAYLOAD });
    now = new Date('2026-11-23T11:00:00Z');
    await store.save('waitlist', {
      name: 'Ravi Shah',
      email: 'ravi@example.com',
      grade: 'Grade 7',
      course: 'AR Link',
      plan: '=HYPERLINK("x")',
    });
  });

  it('lists, searches and filters, showing what visitors typed as text', async () => {
    const { cookie } = await signIn();
    const all = body(await app.inject({ method: 'GET', url: '/staff', headers: { cookie } }));
    expect(all).toContain('Asha Patel');
    expect(all).toContain('Ravi Shah');
    expect(all).not.toContain('<script>alert');
    expect(all).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // A search's words are personal (an address): they come in a POST body, never in a URL.
    const found = body(await post('/staff', { q: 'ravi' }, { cookie }));
    expect(found).toContain('Ravi Shah');
    expect(found).not.toContain('Asha Patel');
    expect(body(await app.inject({ method: 'GET', url: '/staff?q=ravi', headers: { cookie } }))).toContain('Asha Patel');
    const contact = body(await post('/staff', { form: 'contact', q: '%' }, { cookie }));
    expect(contact).toContain('Nothing matches.');
    expect(all).toContain('<form action="/staff" method="post">');
  });

  it("shows each enquiry's language, in the list and when opened (the staff pages themselves stay English)", async () => {
    await new Store(bed.db, () => now).save(
      'contact',
      { name: 'सुनीता देवी', email: 'sunita@example.com', phone: '', subject: 'Registration', message: 'पंजीकरण कैसे करें?' },
      { locale: 'hi' },
    );
    const { cookie } = await signIn();
    const all = body(await app.inject({ method: 'GET', url: '/staff', headers: { cookie } }));
    expect(all).toContain('<th>Language</th>');
    const rowOf = (name: string) => all.split('<tr>').find((row) => row.includes(name)) ?? '';
    expect(rowOf('सुनीता देवी')).toContain('<td>Hindi</td>');
    expect(rowOf('Asha Patel')).toContain('<td>English</td>');
    const opened = body(await app.inject({ method: 'GET', url: '/staff/submissions/3', headers: { cookie } }));
    expect(opened).toContain('<th>language</th><td>Hindi</td>');
    expect(opened).toContain('Back to the inbox');
  });

  it('opens one, marks it handled and keeps a note, only with the session and its CSRF token', async () => {
    const { cookie, csrf } = await signIn();
    const opened = body(await app.inject({ method: 'GET', url: '/staff/submissions/1', headers: { cookie } }));
    expect(opened).toContain('<pre>&lt;script&gt;');
    expect(opened).not.toContain('mailto:');
    // A forged post from another site is refused before it reaches the inbox; one without the token too.
    const forged = await post('/staff/submissions/1/status', { status: 'handled', csrf }, { cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['content-type']).toMatch(/^text\/html/);
    expect(body(forged)).toContain('This page may only be sent from the inbox itself.');
    expect((await post('/staff/submissions/1/status', { status: 'handled' }, { cookie })).statusCode).toBe(403);
    expect((await post('/staff/submissions/1/status', { status: 'handled', csrf })).statusCode).toBe(303);
    expect((await new StaffStore(bed.db).get(1))?.status).toBe('new');

    expect((await post('/staff/submissions/1/status', { status: 'handled', csrf }, { cookie })).statusCode).toBe(303);
    expect((await post('/staff/submissions/1/note', { note: 'Called back <b>Monday</b>', csrf }, { cookie })).statusCode).toBe(303);
    const after = body(await app.inject({ method: 'GET', url: '/staff/submissions/1', headers: { cookie } }));
    expect(after).toContain('Called back &lt;b&gt;Monday&lt;/b&gt;');
    expect(body(await app.inject({ method: 'GET', url: '/staff?status=handled', headers: { cookie } }))).toContain('Asha Patel');
  });

  it('answers by e-mail sent by the server through the outbox, to the enquirer, as text, logged without the text', async () => {
    const log = captureLog();
    await app.close();
    const clock = () => now;
    app = await buildContactServer({
      store: new Store(bed.db, clock),
      origins: [],
      publicUrl: PUBLIC,
      logger: log.logger,
      staff: {
        store: new StaffStore(bed.db, clock),
        options: { staffEmails: [STAFF], publicUrl: PUBLIC },
      },
    });
    const { cookie, csrf } = await signIn();
    const opened = body(await app.inject({ method: 'GET', url: '/staff/submissions/1', headers: { cookie } }));
    expect(opened).toContain('value="Re: Support"');
    const ANSWER = 'Dear Asha,\nYes, the June batch has places. <b>Call us</b>.\nRoboMinds office';
    expect((await post('/staff/submissions/1/answer', { subject: 'Re: Registration', text: ANSWER })).statusCode).toBe(303);
    expect((await post('/staff/submissions/1/answer', { subject: 'x', text: ANSWER }, { cookie })).statusCode).toBe(403);
    const empty = await post('/staff/submissions/1/answer', { subject: 'x', text: '   ', csrf }, { cookie });
    expect([empty.statusCode, body(empty).includes('Write the answer before sending it.')]).toEqual([400, true]);
    // Signing in ran the outbox (the link's mail); none of the refused answers was queued.
    expect(await new Outbox(bed.db, mail.mailer, OFFICE).pending()).toBe(0);

    const sent = await post('/staff/submissions/1/answer', { subject: 'Re: Registration', text: ANSWER, csrf }, { cookie });
    expect(sent.statusCode).toBe(303);
    const waiting = body(await app.inject({ method: 'GET', url: '/staff/submissions/1', headers: { cookie } }));
    expect(waiting).toContain('waiting to be sent');
    expect(waiting).toContain('&lt;b&gt;Call us&lt;/b&gt;');
    expect((await new StaffStore(bed.db).get(1))?.status).toBe('handled');

    mail.smtp.received.length = 0;
    await new Outbox(bed.db, mail.mailer, { ...OFFICE, now: () => now }).deliverDue();
    const answer = mail.smtp.received.find((m) => m.to.includes('asha@example.com'));
    expect(answer?.raw).toContain('Subject: Re: Registration');
    expect(answer?.raw).toMatch(/Content-Type: text\/plain/);
    expect(answer?.raw).not.toMatch(/text\/html/);
    expect(answer?.raw).toContain('Reply-To: office@robominds.test');
    expect(answer?.raw.replace(/=\r?\n/g, '')).toContain('Yes, the June batch has places. <b>Call us</b>.');
    expect(body(await app.inject({ method: 'GET', url: '/staff/submissions/1', headers: { cookie } }))).toMatch(
      /sent 2026-11-23 16:30 IST/,
    );
    const logged = log.lines.join('');
    expect(logged).toContain('staff answer queued');
    expect(logged).not.toContain('June batch');
  });

  it('keeps the thread: the visitor quoted as text in their language, each answer’s delivery state, only ever to the visitor', async () => {
    await new Store(bed.db, () => now).save(
      'contact',
      { name: 'सुनीता देवी', email: 'sunita@example.com', phone: '', subject: 'Courses', message: 'पहली पंक्ति\n\n<b>दूसरी</b> पंक्ति' },
      { locale: 'hi' },
    );
    const { cookie, csrf } = await signIn();
    // Fields naming another recipient are not read: the address is the enquiry's own.
    const sent = await post(
      '/staff/submissions/3/answer',
      {
        subject: 'Re: Courses',
        text: 'नमस्ते सुनीता जी, हाँ।',
        to: 'evil@example.net',
        email: 'evil@example.net',
        cc: 'evil@example.net',
        csrf,
      },
      { cookie },
    );
    expect(sent.statusCode).toBe(303);
    // SMTP down: the page says the outbox failed and keeps trying (the error's code only).
    const down = {
      send: () => Promise.reject(Object.assign(new Error('connect refused to sunita'), { code: 'ECONNREFUSED' })),
      close: () => {},
    };
    expect(await new Outbox(bed.db, down, { ...OFFICE, now: () => now }).deliverDue()).toBe(0);
    const failing = body(await app.inject({ method: 'GET', url: '/staff/submissions/3', headers: { cookie } }));
    expect(failing).toContain(
      `by ${STAFF}, 2026-11-23 16:30 IST, not sent yet: 1 attempt failed (last: ECONNREFUSED); the outbox keeps trying`,
    );
    // Back up, after the retry's wait: sent once, to the visitor alone, the message quoted below the answer.
    mail.smtp.received.length = 0;
    now = new Date('2026-11-23T12:00:00Z');
    expect(await new Outbox(bed.db, mail.mailer, { ...OFFICE, now: () => now }).deliverDue()).toBe(1);
    expect(await new Outbox(bed.db, mail.mailer, { ...OFFICE, now: () => now }).deliverDue()).toBe(0);
    expect(mail.smtp.received.map((m) => m.to)).toEqual([['sunita@example.com']]);
    const { text } = readMail(mail.smtp.received[0]!.raw);
    expect(text).toContain('नमस्ते सुनीता जी, हाँ।\n\n23 नवंबर 2026 को आपने लिखा था:\n> पहली पंक्ति\n>\n> <b>दूसरी</b> पंक्ति\n');
    const thread = body(await app.inject({ method: 'GET', url: '/staff/submissions/3', headers: { cookie } }));
    const visitorAt = thread.indexOf('&lt;b&gt;दूसरी&lt;/b&gt;');
    const answerAt = thread.indexOf('नमस्ते सुनीता जी');
    expect(visitorAt).toBeGreaterThan(0);
    expect(answerAt).toBeGreaterThan(visitorAt);
    expect(thread).toContain('sent 2026-11-23 17:30 IST');
    // No answer to an enquiry that is not there, nor to a newsletter sign-up.
    for (const action of ['answer', 'status', 'note', 'delete']) {
      const missing = await post(
        `/staff/submissions/999/${action}`,
        { subject: 'x', text: 'y', status: 'handled', note: 'n', csrf },
        { cookie },
      );
      expect(missing.statusCode).toBe(404);
      expect(body(missing)).toContain('That submission does not exist (it may have been erased).');
    }
    const unknownAction = await post('/staff/submissions/3/delete', { csrf }, { cookie });
    expect([unknownAction.statusCode, body(unknownAction).includes('does not exist')]).toEqual([404, true]);
    await new Store(bed.db, () => now).signUpNewsletter('reader@example.com');
    const [reader] = await bed.db.query<{ id: number }>("SELECT id FROM submissions WHERE form = 'newsletter'");
    expect((await post(`/staff/submissions/${reader?.id}/answer`, { subject: 'x', text: 'y', csrf }, { cookie })).statusCode).toBe(400);
  });

  it("prefills the answer's subject in the visitor's language, and sends it when staff leave it as it is", async () => {
    const store = new Store(bed.db, () => now);
    const hindi = await store.save(
      'contact',
      { name: 'सुनीता देवी', email: 'sunita@example.com', phone: '', subject: 'Registration', message: 'कब से शुरू?' },
      { locale: 'hi' },
    );
    const gujarati = await store.save(
      'waitlist',
      { name: 'મીરા શાહ', email: 'mira@example.com', grade: 'ધોરણ 4', course: 'Blockzie', plan: 'Basic' },
      { locale: 'gu' },
    );
    const school = await store.save(
      'partnership',
      {
        institution: 'શ્રી વિદ્યા મંદિર',
        kind: 'school',
        city: 'પાલનપુર',
        students: '1200',
        labs: '',
        name: 'મીના',
        role: '',
        phone: '+919825012345',
        email: 'meena@example.com',
        message: '',
      },
      { locale: 'gu' },
    );
    const english = await store.save('contact', { name: 'Asha', email: 'a@example.com', phone: '', subject: '', message: 'Hello' });
    const { cookie, csrf } = await signIn();
    const subjectOn = async (id: number) =>
      /name="subject"[^>]*value="([^"]*)"/.exec(
        body(await app.inject({ method: 'GET', url: `/staff/submissions/${id}`, headers: { cookie } })),
      )?.[1];
    expect(await subjectOn(hindi)).toBe('Re: पंजीकरण के बारे में आपका संदेश');
    expect(await subjectOn(gujarati)).toBe('Re: RoboMindsની પ્રતીક્ષા યાદીમાં જોડાવાની તમારી વિનંતી');
    expect(await subjectOn(school)).toBe('Re: RoboMinds સાથે ભાગીદારી વિશે તમારી પૂછપરછ');
    // The inbox itself stays English, and so does an English visitor's subject.
    expect(await subjectOn(english)).toBe('Re: your message to RoboMinds');
    // Sent with the subject field left empty (as a browser sends a cleared field), the e-mail gets the visitor's language's.
    expect(
      (await post(`/staff/submissions/${hindi}/answer`, { subject: '', text: 'नमस्ते, अगले महीने से।', csrf }, { cookie })).statusCode,
    ).toBe(303);
    mail.smtp.received.length = 0;
    await deliver();
    const sent = mail.smtp.received.find((m) => m.to.includes('sunita@example.com'));
    expect(readMail(sent!.raw).subject).toBe('Re: पंजीकरण के बारे में आपका संदेश');
  });

  it('exports CSV with formula cells defused, and erases a person on request', async () => {
    const { cookie, csrf } = await signIn();
    const csv = await app.inject({ method: 'GET', url: '/staff/export.csv', headers: { cookie } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    const erased = await post('/staff/erase', { email: 'asha@example.com', csrf, confirm: 'yes' }, { cookie });
    expect(body(erased)).toContain('Erased for good everything stored under asha@example.com:');
    expect((await new Store(bed.db).list()).map((s) => s.email)).toEqual(['ravi@example.com']);
  });

  it('asks before erasing a person, showing what would go by kind, then says plainly what was erased and leads back', async () => {
    await new Store(bed.db, () => now).save('waitlist', {
      name: 'Asha Patel',
      email: 'asha@example.com',
      grade: '7',
      course: 'AR Link',
      plan: 'Basic',
    });
    await new Store(bed.db, () => now).signUpNewsletter('Asha@Example.com');
    const { cookie, csrf } = await signIn();
    const [asha] = await bed.db.query<{ id: number }>("SELECT id FROM submissions WHERE form = 'contact' AND email = 'asha@example.com'");
    const opened = await app.inject({ method: 'GET', url: `/staff/submissions/${asha?.id}`, headers: { cookie } });
    expect(body(opened)).toContain('Erase all data of asha@example.com…');
    // The first press erases nothing: it shows what is stored under the address, counted right.
    const asked = await post('/staff/erase', { email: 'asha@example.com', csrf, from: String(asha?.id) }, { cookie });
    expect(asked.statusCode).toBe(200);
    const question = body(asked);
    expect(question).toContain('Erase all data of asha@example.com?');
    for (const line of [
      '1 enquiry',
      '1 waitlist request',
      '1 newsletter sign-up',
      '3 e-mails sent or queued for them (the office&#x27;s, confirmations, answers)',
    ])
      expect(question).toContain(`<li>${line}</li>`);
    expect(question).not.toMatch(/\b1 (enquiries|waitlist requests|newsletter sign-ups)/);
    expect(question).toContain('Yes, erase all data of asha@example.com');
    expect(question).toContain('name="confirm" value="yes"');
    expect(question).toContain(`href="/staff/submissions/${asha?.id}"`);
    expect(await new Store(bed.db).count()).toBe(4);
    // The second press erases, and the page says what went and leads back to the inbox, whose other items stay.
    const done = body(await post('/staff/erase', { email: 'asha@example.com', csrf, confirm: 'yes' }, { cookie }));
    expect(done).toContain('Erased all data of asha@example.com');
    expect(done).toContain('<li>1 enquiry</li>');
    expect(done).toContain('Everything else in the inbox is as it was.');
    expect(done).toContain('<a href="/staff">Back to the inbox</a>');
    expect(done).not.toContain('0 in all');
    expect((await new Store(bed.db).list()).map((s) => s.email)).toEqual(['ravi@example.com']);
    // Pressed again (a colleague, the back button): nothing is stored any more, and it says so.
    const again = body(await post('/staff/erase', { email: 'asha@example.com', csrf, confirm: 'yes' }, { cookie }));
    expect(again).toContain('nothing was erased');
    const forged = await post('/staff/erase', { email: 'not an address', csrf, confirm: 'yes' }, { cookie });
    expect([forged.statusCode, body(forged).includes('That is not an e-mail address: nothing was erased.')]).toEqual([400, true]);
  });

  it('signs out: the cookie no longer opens the inbox', async () => {
    const { cookie, csrf } = await signIn();
    expect((await post('/staff/sign-out', { csrf }, { cookie })).statusCode).toBe(303);
    expect((await app.inject({ method: 'GET', url: '/staff', headers: { cookie } })).statusCode).toBe(303);
  });

  it('lists ten thousand enquiries a page at a time', async () => {
    await bed.db.query(
      `INSERT INTO submissions (form, email, fields, notice_version, consented_at, created_at)
       SELECT 'contact', 'v' || i || '@example.com', jsonb_build_object('name', 'Visitor ' || i, 'message', 'Question ' || i), 'x', now(), now() - i * interval '1 minute'
       FROM generate_series(1, 10000) AS i`,
    );
    const { cookie } = await signIn();
    const page = await app.inject({ method: 'GET', url: '/staff?page=2', headers: { cookie } });
    expect(page.body).toContain('Page 2 of 201 (10002 in all)');
    expect(page.body.match(/<tr><td>/g)).toHaveLength(50);
  });
});
