import { sendForm, serverRendered, siteRoutes, slowPhoneWithHeldScripts } from 'shared/e2e';
import { test, expect, main, pageHeading } from './fixtures';

test.describe('about, Smart Anganwadi, labs and waitlist', () => {
  test('about has story, mission, vision, values, impact figures, testimonials, partners and Become a Partner', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About | RoboMinds');
    for (const name of ['Our Story', 'Our Mission', 'Our Vision', 'Our Values', 'Our Impact', 'What People Say', 'Our Partners']) {
      await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const impact = main(page).locator('section', { has: page.getByRole('heading', { name: 'Our Impact' }) });
    for (const figure of ['10,000+', '500+', '25+', '95%', '2,500', '2020'])
      await expect(impact.getByText(figure, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('figure')).toHaveCount(3);
    await main(page).getByRole('link', { name: 'Become a Partner' }).click();
    await expect(page).toHaveURL(/\/partnerships$/);
    await expect(pageHeading(page)).toHaveText('Partnership enquiry');
  });

  test('Smart Anganwadi is a real information page', async ({ page }) => {
    await page.goto('/smart-anganwadi');
    await expect(pageHeading(page)).toHaveText('Smart Anganwadi');
    await expect(page).toHaveTitle('Smart Anganwadi | RoboMinds');
    await expect(main(page).getByRole('heading', { name: 'What a centre receives' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'How it works' })).toBeVisible();
  });

  test('/labs#araria lands on Araria, and /waitlist names the three plans', async ({ page }) => {
    await page.goto('/labs#araria');
    await expect(main(page).getByRole('heading', { name: 'Araria', level: 2 })).toBeInViewport();
    await page.goto('/waitlist');
    for (const plan of ['Basic', 'Premium', 'Complete'])
      await expect(main(page).getByRole('heading', { name: plan, exact: true })).toBeVisible();
    // A real form that posts to the site (not a mailto: link), so nothing typed goes into a URL.
    const form = main(page).getByRole('form', { name: 'Waitlist form' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/forms/waitlist#waitlist-form-outcome');
    await expect(form.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  });

  test('a waitlist request filled and sent the moment the form shows is posted and answered, never put in a URL (issue 22)', async ({
    page,
  }) => {
    test.slow();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
    await serverRendered(page.request, '/waitlist', 'aria-label="Waitlist form"');
    const release = await slowPhoneWithHeldScripts(page);
    await page.goto('/waitlist', { waitUntil: 'commit' });
    const form = main(page).getByRole('form', { name: 'Waitlist form' });
    const name = `Early Parent ${Date.now()}`;
    await form.getByRole('textbox', { name: /your name/i }).fill(name);
    await form.getByRole('textbox', { name: /e-mail/i }).fill('early.parent@example.com');
    await form.getByRole('textbox', { name: /student grade/i }).fill('Class 6');
    await form.getByRole('combobox', { name: /course/i }).selectOption('Internet of Things');
    await form.getByRole('combobox', { name: /plan/i }).selectOption('Basic');
    // main.js is still held: the browser posts the form itself, and the server's page says what happened.
    await sendForm(page, 'waitlist', form.getByRole('button', { name: 'Join the waitlist' }));
    await expect(main(page).getByText('Thank you: you are on the waitlist. We will e-mail you when a place opens.')).toBeVisible();
    expect(urls.filter((url) => url.includes('Early Parent') || url.includes('early.parent'))).toEqual([]);
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('legal pages and sitemap', () => {
  test('the privacy policy says what the site really does with data', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(pageHeading(page)).toHaveText('Privacy Policy');
    await expect(
      main(page).getByText(
        'What you send through a form is stored in our own database and e-mailed to our office, so that we can answer you.',
      ),
    ).toBeVisible();
    await expect(
      main(page).getByText(
        'We keep it for a year and then delete it automatically; a newsletter address until you unsubscribe (one never confirmed, for 7 days).',
      ),
    ).toBeVisible();
    await expect(main(page).getByText(/forwards your question to Google’s Gemini service/)).toBeVisible();
    await expect(
      main(page).getByText(
        'No analytics, no advertising trackers, and no cookies unless we are testing a new version of part of the site (then one anonymous number; see Cookies below).',
      ),
    ).toBeVisible();
    await expect(main(page).getByText(/keeps a draft in your browser’s sessionStorage/)).toBeVisible();
    // And it is true: with no version under test, the site sets no cookie.
    expect(await page.context().cookies()).toEqual([]);
  });

  test('the terms state the cancellation policy', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(pageHeading(page)).toHaveText('Terms of Service');
    await expect(main(page).getByText('14 or more days before the start: full refund')).toBeVisible();
    await expect(main(page).getByText('7 to 13 days before the start: 50 percent refund')).toBeVisible();
    await expect(main(page).getByText('Fewer than 7 days before the start: no refund')).toBeVisible();
  });

  test('the sitemap lists every route, article, post and course', async ({ page, request }) => {
    await page.goto('/sitemap');
    await expect(pageHeading(page)).toHaveText('Sitemap');
    const hrefs = await main(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // Every page every remote publishes (a detail page by its first item), but a course's registration
    // page, which is reached from its course (sitemap.xml lists it).
    for (const path of (await siteRoutes(request)).filter((route) => !route.endsWith('/enrol'))) {
      expect(hrefs).toContain(path);
    }
    for (let id = 1; id <= 11; id += 1) expect(hrefs).toContain(`/news/${id}`);
    for (let id = 1; id <= 5; id += 1) expect(hrefs).toContain(`/blog/${id}`);
    for (const id of ['blockzie', 'iot', 'ar-link']) expect(hrefs).toContain(`/courses/${id}`);
    expect(hrefs).toContain('/services#drone-lab');
    expect(hrefs).toContain('/labs#araria');
  });
});
