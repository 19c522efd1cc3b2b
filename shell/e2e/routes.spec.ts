import { sitePages, test, expect, remoteOrigin } from 'shared/e2e';
import { titleForPath } from 'shared/site';
import { NOT_FOUND_DOCUMENT, failedSubresources, mainHeading } from './fixtures';

const SUFFIX = ' | RoboMinds';

/** The title the spec gives each page; a page a remote adds to its table is titled by its path. */
const TITLES: Readonly<Record<string, string>> = {
  '/': 'RoboMinds | STEM Education',
  '/services': `Services${SUFFIX}`,
  '/courses': `Courses${SUFFIX}`,
  '/news': `News${SUFFIX}`,
  '/blog': `Blog${SUFFIX}`,
  '/about': `About${SUFFIX}`,
  '/smart-anganwadi': `Smart Anganwadi${SUFFIX}`,
  '/privacy-policy': `Privacy Policy${SUFFIX}`,
  '/terms-of-service': `Terms Of Service${SUFFIX}`,
  '/sitemap': `Sitemap${SUFFIX}`,
  '/labs': `Labs${SUFFIX}`,
  '/waitlist': `Waitlist${SUFFIX}`,
  '/robot-maze': `Robot Maze${SUFFIX}`,
  '/contact': `Contact${SUFFIX}`,
};

// The pages come from the remotes' published tables: a page a remote adds is checked with no edit here.
test("every page of the remotes' tables renders its remote's area with the title the shell writes", async ({
  page,
  pageProblems,
  request,
}) => {
  test.setTimeout(120_000);
  const pages = (await sitePages(request)).filter((row) => !row.detail);
  expect(pages.map((row) => row.path)).toEqual(expect.arrayContaining(Object.keys(TITLES)));
  for (const { path, remote } of pages) {
    // A remote's area is marked with its name without the mf_ prefix (mf_content: "content").
    await page.goto(path);
    await expect(page.locator(`main [data-boundary="${remote.replace(/^mf_/, '')}"]`).first(), `${path}: its remote's area`).toBeVisible();
    await expect(mainHeading(page), `${path}: its heading`).toBeVisible();
    await expect(page, `${path}: its title`).toHaveTitle(TITLES[path] ?? titleForPath(path));
  }
  expect(pageProblems).toEqual([]);
});

test('every detail page of the tables reports its item title to the shell', async ({ page, pageProblems, request }) => {
  const details = (await sitePages(request)).filter((row) => row.detail);
  expect(details.length).toBeGreaterThan(0);
  for (const { path } of details) {
    await page.goto(path);
    const heading = mainHeading(page);
    await expect(heading, `${path}: its heading`).toBeVisible();
    const itemTitle = (await heading.innerText()).trim();
    await expect(page, `${path}: its item's title`).toHaveTitle(`${itemTitle}${SUFFIX}`);
  }
  expect(pageProblems).toEqual([]);
});

test.describe('a missing page', () => {
  test.use({ allowConsole: NOT_FOUND_DOCUMENT });

  test('an unknown path shows Page Not Found with ways out', async ({ page, pageProblems }) => {
    const failed = failedSubresources(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found${SUFFIX}`);
    await page.getByRole('link', { name: 'Help Me Find It' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(failed).toEqual([]);
    expect(pageProblems).toEqual([]);
  });
});

test('a missing file is a real 404, not the app', async ({ request }) => {
  const missing = await request.get('/no-such-bundle.js');
  expect(missing.status()).toBe(404);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent');
  const config = await request.get('/site-config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(config.headers()['x-content-type-options']).toBe('nosniff');
});

test('a route downloads only the remote it needs, and chat after the page', async ({ page, pageProblems }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (/remoteEntry\.js$/.test(request.url())) entries.push(new URL(request.url()).port);
  });
  await page.goto('/robot-maze');
  await expect(page.locator('main [data-boundary="maze"]').first()).toBeVisible();
  // The chat widget's remote arrives after the page content, on its own.
  await expect(page.locator('[data-boundary="chat"]').first()).toBeAttached();
  const maze = new URL(remoteOrigin(3)).port;
  const chat = new URL(remoteOrigin(2)).port;
  // Only then, once the browser is idle, do visible links fetch their pages' remotes (prefetch).
  expect(entries.slice(0, entries.indexOf(chat) + 1)).toEqual([maze, chat]);
  expect(pageProblems).toEqual([]);
});

test('one React: react and react-dom are each provided once, by the shell', async ({ page }) => {
  await page.goto('/robot-maze');
  await expect(page.locator('main [data-boundary="maze"]').first()).toBeVisible();
  const providers = await page.evaluate(() => {
    type Info = { from: string; loaded?: unknown; lib?: unknown };
    const share = (
      globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> } }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, string[]> = { react: [], 'react-dom': [] };
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        if (!(pkg in found)) continue;
        for (const [version, info] of Object.entries(versions))
          if (info.loaded || info.lib) found[pkg]!.push(`${version} from ${info.from}`);
      }
    }
    return Object.fromEntries(Object.entries(found).map(([pkg, list]) => [pkg, [...new Set(list)]]));
  });
  expect(providers.react).toHaveLength(1);
  expect(providers['react-dom']).toHaveLength(1);
  expect(providers.react?.[0]).toMatch(/from shell$/);
});
