import { test, expect, main, pageHeading } from './fixtures';

// Issue 39: mf-content's pages in Hindi and Gujarati, as a visitor gets them from the composed site.

/** Three or more Latin words in a row: an English sentence (names of brands and courses are shorter). */
const ENGLISH_SENTENCE = /\b[A-Za-z]{2,}(?:,? [A-Za-z]{2,}){3,}\b/g;

test.describe('content pages in Hindi and Gujarati', () => {
  test('/hi/courses is in Hindi, and its links stay in Hindi', async ({ page }) => {
    await page.goto('/hi/courses');
    await expect(pageHeading(page)).toHaveText('ऑनलाइन कोर्स');
    await expect(page).toHaveTitle(/कोर्स/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
    const course = main(page).getByRole('heading', { name: /ब्लॉक जोड़कर कोडिंग/ });
    await expect(course).toBeVisible();
    const hrefs = await main(page)
      .locator('a[href^="/courses/"], a[href^="/hi/courses/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/hi\/courses\//);
  });

  test('/gu/news: a search in Gujarati finds its article', async ({ page }) => {
    await page.goto('/gu/news');
    await expect(pageHeading(page)).toHaveText('સમાચાર અને અપડેટ્સ');
    await main(page).getByRole('searchbox', { name: 'સમાચાર શોધો' }).fill('ગ્રામીણ');
    await expect(main(page).getByRole('heading', { name: /ગ્રામીણ બિહારમાં સમાવેશી STEM લેબ/ })).toBeVisible();
    // Fewer than all eleven articles: the search narrowed the list.
    await expect(main(page).getByText(/^\d+ સમાચાર$/)).toHaveText(/^(?:[1-9]|10) સમાચાર$/);
  });

  test('/gu/news?q=… is answered by the server in Gujarati, a Latin query finding Gujarati text', async ({ page }) => {
    await page.goto('/gu/news?q=anganwadi');
    await expect(pageHeading(page)).toHaveText('સમાચાર અને અપડેટ્સ');
    await expect(main(page).getByText('1 સમાચાર', { exact: true })).toBeVisible();
  });

  for (const path of [
    '/hi',
    '/hi/about',
    '/hi/services',
    '/hi/courses/blockzie',
    '/hi/news/1',
    '/hi/blog/1',
    '/gu/smart-anganwadi',
    '/gu/labs',
  ]) {
    test(`${path} has no English sentence in its main area`, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(/[\u0900-\u097F\u0A80-\u0AFF]/);
      const text = await main(page).innerText();
      expect(text.match(ENGLISH_SENTENCE) ?? []).toEqual([]);
    });
  }
});
