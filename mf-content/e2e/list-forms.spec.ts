import type { Page } from '@playwright/test';
import { siteComposed, slowPhoneWithHeldScripts } from 'shared/e2e';
import { test, expect, main } from './fixtures';

/**
 * The news and blog lists as HTML first: a visitor on a slow phone acts the moment a control shows,
 * before the scripts run; a visitor without scripts submits the form; a shared link is the filtered
 * list in the server's HTML. (The lists' own behaviour with scripts running: news.spec.ts, blog.spec.ts.)
 */

const newsItems = (page: Page) => main(page).getByRole('list', { name: 'News items' }).getByRole('heading', { level: 2 });
const blogTitles = (page: Page) => main(page).getByRole('list', { name: 'Blog posts' }).getByRole('heading', { level: 2 });

const ARARIA_LABS = 'AI and Robotics Labs open in 25 elementary schools across Araria';
const DRONE_OLDEST_FIRST = [
  'Kendriya Vidyalaya partnership brings 3D printing and drone labs to 15 schools',
  'Inter-school Drone Challenge: 48 teams fly for the Seemanchal Cup',
];
const COMPETITION_POST = 'How to prepare a school team for a robotics competition';
const PYTHON_POST = 'From blocks to Python: a coding path for grades 3 to 8';

/** The bench's phone: the CPU six times slower. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

const settled = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-page-settled', /.*/);

test.describe('before the scripts run, on a slow phone', () => {
  test('news: a search typed and a sort picked before hydration narrow the list once the scripts run', async ({ page }) => {
    // The site has just started: wait until its server places every page (a held page cannot recover).
    await siteComposed(page.request);
    const release = await slowPhoneWithHeldScripts(page);
    await page.goto('/news', { waitUntil: 'commit' });
    const search = main(page).getByRole('searchbox', { name: 'Search news' });
    await search.fill('drone');
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
    // Nothing has run yet: the server's list is still all eleven.
    await expect(newsItems(page)).toHaveCount(11);

    release();
    await settled(page);
    await expect(newsItems(page)).toHaveText(DRONE_OLDEST_FIRST);
    await expect(search).toHaveValue('drone');
    await expect(page).toHaveURL(/\/news\?q=drone&sort=oldest$/);

    // And the list follows every keystroke from then on.
    await search.fill('forbesganj');
    await expect(newsItems(page)).toHaveText([ARARIA_LABS]);
    await expect(main(page).getByRole('status')).toHaveText('1 news item');
  });

  test('blog: search typed and a category picked the moment they show give the right posts', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/blog', { waitUntil: 'commit' });
    await main(page).getByRole('searchbox', { name: 'Search posts' }).fill('python');
    await expect(blogTitles(page)).toHaveText([PYTHON_POST]);
    await main(page).getByRole('combobox', { name: 'Category' }).selectOption('Robotics');
    await expect(main(page).getByText('No blog posts found matching your criteria.')).toBeVisible();
    await main(page).getByRole('link', { name: 'Reset Filters' }).click();
    await expect(blogTitles(page)).toHaveCount(5);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('blog: a tag picked before hydration applies once the scripts run', async ({ page }) => {
    // The site has just started: wait until its server places every page (a held page cannot recover).
    await siteComposed(page.request);
    const release = await slowPhoneWithHeldScripts(page);
    await page.goto('/blog', { waitUntil: 'commit' });
    await main(page).getByRole('combobox', { name: 'Tag' }).selectOption('robotics');
    await expect(blogTitles(page)).toHaveCount(5);
    release();
    await settled(page);
    await expect(blogTitles(page)).toHaveCount(2);
    await expect(main(page).getByRole('link', { name: 'Remove filter Tag: robotics' })).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?tag=robotics$/);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('news: the search form goes to the server, which answers with the filtered, sorted list', async ({ page }) => {
    await page.goto('/news');
    await expect(newsItems(page)).toHaveCount(11);
    await main(page).getByRole('searchbox', { name: 'Search news' }).fill('drone');
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/news\?q=drone&sort=oldest$/);
    await expect(newsItems(page)).toHaveText(DRONE_OLDEST_FIRST);
    await expect(main(page).getByRole('searchbox', { name: 'Search news' })).toHaveValue('drone');
    await expect(main(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');

    await main(page).getByRole('searchbox', { name: 'Search news' }).fill('submarine volcano');
    await main(page).getByRole('searchbox', { name: 'Search news' }).press('Enter');
    await expect(main(page).getByText('No news items found matching your search.')).toBeVisible();
    await expect(newsItems(page)).toHaveCount(0);
  });

  test('blog: filters, chips, Clear all and Reset Filters all work as links and a form', async ({ page }) => {
    await page.goto('/blog');
    await main(page).getByRole('combobox', { name: 'Category' }).selectOption('Competitions');
    await main(page).getByRole('combobox', { name: 'Tag' }).selectOption('robotics');
    await main(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/blog\?q=&category=Competitions&tag=robotics$/);
    await expect(blogTitles(page)).toHaveText([COMPETITION_POST]);

    await main(page).getByRole('link', { name: 'Remove filter Category: Competitions' }).click();
    await expect(page).toHaveURL(/\/blog\?tag=robotics$/);
    await expect(blogTitles(page)).toHaveCount(2);
    await main(page).getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blogTitles(page)).toHaveCount(5);

    await main(page).getByRole('searchbox', { name: 'Search posts' }).fill('xyzzy');
    await main(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect(main(page).getByText('No blog posts found matching your criteria.')).toBeVisible();
    await main(page).getByRole('link', { name: 'Reset Filters' }).click();
    await expect(blogTitles(page)).toHaveCount(5);
  });
});

test.describe("a shared link is the filtered list in the server's HTML", () => {
  test('news search and sort, whatever else the link carries', async ({ request }) => {
    const response = await request.get('/news?q=drone&sort=oldest&utm_source=newsletter');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('2 news items');
    const [first, second] = DRONE_OLDEST_FIRST.map((title) => html.indexOf(`>${title}</a>`));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(html).not.toContain(ARARIA_LABS);
    expect(html).toMatch(/<input [^>]*name="q"[^>]*value="drone"/);
  });

  test('blog category and tag', async ({ request }) => {
    const html = await (await request.get('/blog?category=Competitions&tag=robotics')).text();
    expect(html).toContain('1 post, newest first');
    expect(html).toContain(COMPETITION_POST);
    expect(html).not.toContain(PYTHON_POST);
    expect(html).toContain('Remove filter Tag: robotics');
  });

  test("the server's redirect from an unknown item lands on a list that says so", async ({ request }) => {
    const redirect = await request.get('/news/999', { maxRedirects: 0 });
    expect(redirect.status()).toBeGreaterThanOrEqual(300);
    expect(redirect.status()).toBeLessThan(400);
    const location = redirect.headers()['location'] ?? '';
    expect(location).toMatch(/\/news\?missing=1$/);
    expect(await (await request.get(location)).text()).toContain('News Item Not Found');
    expect(await (await request.get('/news')).text()).not.toContain('News Item Not Found');
  });
});
