/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import { courseById, type Locale } from 'shared/contracts';
import type { RegistrationValues } from '../contract/forms';
import { Outbox } from './outbox';
import { Store } from './store';
import { StaffStore } from './staff/staff-store';
import { bothDatabases, loggedText, withContactServer, withSmtp } from './fixtures/test-bed';
import { readMail } from './fixtures/smtp';

/**
 * Registrations handled by staff (issue 40, point 2), through the real contact server on both
 * databases: status changes with who and when, two colleagues at once, the refund of a cancelled paid
 * seat at 14, 13, 7 and 6 days, the parent's e-mails in their language through the outbox and a real
 * SMTP server, a course's CSV that no spreadsheet runs as formulas, erasure, and hostile requests.
 */
jest.setTimeout(120_000);

const PUBLIC = 'https://contact.robominds.test';
const OFFICE = 'office@robominds.test';
const COLLEAGUE = 'meera@robominds.test';
// 25 November 2026, 15:30 in India.
const NOW = Date.parse('2026-11-25T10:00:00Z');
const DAY = 86_400_000;

const mail = withSmtp();

describe.each(bothDatabases())('staff handling registrations on %s', (_name, open) => {
  const bed = withContactServer(open, { origins: [], publicUrl: PUBLIC, staffEmail: OFFICE, start: NOW });
  const clock = () => new Date(bed.now);

  /** Stores a registration as the form would (the form's own checks are registration.test.ts's). */
  const register = async (values: Partial<RegistrationValues> = {}, locale: Locale = 'en', course = 'blockzie') => {
    const outcome = await new Store(bed.db, clock).register(
      courseById(course)!,
      {
        course,
        childName: 'Vihaan-Zqx Mehta',
        grade: '4',
        parentName: 'Nirali-Zqx Mehta',
        phone: '+919825012345',
        email: 'nirali@example.com',
        startMonth: '2026-12',
        consent: 'yes',
        ...values,
      } as RegistrationValues,
      { locale },
    );
    // The registration's own e-mails (office, confirmation) are registration.test.ts's: out of the way here.
    await bed.db.query('UPDATE outbox SET sent_at = now()');
    return outcome.registration;
  };

  /** A staff session, as the sign-in link gives one. */
  const signIn = async (email = OFFICE) => {
    const staff = new StaffStore(bed.db, clock);
    await staff.queueLink(email);
    const [link] = await bed.db.query<{ payload: { token: string } | string }>(
      "SELECT payload FROM outbox WHERE kind = 'staff-sign-in' AND sent_at IS NULL ORDER BY id DESC LIMIT 1",
    );
    await bed.db.query("UPDATE outbox SET sent_at = now() WHERE kind = 'staff-sign-in'");
    const payload = typeof link?.payload === 'string' ? (JSON.parse(link.payload) as { token: string }) : link?.payload;
    const session = await staff.signIn(payload?.token ?? '');
    return { cookie: `staff_session=${session?.id}`, csrf: session?.session.csrf ?? '' };
  };

  type Staff = Awaited<ReturnType<typeof signIn>>;
  const page = (who: Staff | null, url: string) => bed.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const change = (who: Staff | null, id: number, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    bed.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/status`,
      payload: new URLSearchParams({ ...(who ? { csrf: who.csrf } : {}), ...fields }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: PUBLIC,
        ...(who ? { cookie: who.cookie } : {}),
        ...headers,
      },
    });
  const statusOf = async (id: number) =>
    (await bed.db.query<{ status: string }>('SELECT status FROM registrations WHERE id = $1', [id]))[0]?.status;
  const changes = () =>
    bed.db.query<Record<string, unknown>>(
      `SELECT registration_id, from_status, to_status, staff_email, at, start_date, days_before, refund_percent, refund_paise
       FROM registration_changes ORDER BY id`,
    );
  const deliver = () =>
    new Outbox(bed.db, mail.mailer, { officeEmail: OFFICE, mailFrom: 'web@robominds.test', publicUrl: PUBLIC, now: clock }).deliverDue();
  const mailTo = (address: string) => mail.smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));
  /** The India date `days` after NOW's. */
  const daysAhead = (days: number) => new Date(NOW + days * DAY + 330 * 60_000).toISOString().slice(0, 10);

  it('confirms a seat with a start date, records who and when, and e-mails the parent in Hindi how payment is arranged', async () => {
    const registration = await register({}, 'hi');
    const office = await signIn();
    const before = await page(office, `/staff/registrations/${registration.id}`);
    expect(before.statusCode).toBe(200);
    for (const text of ['Registration RM-2026-000001', 'Vihaan-Zqx Mehta, grade 4', '+919825012345', 'Hindi', 'new', '1 December 2026'])
      expect(before.body).toContain(text);
    expect(before.body).toContain('the first day of the preferred start month');

    const confirmed = await change(office, registration.id, { from: 'new', to: 'confirmed', start_date: '2026-12-07' });
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, `/staff/registrations/${registration.id}`]);
    expect(await changes()).toEqual([
      expect.objectContaining({
        registration_id: 1,
        from_status: 'new',
        to_status: 'confirmed',
        staff_email: OFFICE,
        start_date: '2026-12-07',
        refund_percent: null,
      }),
    ]);
    expect(new Date((await changes())[0]?.at as string).getTime()).toBe(NOW);
    const after = await page(office, `/staff/registrations/${registration.id}`);
    expect(after.body).toContain(`<td>2026-11-25 15:30 IST</td><td>${OFFICE}</td><td>new → confirmed; start date 7 December 2026</td>`);
    expect(after.body).toContain('7 December 2026 (recorded by the office)');

    expect(await deliver()).toBe(1);
    const [toParent] = mailTo('nirali@example.com');
    expect(toParent?.subject).toBe('Vihaan-Zqx Mehta की सीट की पुष्टि हो गई: Blockzie: ब्लॉक जोड़कर कोडिंग, RM-2026-000001');
    for (const text of [
      'नमस्ते Nirali-Zqx Mehta,',
      'Blockzie: ब्लॉक जोड़कर कोडिंग में Vihaan-Zqx Mehta की सीट की पुष्टि हो गई है। आपका संदर्भ नंबर RM-2026-000001 है।',
      'कोर्स 7 दिसंबर 2026 को शुरू होगा।',
      'भुगतान कैसे करें: कार्यालय आपको ₹599 के भुगतान का लिंक भेजेगा, जो पूरे कोर्स का शुल्क है। वेबसाइट पर कोई भुगतान नहीं लिया जाता।',
      'शुरुआत से 7 से 13 दिन पहले: 50 % फ़ीस वापस।',
    ])
      expect(toParent?.text).toContain(text);

    // Paid: recorded, no e-mail (the office took the fee itself).
    expect((await change(office, registration.id, { from: 'confirmed', to: 'paid' })).statusCode).toBe(303);
    expect(await statusOf(registration.id)).toBe('paid');
    expect(await deliver()).toBe(0);
  });

  it('puts a registration on the waitlist, confirms it later without a date and says the month in Gujarati', async () => {
    const registration = await register({}, 'gu');
    const office = await signIn();
    expect((await change(office, registration.id, { from: 'new', to: 'waitlisted' })).statusCode).toBe(303);
    expect(await deliver()).toBe(0);
    // The list shows one status at a time when asked (what is still new, who waits for a seat).
    expect((await page(office, '/staff/registrations?status=waitlisted')).body).toContain('>RM-2026-000001</a>');
    const fresh = await page(office, '/staff/registrations?status=new');
    expect(fresh.body).not.toContain('RM-2026-000001');
    expect(fresh.body).toContain('No new registrations.');
    expect((await page(office, '/staff/registrations?status=bogus')).body).toContain('>RM-2026-000001</a>');
    expect((await change(office, registration.id, { from: 'waitlisted', to: 'confirmed', start_date: '' })).statusCode).toBe(303);
    expect(await deliver()).toBe(1);
    const [toParent] = mailTo('nirali@example.com');
    expect(toParent?.text).toContain('કોર્સ ડિસેમ્બર 2026 માં શરૂ થશે; પહેલા પાઠનો દિવસ ઓફિસ તમને જણાવશે.');
    expect(toParent?.text).toContain('ચુકવણી કેવી રીતે કરવી: ઓફિસ તમને ₹599 ની ચુકવણીની લિંક મોકલશે');
    expect((await changes()).map((row) => `${String(row.from_status)}->${String(row.to_status)}`)).toEqual([
      'new->waitlisted',
      'waitlisted->confirmed',
    ]);
  });

  it.each([
    [14, 100, 59_900, '₹599 (100 % of ₹599)'],
    [13, 50, 29_950, '₹299.50 (50 % of ₹599)'],
    [7, 50, 29_950, '₹299.50 (50 % of ₹599)'],
    [6, 0, 0, null],
  ])(
    'cancelling a paid seat %i days before the start shows %i %% first, records it and tells the parent',
    async (days, percent, paise, said) => {
      const registration = await register();
      const office = await signIn();
      const start = daysAhead(days);
      await change(office, registration.id, { from: 'new', to: 'confirmed', start_date: start });
      await change(office, registration.id, { from: 'confirmed', to: 'paid' });
      await deliver();
      mail.smtp.received.length = 0;

      // Shown first: nothing is cancelled until the confirmation is pressed.
      const shown = await change(office, registration.id, { from: 'paid', to: 'cancelled' });
      expect(shown.statusCode).toBe(200);
      const refundText = /<p id="refund">([^<]*)/.exec(shown.body)?.[1];
      const startSaid = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${start}T00:00:00Z`),
      );
      expect(refundText).toContain(
        `Cancelling today, ${days} days before the start on ${startSaid}, gives a ${percent} % refund: ${percent ? (said ?? '').split(' (')[0] : '₹0'} of ₹599.`,
      );
      expect(await statusOf(registration.id)).toBe('paid');

      const cancelled = await change(office, registration.id, {
        from: 'paid',
        to: 'cancelled',
        confirm: 'yes',
        refund_percent: String(percent),
      });
      expect(cancelled.statusCode).toBe(303);
      expect(await statusOf(registration.id)).toBe('cancelled');
      expect((await changes()).at(-1)).toMatchObject({
        from_status: 'paid',
        to_status: 'cancelled',
        staff_email: OFFICE,
        start_date: start,
        days_before: days,
        refund_percent: percent,
        refund_paise: paise,
      });
      expect((await page(office, `/staff/registrations/${registration.id}`)).body).toContain(
        `paid → cancelled; refund ${percent ? (said ?? '').split(' (')[0] : '₹0'} (${percent} %), ${days} days before the start on ${startSaid}`,
      );

      expect(await deliver()).toBe(1);
      const [toParent] = mailTo('nirali@example.com');
      expect(toParent?.subject).toBe('Registration cancelled: Blockzie: Coding with Blocks, RM-2026-000001');
      expect(toParent?.text).toContain(
        'The registration of Vihaan-Zqx Mehta for Blockzie: Coding with Blocks (reference number RM-2026-000001) is cancelled.',
      );
      expect(toParent?.text).toContain(
        said
          ? `Refund: ${said}, as the cancellation policy gives for a cancellation ${days} days before the start on ${startSaid}. The office will pay it back the way you paid`
          : `The cancellation policy gives no refund for a cancellation 6 days before the start on ${startSaid}.`,
      );
    },
  );

  it('counts the refund from the preferred month’s first day when no date was recorded, and re-shows a refund that moved overnight', async () => {
    // Preferred start January 2027: on 18 December (17:30 in India) that is 14 days ahead.
    bed.now = Date.parse('2026-12-18T12:00:00Z');
    const registration = await register({ startMonth: '2027-01' });
    const office = await signIn();
    await change(office, registration.id, { from: 'new', to: 'confirmed' });
    await change(office, registration.id, { from: 'confirmed', to: 'paid' });
    const shown = await change(office, registration.id, { from: 'paid', to: 'cancelled' });
    expect(shown.body).toContain('Cancelling today, 14 days before the start on 1 January 2027, gives a 100 % refund: ₹599 of ₹599.');
    // The page stays open past midnight in India (the session lasts 8 hours): 13 days now, 50 %.
    // Nothing is recorded; the new refund is shown.
    bed.now = Date.parse('2026-12-18T18:30:00Z');
    const late = await change(office, registration.id, { from: 'paid', to: 'cancelled', confirm: 'yes', refund_percent: '100' });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('The refund is not the one shown before (a day has passed)');
    expect(late.body).toContain('Cancelling today, 13 days before the start on 1 January 2027, gives a 50 % refund: ₹299.50 of ₹599.');
    expect(await statusOf(registration.id)).toBe('paid');
  });

  it('cancels an unpaid seat with no refund, in Gujarati, and keeps a cancelled registration final', async () => {
    const registration = await register({}, 'gu');
    const office = await signIn();
    const shown = await change(office, registration.id, { from: 'new', to: 'cancelled' });
    expect(shown.body).toContain('Nothing has been paid for this seat, so there is no refund.');
    expect((await change(office, registration.id, { from: 'new', to: 'cancelled', confirm: 'yes' })).statusCode).toBe(303);
    expect((await changes()).at(-1)).toMatchObject({ to_status: 'cancelled', refund_percent: null, refund_paise: null });
    await deliver();
    const [toParent] = mailTo('nirali@example.com');
    expect(toParent?.subject).toBe('નોંધણી રદ: Blockzie: બ્લોક્સ વડે કોડિંગ, RM-2026-000001');
    expect(toParent?.text).toContain('આ બેઠક માટે કોઈ ચુકવણી થઈ ન હતી, તેથી તમારે કંઈ ચૂકવવાનું નથી.');
    const again = await change(office, registration.id, { from: 'cancelled', to: 'confirmed' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('A cancelled registration is final: it cannot change.');
    expect((await page(office, `/staff/registrations/${registration.id}`)).body).not.toContain('name="to"');
  });

  it('lets one of two colleagues acting at once change a registration, and tells the other who did and when', async () => {
    const registration = await register();
    const office = await signIn();
    const meera = await signIn(COLLEAGUE);
    const [first, second] = await Promise.all([
      change(office, registration.id, { from: 'new', to: 'confirmed' }),
      change(meera, registration.id, { from: 'new', to: 'waitlisted' }),
    ]);
    const answers = [first, second].map((answer) => answer.statusCode).sort();
    expect(answers).toEqual([303, 409]);
    const rows = await changes();
    expect(rows).toHaveLength(1);
    const winner = rows[0]?.staff_email;
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.body).toContain(
      `Already changed by ${String(winner)} at 2026-11-25 15:30 IST: it is now ${String(rows[0]?.to_status)}. Nothing was changed`,
    );
    expect(await statusOf(registration.id)).toBe(rows[0]?.to_status);

    // Later, from a page opened before the change: the same answer, naming who.
    bed.now += 60_000;
    const stale = await change(meera, registration.id, { from: 'new', to: 'cancelled', confirm: 'yes' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(`Already changed by ${String(winner)} at 2026-11-25 15:30 IST`);
    expect(await changes()).toHaveLength(1);
  });

  it('refuses the signed out, a missing CSRF token, another origin, forged ids and a status not allowed, changing nothing', async () => {
    const registration = await register({ childName: '<script>alert(1)</script>' });
    const office = await signIn();
    for (const url of [`/staff/registrations/${registration.id}`, '/staff/registrations.csv?course=blockzie']) {
      const signedOut = await page(null, url);
      expect([signedOut.statusCode, signedOut.headers.location]).toEqual([303, '/staff/sign-in']);
    }
    const noSession = await change(null, registration.id, { from: 'new', to: 'confirmed' });
    expect([noSession.statusCode, noSession.headers.location]).toEqual([303, '/staff/sign-in']);
    const noCsrf = await change({ ...office, csrf: '' }, registration.id, { from: 'new', to: 'confirmed' });
    expect(noCsrf.statusCode).toBe(403);
    const wrongCsrf = await change({ ...office, csrf: 'x'.repeat(32) }, registration.id, { from: 'new', to: 'confirmed' });
    expect(wrongCsrf.statusCode).toBe(403);
    const elsewhere = await change(office, registration.id, { from: 'new', to: 'confirmed' }, { origin: 'https://evil.example' });
    expect(elsewhere.statusCode).toBe(403);
    for (const id of ['999', '0', 'abc', '1e3', '-1', '1%20OR%201=1', '9999999999']) {
      const opened = await page(office, `/staff/registrations/${id}`);
      expect([id, opened.statusCode]).toEqual([id, 404]);
      expect(opened.body).toContain('That registration does not exist (it may have been erased).');
      const posted = await bed.app.inject({
        method: 'POST',
        url: `/staff/registrations/${id}/status`,
        payload: new URLSearchParams({ csrf: office.csrf, from: 'new', to: 'confirmed' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC, cookie: office.cookie },
      });
      expect([id, posted.statusCode]).toEqual([id, 404]);
    }
    const skipped = await change(office, registration.id, { from: 'new', to: 'paid' });
    expect([skipped.statusCode, skipped.body.includes('A new registration cannot become paid.')]).toEqual([400, true]);
    for (const to of ['refunded', '', 'NEW', 'confirmed\r\nX: y']) {
      const odd = await change(office, registration.id, { from: 'new', to });
      expect([to, odd.statusCode]).toEqual([to, 400]);
      expect(odd.body).toContain('That is not a status a registration can have.');
    }
    const badDate = await change(office, registration.id, { from: 'new', to: 'confirmed', start_date: '2027-02-30' });
    expect([badDate.statusCode, badDate.body.includes('The start date must be a real date')]).toEqual([400, true]);
    expect(await statusOf(registration.id)).toBe('new');
    expect(await changes()).toEqual([]);
    // What the parent typed is shown as text.
    const shown = await page(office, `/staff/registrations/${registration.id}`);
    expect(shown.body).not.toContain('<script>alert(1)</script>');
    expect(shown.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // No personal value in the log of all this.
    for (const value of ['Zqx', 'nirali', '98250', 'script']) expect(loggedText(bed.lines)).not.toContain(value);
  });

  it('exports a course’s registrations as CSV no spreadsheet runs as formulas, with Hindi names intact', async () => {
    const hostile = ["=cmd|' /C calc'!A0", '+SUM(1,2)', '-2+3', '@SUM(1)', '\tTabbed', '\rReturned', 'Say "hi", then =1', 'आरव शर्मा'];
    for (const [index, childName] of hostile.entries()) await register({ childName, phone: `+9198250${String(index).padStart(5, '0')}` });
    await register({ childName: 'Other Course Child', grade: '7' }, 'en', 'iot');
    const office = await signIn();
    const exported = await page(office, '/staff/registrations.csv?course=blockzie');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="registrations-blockzie-2026-11-25.csv"');
    expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"reference","received (UTC)","course","price (INR)","child","grade","parent or guardian","phone","email","preferred start","start date","language","status","refund (INR)","notice","consented (UTC)"',
    );
    const children = lines.slice(1, -1).map((line) => /^"[^"]*","[^"]*","[^"]*","[^"]*",("(?:[^"]|"")*")/.exec(line)?.[1]);
    expect(children).toEqual([
      "\"'=cmd|' /C calc'!A0\"",
      '"\'+SUM(1,2)"',
      '"\'-2+3"',
      '"\'@SUM(1)"',
      '"\'\tTabbed"',
      '"\'\rReturned"',
      '"Say ""hi"", then =1"',
      '"आरव शर्मा"',
    ]);
    expect(exported.body).not.toContain('Other Course Child');
    // A phone starts with +: neutralised too, as every such cell is.
    expect(lines[1]).toContain('"\'+919825000000"');
    expect(lines.at(-1)).toBe('');

    const unknown = await page(office, '/staff/registrations.csv?course=free-robot');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('There is no such course. Choose one of: blockzie, iot, ar-link.');
  });

  it('lists ten thousand registrations a page at a time, opens one with its history, and exports a course of them', async () => {
    await bed.db.query(
      `INSERT INTO registrations (course_id, course_name, price_inr, child_name, child_grade, parent_name, phone, email, start_month,
         notice_version, consented_at, created_at)
       SELECT (ARRAY['blockzie', 'iot', 'ar-link'])[1 + i % 3], 'Course ' || i % 3, 599, 'Child ' || i, 4, 'Parent ' || i,
         '+9198250' || lpad(i::text, 5, '0'), 'p' || i || '@example.com', '2026-12', 'x', now(), now() - i * interval '1 minute'
       FROM generate_series(1, 10000) AS i`,
    );
    await bed.db.query(
      `INSERT INTO registration_changes (registration_id, from_status, to_status, staff_email, at)
       SELECT id, 'new', 'waitlisted', 'office@robominds.test', now() FROM registrations WHERE id % 2 = 0`,
    );
    const office = await signIn();
    const list = await page(office, '/staff/registrations?page=2');
    expect(list.body).toContain('Page 2 of 200 (10000 in all)');
    expect(list.body.match(/<tr><td><a href="\/staff\/registrations\/\d+">/g)).toHaveLength(50);
    const one = await page(office, '/staff/registrations/5000');
    expect(one.body).toContain('new → waitlisted');
    const csv = await page(office, '/staff/registrations.csv?course=iot');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 3334);
  });

  it('erases the history with the person, and the retention sweep removes it with old registrations', async () => {
    const first = await register();
    const second = await register({ email: 'someone@example.com', childName: 'Other Child', phone: '+919876543210' });
    const office = await signIn();
    await change(office, first.id, { from: 'new', to: 'confirmed' });
    await change(office, second.id, { from: 'new', to: 'waitlisted' });
    expect(await changes()).toHaveLength(2);
    const store = new Store(bed.db, clock);
    expect(await store.erasePerson('Nirali@Example.com')).toMatchObject({ registration: 1 });
    expect((await changes()).map((row) => row.registration_id)).toEqual([second.id]);
    // The parent's seat e-mail went with them too.
    expect(await bed.db.query('SELECT 1 FROM outbox WHERE registration_id = $1', [first.id])).toEqual([]);
    bed.now += 366 * DAY;
    expect(await new Store(bed.db, clock).deleteOlderThan(365)).toBe(1);
    expect(await changes()).toEqual([]);
  });
});
