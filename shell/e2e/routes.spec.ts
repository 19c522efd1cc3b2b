import { test, expect, remoteOrigin } from 'shared/e2e';
import { NOT_FOUND_DOCUMENT, failedSubresources, mainHeading } from './fixtures';

const SUFFIX = ' | RoboMinds';

/** Each route of the spec with the area that owns it and the title the shell must write. */
const pages = [
  { path: '/', owner: 'content', title: 'RoboMinds | STEM Education' },
  { path: '/services', owner: 'content', title: `Services${SUFFIX}` },
  { path: '/courses', owner: 'content', title: `Courses${SUFFIX}` },
  { path: '/news', owner: 'content', title: `News${SUFFIX}` },
  { path: '/blog', owner: 'content', title: `Blog${SUFFIX}` },
  { path: '/about', owner: 'content', title: `About${SUFFIX}` },
  { path: '/smart-anganwadi', owner: 'content', title: `Smart Anganwadi${SUFFIX}` },
  { path: '/privacy-policy', owner: 'content', title: `Privacy Policy${SUFFIX}` },
  { path: '/terms-of-service', owner: 'content', title: `Terms Of Service${SUFFIX}` },
  { path: '/sitemap', owner: 'content', title: `Sitemap${SUFFIX}` },
  { path: '/labs', owner: 'content', title: `Labs${SUFFIX}` },
  { path: '/waitlist', owner: 'content', title: `Waitlist${SUFFIX}` },
  { path: '/robot-maze', owner: 'maze', title: `Robot Maze${SUFFIX}` },
  { path: '/contact', owner: 'contact', title: `Contact${SUFFIX}` },
];

for (const { path, owner, title } of pages) {
  test(`${path} renders ${owner}'s page titled "${title}"`, async ({ page, pageProblems }) => {
    await page.goto(path);
    await expect(page.locator(`main [data-boundary="${owner}"]`).first()).toBeVisible();
    await expect(mainHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(title);
    expect(pageProblems).toEqual([]);
  });
}

for (const path of ['/courses/blockzie', '/news/1', '/blog/1']) {
  test(`detail page ${path} reports its item title to the shell`, async ({ page, pageProblems }) => {
    await page.goto(path);
    const heading = mainHeading(page);
    await expect(heading).toBeVisible();
    const itemTitle = (await heading.innerText()).trim();
    await expect(page).toHaveTitle(`${itemTitle}${SUFFIX}`);
    expect(pageProblems).toEqual([]);
  });
}

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
