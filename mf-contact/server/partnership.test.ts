/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import { REQUIRED_MESSAGE } from '../contract/forms';
import { labField } from '../contract/partnership-rules';
import { BODY_LIMIT_BYTES } from './contact-server';
import { Outbox } from './outbox';
import { Store } from './store';
import { StaffStore } from './staff/staff-store';
import { FORM_TOKEN_FIELD, FORM_TOKEN_PATH } from './time-token';
import { bothDatabases, decodedMail, loggedText, withContactServer, withSmtp } from './fixtures/test-bed';

/**
 * Partnership enquiries (issue 40, point 3; decision 062) sent to the real contact server, on both
 * databases it runs on: what the contact person is answered, what is stored (a submission of its own
 * kind), the duplicate within a day, hostile posts, the e-mails in the page's language, erasure and
 * retention, and the staff inbox's list and detail.
 */
jest.setTimeout(120_000);

const SITE = 'http://localhost:8080';
const PUBLIC = 'https://contact.robominds.test';
const OFFICE = 'office@robominds.test';
const NOW = Date.parse('2026-11-26T06:00:00Z');
const INSTITUTION = 'Shree Zqx Vidya Mandir';
const CONTACT = 'Meera-Zqx Shah';
const NEXT_STEP = 'The office will call you to talk it through, arrange a visit and send a proposal.';

const mail = withSmtp();

const enquiry = {
  institution: INSTITUTION,
  kind: 'school',
  city: 'Palanpur',
  students: '1,200',
  [labField('robotics-lab')]: 'yes',
  [labField('drone-lab')]: 'yes',
  name: CONTACT,
  role: 'Principal',
  phone: '098250 12345',
  email: 'meera@example.com',
  message: 'We would like a lab by June.',
  consent: 'yes',
  locale: 'en',
  back: '/partnerships',
};

describe.each(bothDatabases())('partnership enquiries on %s', (_name, open) => {
  const bed = withContactServer(open, { origins: [SITE], publicUrl: PUBLIC, staffEmail: OFFICE, start: NOW });

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    bed.app.inject({
      method: 'POST',
      url: '/forms/partnership',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
    });
  const stored = async () =>
    (
      await bed.db.query<{ form: string; email: string; locale: string; fields: Record<string, string> | string }>(
        "SELECT form, email, locale, fields FROM submissions WHERE form = 'partnership' ORDER BY id",
      )
    ).map((row) => ({ ...row, fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields }));
  const deliver = () =>
    new Outbox(bed.db, mail.mailer, {
      officeEmail: OFFICE,
      mailFrom: 'web@robominds.test',
      publicUrl: PUBLIC,
      now: () => new Date(bed.now),
    }).deliverDue();
  const decoded = decodedMail;
  const signedIn = async () => {
    const staff = new StaffStore(bed.db, () => new Date(bed.now));
    await staff.queueLink(OFFICE);
    const [link] = await bed.db.query<{ payload: { token: string } | string }>("SELECT payload FROM outbox WHERE kind = 'staff-sign-in'");
    const payload = typeof link?.payload === 'string' ? (JSON.parse(link.payload) as { token: string }) : link?.payload;
    const signed = await staff.signIn(payload?.token ?? '');
    return { cookie: `staff_session=${signed?.id}`, csrf: signed?.session.csrf ?? '' };
  };

  it('reads the number of students and the phone typed in Devanagari or Gujarati digits, and stores them in Latin ones', async () => {
    const gujarati = await post({ ...enquiry, students: '૧,૨૦૦', phone: '૦૯૮૨૫૦ ૧૨૩૪૫', locale: 'gu', back: '/gu/partnerships' });
    expect(gujarati.statusCode).toBe(200);
    const hindi = await post({ ...enquiry, institution: 'Another Zqx School', students: '१२००', phone: '९८२५० १२३४५', locale: 'hi' });
    expect(hindi.statusCode).toBe(200);
    expect((await stored()).map((row) => [row.fields.students, row.fields.phone])).toEqual([
      ['1200', '+919825012345'],
      ['1200', '+919825012345'],
    ]);
  });

  it('stores a valid enquiry as its own kind and answers its reference and what happens next', async () => {
    const answer = await post(enquiry);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      ok: true,
      message: `Thank you: we have received the enquiry from ${INSTITUTION}. Your reference number is PA-2026-000001. ${NEXT_STEP}`,
    });
    expect(await stored()).toEqual([
      {
        form: 'partnership',
        email: 'meera@example.com',
        locale: 'en',
        fields: {
          institution: INSTITUTION,
          kind: 'school',
          city: 'Palanpur',
          students: '1200',
          labs: 'robotics-lab,drone-lab',
          name: CONTACT,
          role: 'Principal',
          phone: '+919825012345',
          email: 'meera@example.com',
          message: 'We would like a lab by June.',
        },
      },
    ]);
  });

  it('recognises the same institution and address within a day, and answers the first reference', async () => {
    expect((await post(enquiry)).statusCode).toBe(200);
    const again = await post({ ...enquiry, institution: '  shree zqx   VIDYA mandir ', email: 'Meera@Example.com', students: '1300' });
    expect(again.json()).toEqual({
      ok: true,
      message: `We already have this enquiry from ${INSTITUTION}, so it has not been stored again. Your reference number is PA-2026-000001. The office will call you to talk it through.`,
    });
    expect(await stored()).toHaveLength(1);
    // Another address of the same school is another enquiry; so is the same one a day later.
    expect((await post({ ...enquiry, email: 'office@school.example' })).json().message).toContain('PA-2026-000002');
    bed.now += 86_400_000 + 1;
    expect((await post(enquiry)).json().message).toContain('PA-2026-000003');
    expect(await stored()).toHaveLength(3);
  });

  it('refuses a forged kind or lab, a student count out of range or not a number, and CR/LF in a one-line field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...enquiry, kind: 'political-party' }, 'Please choose one of the options offered.'],
      [{ ...enquiry, 'lab-casino-lab': 'yes' }, 'Please choose one of the options offered.'],
      [{ ...enquiry, [labField('drone-lab')]: 'no' }, 'Please choose one of the options offered.'],
      [{ ...enquiry, students: '0' }, 'Please enter the number of students as a whole number, for example 450.'],
      [{ ...enquiry, students: '5000000' }, 'Please enter the number of students as a whole number, for example 450.'],
      [{ ...enquiry, students: 'about 300' }, 'Please enter the number of students as a whole number, for example 450.'],
      [{ ...enquiry, name: 'Meera\r\nBcc: evil@example.net' }, 'Please keep the marked field on one line.'],
      [{ ...enquiry, institution: 'School\nSubject: free' }, 'Please keep the marked field on one line.'],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(fields);
      expect([answer.statusCode, answer.json()]).toEqual([400, { ok: false, message }]);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a bad phone, no consent and a missing field, each with its own message', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { ...enquiry, phone: '12345' },
        'Please enter a mobile number in India: 10 digits starting with 6, 7, 8 or 9, with +91 or 0 before them if you like.',
      ],
      [{ ...enquiry, consent: '' }, 'Please tick the box to confirm that you have read the notice and agree to it.'],
      [{ ...enquiry, city: '' }, REQUIRED_MESSAGE],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(fields);
      expect([answer.statusCode, answer.json()]).toEqual([400, { ok: false, message }]);
    }
    expect(await stored()).toEqual([]);
  });

  it('answers another origin, a field sent twice, JSON and a body too big without storing anything', async () => {
    expect((await post(enquiry, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const twice = await bed.app.inject({
      method: 'POST',
      url: '/forms/partnership',
      payload: `${new URLSearchParams(enquiry).toString()}&kind=government`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.statusCode).toBe(400);
    const json = await bed.app.inject({
      method: 'POST',
      url: '/forms/partnership',
      payload: JSON.stringify(enquiry),
      headers: { 'content-type': 'application/json' },
    });
    expect([json.statusCode, json.json().ok]).toEqual([400, false]);
    expect((await post({ ...enquiry, message: 'x'.repeat(BODY_LIMIT_BYTES) })).statusCode).toBe(413);
    expect((await post({ ...enquiry, institution: 'y'.repeat(151) })).json()).toEqual({
      ok: false,
      message: 'Please shorten the marked field: it is longer than we can accept.',
    });
    expect(await stored()).toEqual([]);
  });

  it('keeps nothing sent through the hidden field or within seconds of the form being shown, and answers it as a person', async () => {
    const person = 'Thank you: your partnership enquiry has been received. The office will call you to talk it through.';
    expect((await post({ ...enquiry, website: 'https://spam.example' })).json()).toEqual({ ok: true, message: person });
    const { token } = (await bed.app.inject({ method: 'GET', url: FORM_TOKEN_PATH })).json() as { token: string };
    expect((await post({ ...enquiry, [FORM_TOKEN_FIELD]: token })).json()).toEqual({ ok: true, message: person });
    expect(await stored()).toEqual([]);
    // The same token after the form's minimum: a person's post, stored.
    bed.now += 5_000;
    expect((await post({ ...enquiry, [FORM_TOKEN_FIELD]: token })).json().message).toContain('PA-2026-000001');
  });

  it('e-mails the contact person in Gujarati from a Gujarati form and tells the office in English', async () => {
    expect((await post({ ...enquiry, locale: 'gu' })).json().message).toBe(
      `આભાર: અમને ${INSTITUTION} ની પૂછપરછ મળી ગઈ છે. તમારો સંદર્ભ નંબર PA-2026-000001 છે. ઓફિસ તમારી સાથે વાત કરવા, મુલાકાત ગોઠવવા અને દરખાસ્ત મોકલવા તમને ફોન કરશે.`,
    );
    expect(await deliver()).toBe(2);
    const toContact = decoded(mail.smtp.received.find((message) => message.to.includes('meera@example.com'))?.raw ?? '');
    for (const expected of [
      'PA-2026-000001',
      'નમસ્તે Meera-Zqx Shah,',
      'સંસ્થાનો પ્રકાર: શાળા',
      'વિદ્યાર્થીઓની સંખ્યા: 1,200',
      'રસ ધરાવતી લેબ: રોબોટિક્સ લેબ, ડ્રોન લેબ',
    ])
      expect(toContact).toContain(expected);
    expect(toContact).toMatch(/^reply-to: office@robominds\.test/im);
    const toOffice = decoded(mail.smtp.received.find((message) => message.to.includes(OFFICE))?.raw ?? '');
    for (const expected of [
      'Reference: PA-2026-000001',
      `Institution: ${INSTITUTION}`,
      'Kind: School',
      'Students: 1,200',
      'Labs of interest: Robotics Lab, Drone Lab',
      `Contact person: ${CONTACT}, Principal`,
      'Phone: +919825012345',
      'Language: Gujarati',
      'We would like a lab by June.',
    ])
      expect(toOffice).toContain(expected);
    expect(toOffice).toMatch(/^reply-to: meera@example\.com/im);
  });

  it('e-mails in Hindi from a Hindi form, and says when no lab was chosen', async () => {
    const { [labField('robotics-lab')]: _robotics, [labField('drone-lab')]: _drone, ...noLabs } = enquiry;
    expect((await post({ ...noLabs, locale: 'hi', kind: 'government' })).statusCode).toBe(200);
    expect(await deliver()).toBe(2);
    const toContact = decoded(mail.smtp.received.find((message) => message.to.includes('meera@example.com'))?.raw ?? '');
    for (const expected of ['इसका संदर्भ नंबर PA-2026-000001 है', 'संस्था का प्रकार: सरकारी संस्था', 'पसंद की लैब: अभी नहीं चुनी'])
      expect(toContact).toContain(expected);
  });

  it('erases an enquiry and its e-mails with the person, and the retention sweep removes old ones', async () => {
    await post(enquiry);
    await post({ ...enquiry, email: 'someone@example.com', institution: 'Other School' });
    const store = new Store(bed.db, () => new Date(bed.now));
    expect(await store.erasePerson('Meera@Example.com')).toEqual({
      contact: 0,
      newsletter: 0,
      waitlist: 0,
      registration: 0,
      partnership: 1,
      mails: 2,
    });
    expect((await stored()).map((row) => row.email)).toEqual(['someone@example.com']);
    bed.now += 366 * 86_400_000;
    expect(await new Store(bed.db, () => new Date(bed.now)).deleteOlderThan(365)).toBe(1);
    expect(await stored()).toEqual([]);
    expect(await bed.db.query('SELECT 1 FROM outbox')).toEqual([]);
  });

  it('writes no personal value in any log line', async () => {
    await post(enquiry);
    await post(enquiry);
    await post({ ...enquiry, phone: '555' });
    const log = loggedText(bed.lines);
    expect(log).toContain('"form":"partnership"');
    for (const value of ['Zqx', 'meera', '98250', 'Palanpur']) expect(log).not.toContain(value);
  });

  it('shows partnerships to staff as their own kind: listed under Partnership enquiries, every field on the detail page, escaped', async () => {
    await post({ ...enquiry, institution: '<script>alert(1)</script> Vidyalaya', message: '<img src=x onerror=alert(1)>' });
    await post({ ...enquiry, institution: 'Other', kind: 'company-csr', email: 'csr@example.com' });
    const { cookie } = await signedIn();
    const inbox = await bed.app.inject({ method: 'GET', url: '/staff', headers: { cookie } });
    expect(inbox.body).toContain('<a href="/staff?form=partnership">Partnership enquiries</a>');
    const list = await bed.app.inject({ method: 'GET', url: '/staff?form=partnership', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('PA-2026-000001: &lt;script&gt;alert(1)&lt;/script&gt; Vidyalaya (School), Palanpur, 1,200 students');
    expect(list.body).toContain('(Company (CSR))');
    expect(list.body).not.toContain('<script>alert(1)');
    const detail = await bed.app.inject({ method: 'GET', url: '/staff/submissions/1', headers: { cookie } });
    expect(detail.statusCode).toBe(200);
    for (const text of [
      'Partnership enquiry PA-2026-000001',
      '<th>Kind</th><td>School</td>',
      '<th>City or district</th><td>Palanpur</td>',
      '<th>Students</th><td>1,200</td>',
      '<th>Labs of interest</th><td>Robotics Lab, Drone Lab</td>',
      `<th>Contact person</th><td>${CONTACT}</td>`,
      '<th>Role</th><td>Principal</td>',
      '<th>Phone</th><td>+919825012345</td>',
      '<th>language</th><td>English</td>',
      '&lt;img src=x onerror=alert(1)&gt;',
      'Re: your partnership enquiry to RoboMinds',
    ])
      expect(detail.body).toContain(text);
    expect(detail.body).not.toContain('<img src=x');
  });

  it('takes a reply from the inbox to the contact person, and to no one else, as on an enquiry', async () => {
    await post(enquiry);
    expect(await deliver()).toBe(2);
    const { cookie, csrf } = await signedIn();
    const answer = await bed.app.inject({
      method: 'POST',
      url: '/staff/submissions/1/answer',
      payload: new URLSearchParams({
        subject: '',
        text: 'Dear Meera,\nWe can visit on Monday.',
        csrf,
        email: 'evil@example.net',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC, cookie },
    });
    expect(answer.statusCode).toBe(303);
    const before = mail.smtp.received.length;
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const replies = mail.smtp.received.slice(before).filter((message) => decodedMail(message.raw).includes('We can visit on Monday.'));
    expect(replies.map((message) => message.to)).toEqual([['meera@example.com']]);
    expect(decodedMail(replies[0]?.raw ?? '')).toContain('Subject: Re: your partnership enquiry to RoboMinds');
    const thread = await bed.app.inject({ method: 'GET', url: '/staff/submissions/1', headers: { cookie } });
    expect(thread.body).toContain('We can visit on Monday.');
    expect(thread.body).toContain('office@robominds.test');
  });
});
