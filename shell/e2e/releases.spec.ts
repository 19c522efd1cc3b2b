import { test, expect } from 'shared/e2e';
import { OPEN_DAY_PAGE, buildContentWith, type ContentBuild } from './content-copy';
import { NOT_FOUND_DOCUMENT, mainHeading } from './fixtures';
import { distOf } from './servers';
import { makeStore, startReleaseShell, startReleasedRemote, type Store } from './release-servers';

/**
 * Releases of a remote (README: Releasing a remote): two versions of mf-content in a release store,
 * the one we have and a candidate with one page more (/open-day), served by one remote server under
 * /releases/<version>/, and a shell that reads the store's version map.
 */

// Outside the candidate, /open-day is a missing page, answered 404.
test.use({ allowConsole: NOT_FOUND_DOCUMENT });
test.describe.configure({ mode: 'serial' });

let store: Store;
let candidate: ContentBuild;
let stable = '';
let next = '';
const running: { stop(): Promise<void> }[] = [];

test.beforeAll(async () => {
  // One production build of mf-content (a minute or two on two busy cores).
  test.setTimeout(300_000);
  store = makeStore();
  candidate = await buildContentWith(OPEN_DAY_PAGE);
  stable = await store.publish('mf_content', distOf('mf-content'));
  next = await store.publish('mf_content', candidate.dist);
  await store.deploy('promote', 'mf_content', stable, '--why', 'first release');
});

test.afterAll(async () => {
  for (const server of running.splice(0)) await server.stop();
  candidate?.remove();
  store?.remove();
});

const serverHtml = async (page: import('@playwright/test').Page, url: string) => {
  const answer = await page.request.get(url);
  return { status: answer.status(), openDay: /<h1>Open Day<\/h1>/.test(await answer.text()) };
};

/**
 * The released mf-content on its own server and a shell reading the store's map, once the shell serves
 * the stable version (no /open-day yet): what each test starts from.
 */
async function startStableSite(page: import('@playwright/test').Page) {
  const content = await startReleasedRemote('mf-content', 'mf_content', store);
  running.push(content);
  const shell = await startReleaseShell(store, { mf_content: content.manifest });
  running.push(shell);
  await expect.poll(() => serverHtml(page, `${shell.url}/open-day`), { timeout: 20_000 }).toEqual({ status: 404, openDay: false });
  return { content, shell };
}

test('a promote and a rollback reach the server’s HTML and the browser within 5 s, with no restart', async ({ page }) => {
  test.setTimeout(120_000);
  const { content, shell } = await startStableSite(page);
  await expect
    .poll(async () => (await page.request.get(`${shell.url}/site-config.json`)).json())
    .toMatchObject({ remotes: { mf_content: `${content.url}/releases/${stable}/mf-manifest.json` } });

  expect(await store.deploy('promote', 'mf_content', next, '--why', 'open day page')).toBe(
    `production: mf_content ${next} is live for every visitor.`,
  );
  let started = Date.now();
  await expect
    .poll(() => serverHtml(page, `${shell.url}/open-day`), { timeout: 5000, intervals: [200] })
    .toEqual({ status: 200, openDay: true });
  await page.goto(`${shell.url}/open-day`);
  await expect(mainHeading(page)).toHaveText('Open Day');
  const promoted = Date.now() - started;

  expect(await store.deploy('rollback', 'mf_content', '--why', 'wrong date')).toBe(
    `production: mf_content rolled back; ${stable} (100 %).`,
  );
  started = Date.now();
  await expect
    .poll(() => serverHtml(page, `${shell.url}/open-day`), { timeout: 5000, intervals: [200] })
    .toEqual({ status: 404, openDay: false });
  await page.goto(`${shell.url}/open-day`);
  await expect(mainHeading(page)).toHaveText('Page Not Found');
  const rolledBack = Date.now() - started;
  expect(rolledBack, 'rollback reached server HTML and browser').toBeLessThan(5000);
  test.info().annotations.push({ type: 'timing', description: `promote ${promoted} ms, rollback ${rolledBack} ms` });
  expect(shell.output()).not.toMatch(/shell serving on[\s\S]*shell serving on/);
});

test('a preview shows the candidate to the previewer only; another browser sees the stable site; a changed link is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { shell } = await startStableSite(page);

  // What the team types; the link names the version only, signed with the server's secret.
  const made = await store.deploy('preview', 'mf_content', next, '--hours', '2');
  expect(made).toMatch(new RegExp(`^Preview of mf_content ${next}, valid until .+ UTC\\.\\nWhoever opens it`));
  const link = new URL(made.split('\n').at(-1)!);
  const token = link.searchParams.get('token')!;

  // A changed link (another version named under the old signature) and an expired one are refused.
  const [payload, signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ v: { mf_content: stable }, exp: Date.now() + 3600_000 })).toString('base64url');
  for (const [bad, status, says] of [
    [`${forged}.${signature}`, 403, 'has been changed since it was made'],
    [`${payload}.${signature!.slice(2)}`, 403, 'has been changed since it was made'],
    ['nonsense', 403, 'not a valid link'],
  ] as const) {
    const refused = await page.request.get(`${shell.url}/__preview?token=${encodeURIComponent(bad)}`, { maxRedirects: 0 });
    const html = await refused.text();
    expect([refused.status(), /<h1>Preview link refused<\/h1>/.test(html), html.includes(says)]).toEqual([status, true, true]);
    expect(refused.headers()['set-cookie']).toBeUndefined();
  }

  await page.goto(`${shell.url}/__preview?token=${token}`);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.goto(`${shell.url}/open-day`);
  await expect(mainHeading(page)).toHaveText('Open Day');
  const banner = page.getByRole('region', { name: 'Preview' });
  await expect(banner).toContainText(`Preview of mf_content ${next}`);
  // The server's HTML for this browser: the candidate, never kept for anyone else.
  await expect
    .poll(
      async () => {
        const own = await page.request.get(`${shell.url}/open-day`);
        return [own.status(), /<h1>Open Day<\/h1>/.test(await own.text()), own.headers()['cache-control']];
      },
      { timeout: 5000 },
    )
    .toEqual([200, true, 'private, no-store']);
  // In-app navigation keeps the candidate's code and the banner.
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(mainHeading(page)).toHaveText(/About/);
  await expect(banner).toBeVisible();

  // Another browser sees the stable site, from the shared cache.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(`${shell.url}/open-day`);
  await expect(mainHeading(otherPage)).toHaveText('Page Not Found');
  await expect(otherPage.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  const shared = await otherPage.request.get(`${shell.url}/about`);
  expect(shared.headers()['cache-control']).toContain('public');
  await other.close();

  // Ending it: a plain form post, then the stable site again.
  await banner.getByRole('button', { name: 'End preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await page.goto(`${shell.url}/open-day`);
  await expect(mainHeading(page)).toHaveText('Page Not Found');
});

test('a canary reaches the browsers in its share and keeps them across reloads; its rollback reaches them within 5 s', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { shell } = await startStableSite(page);

  expect(await store.deploy('promote', 'mf_content', next, '--canary', '50', '--why', 'half first')).toBe(
    `production: mf_content ${next} is the canary for 50 % of visitors; ${stable} stays live for the rest.`,
  );
  // Two browsers whose buckets fall either side of the share (buckets 0 to 4999 get a 50 % canary).
  const inside = await browser.newContext();
  await inside.addCookies([{ name: 'mf_bucket', value: '17', url: shell.url }]);
  const outside = await browser.newContext();
  await outside.addCookies([{ name: 'mf_bucket', value: '9876', url: shell.url }]);
  const canaryPage = await inside.newPage();
  const stablePage = await outside.newPage();
  await expect.poll(() => serverHtml(canaryPage, `${shell.url}/open-day`), { timeout: 5000 }).toEqual({ status: 200, openDay: true });
  await canaryPage.goto(`${shell.url}/open-day`);
  await expect(mainHeading(canaryPage)).toHaveText('Open Day');
  await canaryPage.reload();
  await expect(mainHeading(canaryPage)).toHaveText('Open Day');
  await stablePage.goto(`${shell.url}/open-day`);
  await expect(mainHeading(stablePage)).toHaveText('Page Not Found');
  // A first visit gets its bucket.
  const first = await page.request.get(`${shell.url}/about`, { headers: { cookie: '' } });
  expect(first.headers()['set-cookie']).toMatch(/^mf_bucket=\d{1,4}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax/);

  expect(await store.deploy('rollback', 'mf_content', '--why', 'errors')).toBe(`production: mf_content rolled back; ${stable} (100 %).`);
  const started = Date.now();
  await expect
    .poll(() => serverHtml(canaryPage, `${shell.url}/open-day`), { timeout: 5000, intervals: [200] })
    .toEqual({ status: 404, openDay: false });
  await canaryPage.goto(`${shell.url}/open-day`);
  await expect(mainHeading(canaryPage)).toHaveText('Page Not Found');
  expect(Date.now() - started).toBeLessThan(5000);
  await inside.close();
  await outside.close();
});
