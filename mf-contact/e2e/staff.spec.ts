import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from 'shared/e2e';
import { readMail, startSmtp, type TestSmtp } from '../server/fixtures/smtp';
import { TimeTokens } from '../server/time-token';
import { startMonths } from '../contract/registration-rules';

/**
 * The staff inbox end to end, as the office uses it (issue 40, "## Tests"): in Chromium, sign in by
 * the link e-mailed to a staff address, confirm a parent's registration, mark it paid, cancel it with
 * the refund shown first and recorded on the second press, answer an enquiry and see the answer in its
 * thread as sent, and export a course's CSV; every e-mail read where it arrives, at a real SMTP server
 * in this test. Then what a forged or stale reply gets.
 *
 * The site the root config starts has no staff list and no SMTP, so this spec starts a contact server
 * of its own, as `npm run contact-server -w mf-contact` runs it (tsx, server/main.ts), with its data in
 * a temporary folder, STAFF_EMAILS, SMTP_URL pointing at the SMTP server here and the form limits
 * lifted, on PORT_BASE+40 (SMTP on +41): the site uses PORT_BASE to +6 (shared/server/ports.cjs), and
 * every copy of the site on this machine has its own PORT_BASE, so nothing else listens there. The
 * parent and the visitor post the real forms to it with a valid time token (FORM_TOKEN_SECRET is this
 * test's, so the token is made as the server makes one, issued a minute before the post: a form filled
 * in a minute, not one sent too fast to be a person).
 */
const { startNode } = require('shared/test-server') as {
  startNode: (
    script: string,
    options: { env: Record<string, string>; port: number; nodeArgs: string[] },
  ) => Promise<{ stop(): Promise<void>; output(): string }>;
};

const portBase = Number(process.env.PORT_BASE || 8080);
const CONTACT_PORT = portBase + 40;
const SMTP_PORT = portBase + 41;
const INBOX = `http://localhost:${CONTACT_PORT}`;
/** The site's origin: the forms are posted from its pages. */
const SITE = `http://localhost:${portBase}`;
const STAFF = 'office@robominds.test';
const OFFICE = 'admissions@robominds.test';
const SECRET = randomBytes(24).toString('hex');

const PARENT = { child: 'Riya Mehta', parent: 'Meera Mehta', email: 'meera.mehta@example.com' };
const VISITOR = { name: 'Asha Patel', email: 'asha.patel@example.com' };
const QUESTION = 'Is there a June batch for a child in grade 6?\nWe live near the lab <and> can come on Saturdays.';
const ANSWER = 'Dear Asha,\nYes: the June batch meets on Saturdays at 10:00. Reply to this e-mail to book a trial class.';

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
/** The date in India `days` from now, as YYYY-MM-DD (the inbox counts refunds in India's days). */
const indiaDate = (days: number) => new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);
/** Whole days from today in India to `isoDate` (a test running across India's midnight counts one fewer). */
const daysUntil = (isoDate: string) => Math.round((Date.parse(isoDate) - Date.parse(indiaDate(0))) / DAY_MS);
/** How the inbox writes a date: 6 December 2026. */
const dayName = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

let smtp: TestSmtp;
let server: { stop(): Promise<void>; output(): string } | null = null;
let dataDir = '';
let visitor: APIRequestContext;
let reference = '';
/** The staff session's cookie, kept from the sign-in for the tests after it. */
let signedIn: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>> = [];

/** The mails that arrived for `address`, decoded as a mail client shows them (its lines end in CRLF on the wire). */
const mailsTo = (address: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => readMail(mail.raw))
    .map(({ subject, text }) => ({ subject, text: text.replace(/\r\n/g, '\n') }));

/** Waits until `count` mails have arrived for `address` (the outbox sends them when nudged) and answers the last. */
async function mailArrives(address: string, count: number) {
  await expect.poll(() => mailsTo(address).length, { message: `mail number ${count} to ${address}`, timeout: 20_000 }).toBe(count);
  return mailsTo(address)[count - 1]!;
}

/** A form posted as the site's page posts it (its origin, urlencoded, a time token issued a minute ago). */
async function postForm(form: string, fields: Record<string, string>) {
  const token = new TimeTokens(SECRET, () => Date.now() - 60_000).mint();
  const answer = await visitor.post(`${INBOX}/forms/${form}`, {
    headers: { origin: SITE, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ ...fields, form_token: token, website: '' }).toString(),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { ok: boolean; message: string };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startSmtp({ port: SMTP_PORT });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-staff-'));
  server = await startNode(path.resolve(__dirname, '..', 'server', 'main.ts'), {
    nodeArgs: ['--import', 'tsx'],
    port: CONTACT_PORT,
    env: {
      CONTACT_PORT: String(CONTACT_PORT),
      CONTACT_HOST: '127.0.0.1',
      CONTACT_PUBLIC_URL: INBOX,
      CONTACT_DATA_DIR: dataDir,
      // Empty is unset: a developer's DATABASE_URL or REDIS_URL is never this test's database.
      DATABASE_URL: '',
      REDIS_URL: '',
      SITE_ORIGINS: SITE,
      STAFF_EMAILS: STAFF,
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: OFFICE,
      MAIL_FROM: 'website@robominds.test',
      FORM_TOKEN_SECRET: SECRET,
      CONTACT_RATE_LIMIT: '1000',
      CONTACT_GLOBAL_PER_MINUTE: '100000',
      CONTACT_OFFICE_MAILS_PER_PERIOD: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  visitor = await playwrightRequest.newContext();

  // A parent registers their child in Hindi, and a visitor asks a question, as the site's forms send them.
  const registered = await postForm('registration', {
    course: 'blockzie',
    childName: PARENT.child,
    grade: '4',
    parentName: PARENT.parent,
    phone: '+91 98250 12345',
    email: PARENT.email,
    // The first month the form offers.
    startMonth: startMonths(new Date())[0]!,
    consent: 'yes',
    locale: 'hi',
    back: '/courses/blockzie/enrol',
  });
  reference = /RM-\d{4}-\d{6,}/.exec(registered.message)?.[0] ?? '';
  expect(reference, registered.message).not.toBe('');
  const asked = await postForm('contact', {
    name: VISITOR.name,
    email: VISITOR.email,
    phone: '',
    subject: 'Registration',
    message: QUESTION,
    locale: 'en',
    back: '/contact',
  });
  expect(asked.ok).toBe(true);
  // The parent's receipt of the registration arrives before anything else is done.
  await mailArrives(PARENT.email, 1);
});

test.afterAll(async () => {
  await visitor?.dispose();
  await server?.stop();
  await smtp?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// The contact server serves no favicon (the inbox is not the site): the browser's own request for one
// would be logged as a failed load, which is not what these tests are about.
test.beforeEach(async ({ page }) => {
  await page.route(`${INBOX}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
});

/** Opens `url` in the inbox as the staff member signed in by the first test. */
async function asStaff(page: Page, url: string) {
  expect(signedIn, 'the sign-in test ran first').not.toHaveLength(0);
  await page.context().addCookies(signedIn);
  await page.goto(`${INBOX}${url}`);
}

test('the office signs in with the link e-mailed to a staff address', async ({ page }) => {
  await page.goto(`${INBOX}/staff`);
  await expect(page).toHaveURL(`${INBOX}/staff/sign-in`);
  await page.getByLabel('Your staff e-mail address').fill('Office@RoboMinds.test');
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('If this address is on the staff list, a sign-in link is on its way.');

  const mail = await mailArrives(STAFF, 1);
  const link = /http:\/\/\S+\/staff\/sign-in\/confirm\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
  expect(link.startsWith(`${INBOX}/staff/sign-in/confirm?token=`), mail.text).toBe(true);
  // Opening the link signs nobody in (a mail scanner opens links too): the button does.
  await page.goto(link);
  expect(await page.context().cookies()).toHaveLength(0);
  await page.getByRole('button', { name: 'Sign in to the inbox' }).click();
  await expect(page).toHaveURL(`${INBOX}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText(STAFF, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: VISITOR.email })).toContainText('Is there a June batch');
  signedIn = await page.context().cookies();
  expect(signedIn.map((cookie) => [cookie.name, cookie.httpOnly, cookie.sameSite])).toEqual([['staff_session', true, 'Strict']]);
});

test('a registration is confirmed, paid, cancelled with a 50 % refund, and exported', async ({ page }) => {
  await asStaff(page, '/staff');
  await page.getByRole('link', { name: 'Course registrations' }).click();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Registration ${reference}` })).toBeVisible();
  const field = (label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(field('Child')).toContainText(`${PARENT.child}, grade 4`);
  await expect(field('Language')).toContainText('Hindi');
  await expect(field('Status')).toContainText('new');

  // Confirmed with a start date 10 days ahead: a cancellation now falls in the 7-to-13-day band (50 %).
  const start = indiaDate(10);
  await page.getByLabel(/Course start date/).fill(start);
  await page.getByRole('button', { name: 'Confirm the seat and e-mail the parent' }).click();
  await expect(field('Status')).toContainText('confirmed');
  const history = page.getByRole('table').last();
  await expect(history.getByRole('row').filter({ hasText: 'new → confirmed' })).toContainText(
    `${STAFF}new → confirmed; start date ${dayName(start)}`,
  );
  const confirmed = await mailArrives(PARENT.email, 2);
  expect(confirmed.subject).toBe(`${PARENT.child} की सीट की पुष्टि हो गई: Blockzie: ब्लॉक जोड़कर कोडिंग, ${reference}`);
  expect(confirmed.text).toContain(`नमस्ते ${PARENT.parent},`);
  expect(confirmed.text).toContain('भुगतान कैसे करें: कार्यालय आपको ₹599 के भुगतान का लिंक भेजेगा');

  await page.getByRole('button', { name: 'Mark paid (the office has received the fee)' }).click();
  await expect(field('Status')).toContainText('paid');

  // The first press shows the refund and changes nothing; the second cancels and records it.
  await page.getByRole('button', { name: 'Cancel the registration…' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Cancel ${reference}?` })).toBeVisible();
  await expect(page.locator('#refund')).toContainText(
    `Cancelling today, ${daysUntil(start)} days before the start on ${dayName(start)}, gives a 50 % refund: ₹299.50 of ₹599.`,
  );
  expect(mailsTo(PARENT.email)).toHaveLength(2);
  await page.getByRole('button', { name: 'Cancel the registration and e-mail the parent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Registration ${reference}` })).toBeVisible();
  await expect(field('Status')).toContainText('cancelled');
  const cancelledRow = history.getByRole('row').filter({ hasText: 'paid → cancelled' });
  await expect(cancelledRow).toContainText(
    `${STAFF}paid → cancelled; refund ₹299.50 (50 %), ${daysUntil(start)} days before the start on ${dayName(start)}`,
  );
  // When: today in India, as the history says (a minute's date is enough to know it was now).
  await expect(cancelledRow.getByRole('cell').first()).toContainText(`${indiaDate(0)} `);
  await expect(cancelledRow.getByRole('cell').first()).toContainText(' IST');
  await expect(page.getByText('A cancelled registration is final: nothing more can change.')).toBeVisible();

  const cancelled = await mailArrives(PARENT.email, 3);
  expect(cancelled.subject).toBe(`पंजीकरण रद्द: Blockzie: ब्लॉक जोड़कर कोडिंग, ${reference}`);
  expect(cancelled.text).toContain(`Blockzie: ब्लॉक जोड़कर कोडिंग के लिए ${PARENT.child} का पंजीकरण (संदर्भ नंबर ${reference}) रद्द कर दिया गया है।`);
  expect(cancelled.text).toContain('फ़ीस वापसी: ₹299.50 (₹599 का 50 %)');
  expect(smtp.received.filter((mail) => mail.to.includes(PARENT.email)).every((mail) => mail.to.length === 1)).toBe(true);

  // The course's CSV, as the office downloads it.
  await page.getByRole('link', { name: 'Back to the registrations' }).click();
  await page.getByLabel('Export a course’s registrations as CSV').selectOption('blockzie');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^registrations-blockzie-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  // Every cell quoted (csv.ts: no cell a spreadsheet would run as a formula).
  const row = csv.split('\r\n').find((line) => line.startsWith(`"${reference}"`)) ?? '';
  expect(row).toContain(`"${PARENT.child}","4","${PARENT.parent}"`);
  expect(row).toContain(`"${PARENT.email}"`);
  expect(row).toContain(`"${start}","Hindi","cancelled","299.50"`);
});

test('an enquiry is answered from the inbox: the thread shows the answer sent, and the visitor gets it quoting their message', async ({
  page,
}) => {
  await asStaff(page, '/staff');
  await page.getByRole('link', { name: VISITOR.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^contact #\d+$/ })).toBeVisible();
  await expect(page.getByText(`To ${VISITOR.email}, from the website's address`)).toBeVisible();
  await page.getByLabel('Answer', { exact: true }).fill(ANSWER);
  await page.getByRole('button', { name: 'Send answer' }).click();

  const thread = page.getByRole('list').filter({ hasText: 'the visitor, from the website' });
  const reply = thread.getByRole('listitem').nth(1);
  await expect(reply).toContainText('Yes: the June batch meets on Saturdays at 10:00.');
  await expect(reply).toContainText(new RegExp(`^Re: Registration by ${STAFF}, \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} IST, `));
  // The outbox sends it within moments; the page says so once it has (reloaded as the office would).
  await expect(async () => {
    await page.reload();
    await expect(reply).toContainText(/, sent \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: 'status' }).last()).toContainText('handled');

  const mail = await mailArrives(VISITOR.email, 1);
  expect(smtp.received.filter((sent) => sent.to.includes(VISITOR.email)).map((sent) => sent.to)).toEqual([[VISITOR.email]]);
  expect(mail.subject).toBe('Re: Registration');
  expect(mail.text).toContain(ANSWER);
  // Their own message quoted below the answer, as text.
  expect(mail.text).toMatch(
    /On \d{1,2} \w+ \d{4}, you wrote:\n> Is there a June batch for a child in grade 6\?\n> We live near the lab <and> can come on Saturdays\./,
  );
});

test.describe('refused replies', () => {
  // Each refusal is a page with status 403 or 404, which the browser logs as a failed load.
  test.use({ allowConsole: /Failed to load resource: the server responded with a status of 40[34]/ });

  test('a reply without the CSRF field, from another site, or to an enquiry that is not there sends nothing', async ({ page }) => {
    await asStaff(page, '/staff');
    await page.getByRole('link', { name: VISITOR.name }).click();
    const enquiryUrl = page.url();
    const sentBefore = smtp.received.length;

    // The form with its CSRF field taken out: refused with a page that says what to do.
    await page.locator('form[action$="/answer"] input[name="csrf"]').evaluate((input) => input.remove());
    await page.getByLabel('Answer', { exact: true }).fill('Forged: no CSRF field');
    const [noCsrf] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/answer')),
      page.getByRole('button', { name: 'Send answer' }).click(),
    ]);
    expect(noCsrf.status()).toBe(403);
    await expect(page.getByRole('status')).toHaveText('This form was out of date. Please go back, reload the page and try again.');

    // The same form, with its CSRF token, sent by a page of another site the staff member has open.
    await page.goto(enquiryUrl);
    const action = await page.locator('form[action$="/answer"]').getAttribute('action');
    const csrf = await page.locator('form[action$="/answer"] input[name="csrf"]').inputValue();
    await page.route('http://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Prize</title><form method="post" action="${INBOX}${action}">
          <input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="text" value="Forged from another site">
          <button>Claim your prize</button></form>`,
      }),
    );
    await page.goto('http://elsewhere.example/prize');
    await page.getByRole('button', { name: 'Claim your prize' }).click();
    await expect(page).toHaveURL(`${INBOX}${action}`);
    // Refused by the server's origin check before the inbox sees it. Today that check answers the
    // forms' JSON ("This site may not send forms here."); the inbox's own refusal page says "This page
    // may only be sent from the inbox itself.". Either tells the person it was refused.
    await expect(page.locator('body')).toContainText(
      /This site may not send forms here\.|This page may only be sent from the inbox itself\./,
    );

    // The inbox's form sent for an enquiry id that does not exist (erased, or forged), with the
    // session's cookie and CSRF token, from the inbox's origin: refused, nothing queued. (The server
    // answers an empty 404 here, which Chromium shows as its own error page.)
    const missing = await page.request.post(`${INBOX}/staff/submissions/999999/answer`, {
      headers: { origin: INBOX },
      form: { csrf, subject: 'Re: Registration', text: 'To nobody' },
      maxRedirects: 0,
    });
    expect(missing.status()).toBe(404);

    // None of them was stored or sent: the thread still holds the one answer, and no mail left.
    await page.goto(enquiryUrl);
    await expect(page.getByRole('list').filter({ hasText: 'the visitor, from the website' }).getByRole('listitem')).toHaveCount(2);
    expect(smtp.received.length).toBe(sentBefore);
  });
});
