import type { Page } from '@playwright/test';
import { expect, formsReady, sendForm, siteComposed, test } from 'shared/e2e';

/**
 * A partnership enquiry end to end (issue 40, point 3; decision 062), as a school acts: from /about,
 * Become a Partner leads to the enquiry form, which the shell forwards to the contact server; the
 * answer carries the enquiry's reference (PA-<year>-<number>). With script, without, and in Hindi.
 */
test.beforeAll(async ({ request }) => {
  await siteComposed(request);
  await formsReady(request);
});

const REFERENCE = /PA-\d{4}-\d{6,}/;

const WORDS = {
  en: {
    about: '/about',
    become: 'Become a Partner',
    heading: 'Partnership enquiry',
    form: 'Partnership enquiry form',
    institution: 'Name of the institution',
    kind: 'Kind of institution',
    city: 'City or district',
    students: 'Number of students',
    labs: ['Robotics Lab', 'Drone Lab'],
    name: 'Your name',
    role: /Your role/,
    phone: 'Mobile number',
    email: 'E-mail',
    consent: 'I have read the notice above and I agree to it.',
    send: 'Send enquiry',
    path: /\/partnerships$/,
  },
  hi: {
    about: '/hi/about',
    become: 'साझेदार बनें',
    heading: 'साझेदारी के लिए पूछताछ',
    form: 'साझेदारी पूछताछ फ़ॉर्म',
    institution: 'संस्था का नाम',
    kind: 'संस्था का प्रकार',
    city: 'शहर या ज़िला',
    students: 'विद्यार्थियों की संख्या',
    labs: ['रोबोटिक्स लैब', 'ड्रोन लैब'],
    name: 'आपका नाम',
    role: /आपका पद/,
    phone: 'मोबाइल नंबर',
    email: 'ई-मेल',
    consent: 'मैंने ऊपर दी गई सूचना पढ़ ली है और मैं उससे सहमत हूँ।',
    send: 'पूछताछ भेजें',
    path: /\/hi\/partnerships$/,
  },
} as const;

/** From /about to a filled enquiry form; answers its send button. */
async function fillEnquiry(page: Page, locale: keyof typeof WORDS) {
  const said = WORDS[locale];
  await page.goto(said.about);
  await page.getByRole('main').getByRole('link', { name: said.become }).click();
  await expect(page).toHaveURL(said.path);
  await expect(page.getByRole('heading', { level: 1, name: said.heading })).toBeVisible();
  const form = page.getByRole('form', { name: said.form });
  await form.getByRole('textbox', { name: said.institution }).fill(`Shree Vidya Mandir ${Date.now()}`);
  await form.getByRole('combobox', { name: said.kind }).selectOption('school');
  await form.getByRole('textbox', { name: said.city }).fill('Palanpur');
  await form.getByRole('textbox', { name: said.students }).fill('1,200');
  for (const lab of said.labs) await form.getByRole('checkbox', { name: lab }).check();
  await form.getByRole('textbox', { name: said.name, exact: true }).fill('Meera Shah');
  await form.getByRole('textbox', { name: said.role }).fill('Principal');
  await form.getByRole('textbox', { name: said.phone }).fill('98765 43210');
  await form.getByRole('textbox', { name: said.email }).fill(`meera-${Date.now()}@example.com`);
  await form.getByRole('checkbox', { name: said.consent }).check();
  return form.getByRole('button', { name: said.send });
}

test('a school goes from Become a Partner to a sent enquiry and is given a reference', async ({ page }) => {
  const send = await fillEnquiry(page, 'en');
  await sendForm(page, 'partnership', send);
  await expect(page.getByRole('status').getByText(REFERENCE)).toBeVisible();
  // The form starts afresh once stored.
  await expect(page.getByRole('textbox', { name: 'Name of the institution' })).toHaveValue('');
});

test('a wrong student count is told beside its field before anything is sent', async ({ page }) => {
  const send = await fillEnquiry(page, 'en');
  await page.getByRole('textbox', { name: 'Number of students' }).fill('about 300');
  await send.click();
  await expect(page.getByRole('alert')).toContainText('Please enter the number of students as a whole number, for example 450.');
  await expect(page.getByRole('textbox', { name: 'Number of students' })).toBeFocused();
});

test('a Hindi school is answered in Hindi', async ({ page }) => {
  const send = await fillEnquiry(page, 'hi');
  await sendForm(page, 'partnership', send);
  await expect(page.getByRole('status').getByText(REFERENCE)).toContainText('आपका संदर्भ नंबर');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the page comes back with the reference', async ({ page }) => {
    const send = await fillEnquiry(page, 'en');
    await sendForm(page, 'partnership', send);
    await expect(page.getByRole('status').getByText(REFERENCE)).toBeVisible();
    await expect(page.getByRole('status').getByText(REFERENCE)).toBeInViewport();
    expect(new URL(page.url()).search).toBe('');
  });

  test.describe('refused', () => {
    // The shell answers a refused post with its page and status 400, which the browser logs.
    test.use({ allowConsole: /Failed to load resource: the server responded with a status of 400 \(Bad Request\)/ });

    test('a refused post comes back with what was typed, labs included', async ({ page }) => {
      const send = await fillEnquiry(page, 'en');
      await page.getByRole('checkbox', { name: WORDS.en.consent }).uncheck();
      const answer = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/forms/partnership'),
        send.click(),
      ]);
      expect(answer[0].status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText('Please tick the box to confirm that you have read the notice and agree to it.');
      await expect(page.getByRole('textbox', { name: 'City or district' })).toHaveValue('Palanpur');
      await expect(page.getByRole('checkbox', { name: 'Drone Lab' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'AI Smart Lab' })).not.toBeChecked();
    });
  });
});
