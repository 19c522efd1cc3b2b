import { test, expect } from 'shared/e2e';
import { buildContentWith, type ContentBuild } from './content-copy';
import { NOT_FOUND_DOCUMENT, mainHeading } from './fixtures';
import { distOf } from './servers';
import { makeStore, startReleaseShell, startReleasedRemote, type Store } from './release-servers';

/**
 * Releases of a remote (README: Releasing a remote): two versions of mf-content in a release store,
 * the one we have and a candidate with one page more (/open-day), served by one remote server under
 * /releases/<version>/, and a shell that reads the store's version map.
 */

const OPEN_DAY = `import type { PageProps } from 'shared/contracts';
import { RemoteRoot } from 'shared/ui';

/** Public entry of mf-content: /open-day (the candidate release of the shell's release tests). */
export default function OpenDayPage(_props: PageProps) {
  return (
    <RemoteRoot boundary="content">
      <section css={{ padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Open Day</h1>
        <p>Visit our labs on the first Saturday of every month.</p>
      </section>
    </RemoteRoot>
  );
}
`;

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
  candidate = await buildContentWith({ key: 'openDay', path: '/open-day', module: 'OpenDayPage', label: 'Open Day', source: OPEN_DAY });
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

test('a promote and a rollback reach the server’s HTML and the browser within 5 s, with no restart', async ({ page }) => {
  test.setTimeout(120_000);
  const content = await startReleasedRemote('mf-content', 'mf_content', store);
  running.push(content);
  const shell = await startReleaseShell(store, { mf_content: content.manifest });
  running.push(shell);

  await expect.poll(() => serverHtml(page, `${shell.url}/open-day`), { timeout: 20_000 }).toEqual({ status: 404, openDay: false });
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
