/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import type { FastifyInstance } from 'fastify';
import { REQUIRED_MESSAGE, SUCCESS_MESSAGES } from '../contract/forms';
import { buildContactServer } from './contact-server';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, confirmationMessage } from './newsletter';
import { Outbox, officeMessage } from './outbox';
import { Store } from './store';
import { withDatabase, withSmtp } from './fixtures/test-bed';
import { readMail } from './fixtures/smtp';

/** Issue 39: the contact server answers, stores and writes in the language of the page a visitor sent from. */
jest.setTimeout(60_000);

const PUBLIC = 'http://contact.robominds.test';
const bed = withDatabase();
const smtpBed = withSmtp();
let app: FastifyInstance;

beforeEach(async () => {
  app = await buildContactServer({ store: new Store(bed.db), origins: [], publicUrl: PUBLIC });
});
afterEach(() => app.close());

const post = (name: string, fields: Record<string, string> | string) =>
  app.inject({
    method: 'POST',
    url: `/forms/${name}`,
    payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });
const enquiry = { name: 'आशा पटेल', email: 'asha@example.com', message: 'क्या आप शनिवार को कक्षाएँ चलाते हैं?', back: '/hi/contact' };
const languages = async () => (await new Store(bed.db).list()).map((item) => item.locale);

describe('the answers to a post', () => {
  it('refuses a Hindi post in Hindi, naming what is missing and a malformed address', async () => {
    const refused = await post('contact', { locale: 'hi', name: '', email: 'asha@', message: 'नमस्ते' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      ok: false,
      message: 'कृपया सभी ज़रूरी फ़ील्ड भरें। कृपया सही ई-मेल पता लिखें, जैसे name@example.com।',
    });
    expect(await languages()).toEqual([]);
  });

  it('stores a Gujarati enquiry with its language and answers the success in Gujarati; a Hindi waitlist request in Hindi', async () => {
    const sent = await post('contact', { ...enquiry, locale: 'gu', back: '/gu/contact' });
    expect(sent.json()).toEqual({ ok: true, message: 'તમારો સંદેશ મોકલાઈ ગયો છે! અમે જલદી તમારો સંપર્ક કરીશું.' });
    const waitlist = await post('waitlist', {
      name: 'रवि',
      email: 'ravi@example.com',
      grade: 'कक्षा 7',
      course: 'Blockzie',
      plan: 'Basic',
      locale: 'hi',
    });
    expect(waitlist.json()).toEqual({ ok: true, message: 'धन्यवाद: आपका नाम प्रतीक्षा सूची में है। जगह खाली होते ही हम आपको ई-मेल करेंगे।' });
    expect((await languages()).sort()).toEqual(['gu', 'hi']);
  });

  it('reads the language strictly: anything but en, hi or gu, or the field sent twice, is English word for word', async () => {
    for (const hostile of ['fr', 'HI', ' hi', 'hi-IN', '<script>alert(1)</script>', "gu' OR '1'='1", 'x'.repeat(5000)]) {
      const refused = await post('contact', { locale: hostile });
      expect(refused.json()).toEqual({ ok: false, message: REQUIRED_MESSAGE });
    }
    const twice = await post('contact', `${new URLSearchParams(enquiry).toString()}&locale=hi&locale=gu`);
    expect(twice.json()).toEqual({ ok: true, message: SUCCESS_MESSAGES.contact });
    const strange = await post('contact', { ...enquiry, message: 'Hello', locale: '../gu' });
    expect(strange.json()).toEqual({ ok: true, message: SUCCESS_MESSAGES.contact });
    expect(await languages()).toEqual(['en', 'en']);
  });

  it('tells a limited visitor so in their language', async () => {
    await app.close();
    app = await buildContactServer({ store: new Store(bed.db), origins: [], limits: { perClientPerMinute: 1 } });
    await post('newsletter', { email: 'a@example.com', locale: 'gu' });
    const limited = await post('newsletter', { email: 'b@example.com', locale: 'gu' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      ok: false,
      message: 'હમણાં તમારા કનેક્શન પરથી ઘણા બધા સંદેશ મોકલાયા છે. કૃપા કરીને થોડી મિનિટો પછી ફરી પ્રયાસ કરો.',
    });
  });
});

describe('the newsletter in the language it was signed up in', () => {
  const links = { confirm: 'c'.repeat(43), unsubscribe: 'u'.repeat(43) };
  const options = { mailFrom: 'news@robominds.test', publicUrl: PUBLIC };

  it('writes the confirmation e-mail in Hindi, its button named as the page names it, its links keeping the language', () => {
    const mail = confirmationMessage('parent@example.com', links, options, 'hi');
    expect(mail.subject).toBe('कृपया RoboMinds न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें');
    expect(mail.text).toContain('किसी ने, उम्मीद है आपने ही, इस पते पर RoboMinds न्यूज़लेटर पाने के लिए कहा है।');
    expect(mail.text).toContain(
      `पुष्टि करने के लिए यह लिंक खोलें और "सदस्यता की पुष्टि करें" दबाएँ (यह 7 दिन तक काम करता है):\n${PUBLIC}${CONFIRM_PATH}?token=${links.confirm}&locale=hi`,
    );
    expect(mail.text).toContain(`तुरंत हटाए जाने के लिए: ${PUBLIC}${UNSUBSCRIBE_PATH}?token=${links.unsubscribe}&locale=hi`);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${PUBLIC}${UNSUBSCRIBE_PATH}?token=${links.unsubscribe}&locale=hi>`);
  });

  it('keeps the English e-mail word for word, its links as they were', () => {
    const mail = confirmationMessage('parent@example.com', links, options);
    expect(mail.subject).toBe('Please confirm your RoboMinds newsletter subscription');
    expect(mail.text).toContain(
      `To confirm, open this link and press "Confirm subscription" (it works for 7 days):\n${PUBLIC}${CONFIRM_PATH}?token=${links.confirm}\n`,
    );
    expect(mail.text).toContain(
      'If it was not you, ignore this e-mail: nothing will be sent to you, and the address is deleted after 7 days.',
    );
  });

  it('sends a Gujarati sign-up its e-mail in Gujarati, and the pages its links open speak Gujarati through to the end', async () => {
    const signedUp = await post('newsletter', { email: 'parent@example.com', locale: 'gu', back: '/gu/news/3' });
    expect(signedUp.json()).toEqual({
      ok: true,
      message: 'આભાર. જો તમે પહેલેથી સબ્સ્ક્રાઇબ કર્યું ન હોય, તો તમને સબ્સ્ક્રિપ્શનની પુષ્ટિ કરવાની લિંક સાથે એક ઈ-મેલ મળશે.',
    });
    await new Outbox(bed.db, smtpBed.mailer, { officeEmail: 'office@robominds.test', ...options }).deliverDue();
    const mail = readMail(smtpBed.smtp.received[0]?.raw ?? '');
    expect(mail.subject).toBe('કૃપા કરીને તમારા RoboMinds ન્યૂઝલેટર સબ્સ્ક્રિપ્શનની પુષ્ટિ કરો');
    expect(mail.text).toContain('કોઈએ, આશા છે કે તમે જ, આ સરનામે RoboMinds ન્યૂઝલેટર મેળવવા માટે વિનંતી કરી છે.');
    const token = new RegExp(`${CONFIRM_PATH}\\?token=([\\w-]+)&locale=gu`).exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const opened = await app.inject({ method: 'GET', url: `${CONFIRM_PATH}?token=${token}&locale=gu` });
    expect(opened.body).toContain('<html lang="gu-IN">');
    expect(opened.body).toContain('<h1>તમારા સબ્સ્ક્રિપ્શનની પુષ્ટિ કરો</h1>');
    expect(opened.body).toContain('<button type="submit">સબ્સ્ક્રિપ્શનની પુષ્ટિ કરો</button>');
    expect(opened.body).toContain('name="locale" value="gu"');
    const pressed = await app.inject({
      method: 'POST',
      url: CONFIRM_PATH,
      payload: new URLSearchParams({ token: token!, locale: 'gu' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('<h1>તમારું સબ્સ્ક્રિપ્શન શરૂ થઈ ગયું છે</h1>');
    expect((await new Store(bed.db).list({ form: 'newsletter' }))[0]).toMatchObject({ locale: 'gu' });
  });

  it('answers a link with a language it does not know in English, and an expired Hindi link in Hindi', async () => {
    const strange = await app.inject({ method: 'GET', url: `${UNSUBSCRIBE_PATH}?token=${links.unsubscribe}&locale=xx` });
    expect(strange.body).toContain('<html lang="en-IN">');
    expect(strange.body).toContain('<h1>Unsubscribe</h1>');
    const expired = await app.inject({ method: 'GET', url: `${CONFIRM_PATH}?token=short&locale=hi` });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('<h1>यह लिंक अब काम नहीं करता</h1>');
  });
});

describe("the office's e-mail", () => {
  const row = {
    form: 'contact' as const,
    email: 'asha@example.com',
    fields: { name: 'आशा', message: 'नमस्ते' },
    created_at: '2026-11-23T10:00:00Z',
  };
  const options = { officeEmail: 'office@robominds.test', mailFrom: 'site@robominds.test' };

  it('says which language a visitor wrote from when it is not English, so the answer is written in it', () => {
    expect(officeMessage({ ...row, locale: 'hi' }, options).text).toContain('Language: Hindi (sent from the Hindi page)');
    expect(officeMessage({ ...row, locale: 'en' }, options).text).not.toContain('Language:');
    expect(officeMessage({ ...row, locale: 'xx' }, options).text).not.toContain('Language:');
  });
});
