import { test, expect } from 'shared/e2e';

/**
 * The shell's server answers every path that is no file with the site itself: 200 for a page some
 * remote publishes, 404 for anything else, which the app shows as Page Not Found inside the layout.
 * (A detail page's unknown item, `/courses/iot.`, matches `/courses/:id`: 200, and the page itself
 * says Course Not Found, as the spec asks.)
 */

test.describe('paths that are no page', () => {
  // The browser logs the document's own 404 status; that is the point of these tests.
  test.use({ allowConsole: /status of 404/ });

  for (const pathname of ['/about.html', '/news.php', '/about/iot.', '/%E0%A4%A']) {
    test(`${pathname} gets Page Not Found inside the layout, with status 404`, async ({ page, pageProblems }) => {
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
      expect(pageProblems).toEqual([]);
    });
  }
});

test('published pages are 200 and carry the page headers', async ({ request }) => {
  for (const pathname of ['/', '/news', '/news/1', '/robot-maze', '/contact']) {
    const response = await request.get(pathname);
    expect([pathname, response.status()]).toEqual([pathname, 200]);
    expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
  }
});
