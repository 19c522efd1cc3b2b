import { test, expect } from 'shared/e2e';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { buildContentWith, type ContentBuild, type ExtraPage } from './content-copy';
import { NOT_FOUND_DOCUMENT } from './fixtures';
import { distOf } from './servers';
import { makeStore, startReleaseShell, startReleasedRemote, type Store } from './release-servers';

/**
 * A canary that breaks its area is taken back by itself (issue 26, point 5; decision 036): mf-content's
 * live build and a candidate whose one page more, /open-day, throws while it renders, given to half
 * the visitors; the shell's server counts the candidate's areas left to the browser and rolls it back
 * once it has had its minimum of views, and /metrics says why.
 */

test.use({ allowConsole: NOT_FOUND_DOCUMENT });
test.describe.configure({ mode: 'serial' });

const METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';
const BROKEN_OPEN_DAY: ExtraPage = {
  key: 'openDay',
  path: '/open-day',
  module: 'OpenDayPage',
  label: 'Open Day',
  source: `import type { PageProps } from 'shared/contracts';

/** Public entry of mf-content: /open-day, broken on purpose (the shell's end-to-end tests). */
export default function OpenDayPage(_props: PageProps): never {
  throw new Error('the open day page is broken on purpose');
}
`,
};

let store: Store;
let broken: ContentBuild;
let stable = '';
let candidate = '';
const running: { stop(): Promise<void> }[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000); // one production build of mf-content
  store = makeStore();
  broken = await buildContentWith(BROKEN_OPEN_DAY);
  stable = await store.publish('mf_content', distOf('mf-content'));
  candidate = await store.publish('mf_content', broken.dist);
  await store.deploy('promote', 'mf_content', stable, '--why', 'first release');
});

test.afterAll(async () => {
  for (const server of running.splice(0)) await server.stop();
  broken?.remove();
  store?.remove();
});

/** The fewest canary views the shell judges (HEALTH_ROLLBACK_MIN_VIEWS): a test's worth, not production's 200. */
const MIN_VIEWS = 10;

test('a canary whose page throws while rendering is rolled back by itself, and /metrics shows why', async ({ page }) => {
  test.setTimeout(120_000);
  const content = await startReleasedRemote('mf-content', 'mf_content', store);
  running.push(content);
  const shell = await startReleaseShell(
    store,
    { mf_content: content.manifest },
    {
      METRICS_TOKEN,
      HEALTH_ROLLBACK_MIN_VIEWS: String(MIN_VIEWS),
      HEALTH_ROLLBACK_MARGIN: '0.05',
      HEALTH_SNAPSHOT_MS: '500',
      HEALTH_SAMPLE_RATE: '1',
    },
  );
  running.push(shell);
  // Bucket 0 is in a 50 % canary, bucket 9999 never.
  const visit = async (bucket: number, path: string) => {
    const answer = await page.request.get(`${shell.url}${path}`, { headers: { cookie: `mf_bucket=${bucket}` } });
    return { status: answer.status(), leftToBrowser: (await answer.text()).includes('data-dgst="remote-area"') };
  };
  await expect.poll(() => visit(9999, '/open-day'), { timeout: 20_000 }).toEqual({ status: 404, leftToBrowser: false });

  await store.deploy('promote', 'mf_content', candidate, '--canary', '50', '--why', 'open day page');
  // The canary's visitors get the candidate's page, its area left to the browser: the server could not render it.
  await expect.poll(() => visit(0, '/open-day'), { timeout: 10_000 }).toEqual({ status: 200, leftToBrowser: true });
  for (let at = 0; at < 12; at++) {
    await visit(0, '/open-day');
    await visit(9999, '/about');
  }

  // Within a few snapshots the map has the candidate at 0 %, with who and why in its history.
  await expect
    .poll(async () => (await store.deploy('status')).includes(`mf_content  ${stable} (100 %)`), { timeout: 10_000, intervals: [250] })
    .toBe(true);
  const status = await store.deploy('status');
  // Every view of /open-day the canary rendered failed; a view or two counted while the canary was
  // picked up (its page not yet known: a plain 404) may stand beside them, so the rate is 100 % or close.
  const rollback = new RegExp(
    `auto-rollback +mf_content ${stable} {2}by automatic rollback: canary ${candidate}: area failure rate (\\d+\\.\\d) % over (\\d+) views`,
  ).exec(status);
  expect(rollback, status).not.toBeNull();
  const [, rate = '', views = ''] = rollback ?? [];
  // Judged once it has had its minimum of views: under load, before the loop's twelfth.
  expect(Number(views)).toBeGreaterThanOrEqual(MIN_VIEWS);
  expect(Number(rate)).toBeGreaterThanOrEqual(((Number(views) - 2) / Number(views)) * 100 - 0.05);
  expect(status).toMatch(new RegExp(`mf_content +stable ${stable} +\\d+ +0 \\(0\\.0 %\\)`));
  test.info().annotations.push({ type: 'status', description: status });
  // The server logs the rollback once the map has changed, and its output reaches the test a moment later.
  await expect
    .poll(() => shell.output(), { timeout: 5000 })
    .toContain(`[health] production: mf_content canary ${candidate}: area failure rate ${rate} % over ${views} views`);
  expect(shell.output()).toMatch(/\[health\] production: mf_content canary \S+: .*taken back to 0 % \(automatic rollback\)/);
  // Visitors of the canary's bucket are back on the stable version.
  await expect.poll(() => visit(0, '/open-day'), { timeout: 5000 }).toEqual({ status: 404, leftToBrowser: false });

  const metrics = await page.request.get(`${shell.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const families = parsePrometheusTextFormat(await metrics.text());
  const sample = (name: string, labels: Record<string, string>) =>
    Number(
      families
        .find((family) => family.name === name)
        ?.metrics.find((one) => Object.entries(labels).every(([key, value]) => one.labels?.[key] === value))?.value ?? 0,
    );
  expect(sample('shell_auto_rollbacks_total', { remote: 'mf_content', version: candidate })).toBe(1);
  // Each failing view the rollback counted fell back: its render failed, or (on a loaded machine) ran
  // out of time first; the rollback counted both, so the test does too, and the failures are named as such.
  const canaryFallbacks = (reason: string) =>
    sample('shell_area_fallbacks_total', { remote: 'mf_content', version: candidate, kind: 'canary', reason });
  expect(canaryFallbacks('failed')).toBeGreaterThan(0);
  expect(canaryFallbacks('failed') + canaryFallbacks('timeout')).toBeGreaterThanOrEqual(Math.round((Number(rate) * Number(views)) / 100));
  expect(sample('shell_area_fallbacks_total', { remote: 'mf_content', version: stable, kind: 'stable', reason: 'failed' })).toBe(0);

  // A sampled browser (HEALTH_SAMPLE_RATE=1) fetches the reporter after the page has loaded, and
  // reports the page's vitals with its remote and version when it leaves the page. The page is left
  // only once the reporter listens for that: its script asked for is not yet its script run (under
  // load, leaving at once sent nothing, and the poll below waited in vain).
  await page.addInitScript(() => {
    const listen = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
      if (args[0] === 'pagehide' && /\/health\.[0-9a-f]+\.js/.test(new Error().stack ?? ''))
        Object.assign(window, { healthReporterListens: true });
      return listen.apply(this, args);
    };
  });
  const reporter = page.waitForRequest(/\/health\.[0-9a-f]+\.js$/);
  await page.goto(`${shell.url}/about`);
  await reporter;
  await page.waitForFunction(() => 'healthReporterListens' in window);
  await page.goto('about:blank');
  await expect
    .poll(
      async () => {
        const text = await (
          await page.request.get(`${shell.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        ).text();
        return new RegExp(`shell_web_vitals_cls_count\\{remote="mf_content",version="${stable}"\\} 1`).test(text);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
});
