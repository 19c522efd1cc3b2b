import type { Page } from '@playwright/test';
import { axeBuilder, test, expect } from 'shared/e2e';

// The footer's language switch (issue 39, point 2): below 400 px the header has none and the phone
// menu's needs scripts, so on a 320 px phone the footer is where a visitor changes language, with
// scripts on or off. The header's switch is languages.spec.ts's.

const PHONE = { width: 320, height: 568 };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The footer's switch: its name, in the page's language, is not the header's. */
const footerSwitch = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: /^(Read this page in|यह पेज इस भाषा में पढ़ें|આ પાનું આ ભાષામાં વાંચો)$/ });

/** The three links as a visitor and a crawler meet them. */
const described = (page: Page) =>
  footerSwitch(page)
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('lang'),
        a.getAttribute('hreflang'),
        a.getAttribute('aria-current'),
      ]),
    );

test.use({ viewport: PHONE });
// Each test opens its own page and changes nothing another reads: they may run on both workers.
test.describe.configure({ mode: 'parallel' });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`at 320 px with scripts ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the footer takes a search to Hindi and Gujarati and back, each document in its language', async ({ page, request }) => {
      // Until the shell has read every remote's pages it renders the bare path (it cannot tell the
      // query a page declares): wait for a server that knows them, as a visitor's page would find it.
      await expect.poll(async () => (await request.get('/news?q=lab')).text(), { timeout: 30_000 }).toContain('href="/hi/news?q=lab"');
      await page.goto('/news?q=lab&utm_source=mail');
      // Below 400 px the header offers no language: the footer does.
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Language' })).toBeHidden();
      await expect(footerSwitch(page)).toBeVisible();
      expect(await described(page)).toEqual([
        ['English', '/news?q=lab', 'en-IN', 'en', 'true'],
        ['हिन्दी', '/hi/news?q=lab', 'hi-IN', 'hi', null],
        ['ગુજરાતી', '/gu/news?q=lab', 'gu-IN', 'gu', null],
      ]);

      const hindi = footerSwitch(page).getByRole('link', { name: 'हिन्दी' });
      await hindi.scrollIntoViewIfNeeded();
      await expect(hindi).toBeInViewport();
      await hindi.click();
      await expect(page).toHaveURL(/\/hi\/news\?q=lab$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(footerSwitch(page).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'उपयोगी लिंक' })).toBeVisible();

      await footerSwitch(page).getByRole('link', { name: 'ગુજરાતી' }).click();
      await expect(page).toHaveURL(/\/gu\/news\?q=lab$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'gu-IN');
      expect(await described(page)).toEqual([
        ['English', '/news?q=lab', 'en-IN', 'en', null],
        ['हिन्दी', '/hi/news?q=lab', 'hi-IN', 'hi', null],
        ['ગુજરાતી', '/gu/news?q=lab', 'gu-IN', 'gu', 'true'],
      ]);

      await footerSwitch(page).getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/news\?q=lab$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    });
  });
}

test('every link of the switch fits the 320 px screen and reads in light text on the dark band', async ({ page }) => {
  await page.goto('/hi/about');
  const links = footerSwitch(page).getByRole('link');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(link).toHaveCSS('color', 'rgb(255, 255, 255)');
  }
});

test.describe('axe', () => {
  // At 320 px the footer's is the one switch on screen; at 1280 the header's is there too.
  for (const [path, width] of [
    ['/', 320],
    ['/hi', 320],
    ['/gu', 320],
    ['/gu', 1280],
  ] as const) {
    test(`${path} at ${width} px has no violation (WCAG 2.2 A and AA, one name per landmark)`, async ({ page, pageProblems }) => {
      await page.setViewportSize({ width, height: width === 320 ? PHONE.height : 800 });
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[data-boundary="chat"]').first()).toBeAttached();
      await expect(footerSwitch(page)).toBeVisible();
      // Let entrance animations finish: axe measures contrast on what is painted.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      // WCAG 2.2 A and AA, and axe's landmark-unique (a best practice): two language switches, two names.
      // One scan: a rule enabled by name runs beside the tags' rules (axe-core's ruleShouldRun), so the
      // page is read once instead of twice, with the same rules and results.
      const results = await axeBuilder(page)
        .options({ rules: { 'landmark-unique': { enabled: true } } })
        .withTags(WCAG_22_AA)
        .analyze();
      expect(results.passes.map((rule) => rule.id)).toContain('landmark-unique');
      const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary, `axe violations on ${path} at ${width} px`).toEqual([]);
      expect(pageProblems).toEqual([]);
    });
  }
});
