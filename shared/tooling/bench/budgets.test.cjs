/**
 * @jest-environment node
 */
const { checkBundleBudgets, checkRouteBudgets } = require('./budgets.cjs');

const budgets = {
  lighthouse: { performance: { min: 90 }, accessibility: { min: 100 }, cls: { below: 0.05 } },
  firstLoadJsKiB: { '/': 200 },
  bundlesKiB: { shell: { mainJs: 30 }, 'mf-chat': { remoteEntry: 32, federatedTotal: 200 }, mazeEmbed: 90 },
};

/** size-limit's verdict on each figure, as its --json prints it (sizes.cjs passes it on). */
const judged = (/** @type {string} */ name, /** @type {number} */ kib, /** @type {number} */ limitKiB) => ({
  name,
  size: kib * 1024,
  sizeLimit: limitKiB * 1024,
  passed: kib <= limitKiB,
});

const sizes = {
  remotes: {
    'mf-chat': { remoteEntry: 27 * 1024, exposes: {}, federatedTotal: 201 * 1024, languages: { hi: null, gu: null }, jsFilesInDist: 3 },
  },
  shell: { mainJs: 30 * 1024, totalJs: 0 },
  mazeEmbed: 70 * 1024,
  missing: [],
  staleCompressed: [],
  sizeLimit: [
    judged('shell mainJs', 30, 30),
    judged('mf-chat remoteEntry', 27, 32),
    judged('mf-chat federatedTotal', 201, 200),
    judged('mazeEmbed', 70, 90),
  ],
};

test('a bundle exactly at its budget passes and one a KiB over it is named', () => {
  const checks = checkBundleBudgets(budgets, sizes);
  expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['mf-chat federatedTotal gzip']);
  expect(checks.find((c) => c.name === 'shell mainJs gzip')).toMatchObject({ actual: 30, ok: true });
});

test('a missing dist breaks its budgets instead of passing silently', () => {
  const checks = checkBundleBudgets(budgets, { ...sizes, remotes: {}, mazeEmbed: null, sizeLimit: [judged('shell mainJs', 30, 30)] });
  expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
    'mf-chat remoteEntry gzip',
    'mf-chat federatedTotal gzip',
    'maze embed (robot-maze.js) gzip',
  ]);
});

test('a size-limit verdict against another limit than the budget is not taken as a pass', () => {
  const checks = checkBundleBudgets(budgets, { ...sizes, sizeLimit: [judged('shell mainJs', 30, 40), ...sizes.sizeLimit.slice(1)] });
  expect(checks.find((c) => c.name === 'shell mainJs gzip')).toMatchObject({ actual: 30, ok: false });
});

test('route budgets: min and below are checked per route, and first-load JS only where set', () => {
  const checks = checkRouteBudgets(budgets, [
    { path: '/', lighthouse: { performance: 90, accessibility: 100, cls: 0.05 }, load: { jsKiBBeforeContent: 232.5 } },
    { path: '/news', lighthouse: { performance: 89, accessibility: 100, cls: 0.01 }, load: { jsKiBBeforeContent: 500 } },
  ]);
  expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['/ cls', '/ first-load JS gzip', '/news performance']);
});

test('a route Lighthouse could not measure breaks every score budget', () => {
  const checks = checkRouteBudgets(budgets, [{ path: '/about', lighthouse: null, load: null }]);
  expect(checks.every((c) => !c.ok)).toBe(true);
  expect(checks).toHaveLength(3);
});

test('a stored .gz/.br copy that differs from its file breaks the size check, naming it', () => {
  const checks = checkBundleBudgets(budgets, { ...sizes, staleCompressed: ['mf-content/dist/3742.abc.js.gz'] });
  expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
    'mf-chat federatedTotal gzip',
    'stored .gz/.br copies match their files (stale: mf-content/dist/3742.abc.js.gz)',
  ]);
});

test('staleCompressedCopies finds a copy that no longer matches, and passes matching ones', () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const zlib = require('node:zlib');
  const { staleCompressedCopies } = require('./sizes.cjs');
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'));
  fs.writeFileSync(path.join(dist, 'a.js'), 'new code');
  fs.writeFileSync(path.join(dist, 'a.js.gz'), zlib.gzipSync('new code'));
  fs.writeFileSync(path.join(dist, 'a.js.br'), zlib.brotliCompressSync('old code'));
  expect(staleCompressedCopies(dist)).toEqual(['a.js.br']);
});

test('LCP is held to its own limit and to the no-script floor measured in the same run', () => {
  const lcp = { lighthouse: { lcpMs: { max: 1200, maxOverFloor: 1.15 }, cls: { max: 0 } } };
  const checks = checkRouteBudgets(lcp, [
    { path: '/', lighthouse: { lcpMs: 1150, cls: 0, floor: { lcpMs: 1000 } } },
    { path: '/news', lighthouse: { lcpMs: 1190, cls: 0.001, floor: { lcpMs: 1000 } } },
    { path: '/blog', lighthouse: { lcpMs: 2200, cls: 0, floor: { lcpMs: 1100 } } },
    { path: '/about', lighthouse: { lcpMs: 1000, cls: 0, floor: null } },
  ]);
  expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
    '/news lcpMs / no-script floor',
    '/news cls',
    '/blog lcpMs',
    '/blog lcpMs / no-script floor',
    '/about lcpMs / no-script floor',
  ]);
  expect(checks.find((c) => c.name === '/ lcpMs / no-script floor')).toMatchObject({
    actual: 1.15,
    ok: true,
    figure: 'lcpMsOverFloor',
    route: '/',
  });
});

test('JS needed before content: 0 passes, the whole first load when the content is not in the HTML, unmeasured breaks', () => {
  const checks = checkRouteBudgets({ jsNeededBeforeContentKiB: { max: 0 } }, [
    { path: '/', jsNeededKiB: 0 },
    { path: '/news', jsNeededKiB: 131.7 },
    { path: '/blog', jsNeededKiB: null },
  ]);
  expect(checks.map((c) => [c.name, c.ok])).toEqual([
    ['/ JS needed before content', true],
    ['/news JS needed before content', false],
    ['/blog JS needed before content', false],
  ]);
});

describe('server budgets', () => {
  const { checkServerBudgets } = require('./budgets.cjs');
  const rules = { server: { cachedPage: { minRequestsPerSecond: 2000, maxP99Ms: 20 }, uncachedRenderMs: { max: 60 } } };
  const page = (/** @type {any} */ over) => ({
    route: '/',
    connections: 50,
    requestsPerSecond: 2500,
    p99Ms: 12,
    statuses: { 200: 25000 },
    ...over,
  });

  test('a cached page is held to requests/s and p99; error answers break it however fast', () => {
    const checks = checkServerBudgets(rules, {
      cachedPages: [
        page({}),
        page({ route: '/news/1', requestsPerSecond: 1900, p99Ms: 25 }),
        page({ route: '/x', statuses: { 200: 10, 500: 30000 } }),
      ],
    });
    expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      'cached page /news/1 at 50 connections: requests/s',
      'cached page /news/1 at 50 connections: p99 ms',
      'cached page /x at 50 connections: requests/s (30000 answers not 2xx)',
    ]);
  });

  test('the uncached render is checked when reported, skipped when the server reports none, broken when it failed', () => {
    expect(checkServerBudgets(rules, { uncached: { route: '/news', requests: 30, reported: true, renderMs: 48 } })).toEqual([
      expect.objectContaining({ name: 'uncached render /news (median of 30)', actual: 48, ok: true }),
    ]);
    expect(checkServerBudgets(rules, { uncached: { route: '/news', requests: 30, reported: true, renderMs: 75 } })[0]?.ok).toBe(false);
    expect(checkServerBudgets(rules, { uncached: { route: '/news', requests: 30, reported: false, renderMs: null } })).toEqual([
      expect.objectContaining({ ok: true, skipped: 'render timing: not reported by this server' }),
    ]);
    expect(checkServerBudgets(rules, { uncached: { route: '/news', error: 'exited (1)' } })).toEqual([
      expect.objectContaining({ actual: null, ok: false }),
    ]);
  });
});

describe('issue 39 and 41 budgets', () => {
  const { checkServerBudgets, checkClusterBudgets } = require('./budgets.cjs');

  test('web-font bytes are judged by the route’s language', () => {
    const fonts = { fontKiB: { en: 0, hi: 150, gu: 150 } };
    const checks = checkRouteBudgets(fonts, [
      { path: '/news', load: { jsKiBBeforeContent: 100, fontKiB: 0 } },
      { path: '/hi/news', load: { jsKiBBeforeContent: 100, fontKiB: 151.2 } },
      { path: '/gu', load: { jsKiBBeforeContent: 100, fontKiB: 96 } },
      { path: '/about', load: { jsKiBBeforeContent: 100, fontKiB: 12 } },
    ]);
    expect(checks.map((c) => [c.route, c.limit, c.ok])).toEqual([
      ['/news', '<= 0 KiB', true],
      ['/hi/news', '<= 150 KiB', false],
      ['/gu', '<= 150 KiB', true],
      ['/about', '<= 0 KiB', false],
    ]);
  });

  test('a Hindi or Gujarati route meets its English route’s first-load JS budget', () => {
    const checks = checkRouteBudgets({ firstLoadJsKiB: { '/': 132, '/news': 155 } }, [
      { path: '/hi', load: { jsKiBBeforeContent: 146.5 } },
      { path: '/gu/news', load: { jsKiBBeforeContent: 151.5 } },
      { path: '/hi/unknown', load: { jsKiBBeforeContent: 1 } },
    ]);
    expect(checks.map((c) => [c.route, c.limit, c.ok])).toEqual([
      ['/hi', '<= 132 KiB', false],
      ['/gu/news', '<= 155 KiB', true],
    ]);
  });

  test('each language’s cached home page is read against /’s requests/s from the same sitting', () => {
    const rules = { server: { cachedPage: { minRatioToEnglish: 0.95 } } };
    const page = (/** @type {string} */ route, /** @type {number} */ rps) => ({
      route,
      requestsPerSecond: rps,
      p99Ms: 10,
      statuses: { 200: 1 },
    });
    const checks = checkServerBudgets(rules, {
      cachedPages: [page('/', 2000), page('/hi', 1960), page('/gu', 1800), page('/hi/news/1', 900)],
    });
    expect(checks.map((c) => [c.route, Number(c.actual?.toFixed(2)), c.ok])).toEqual([
      ['/hi', 0.98, true],
      ['/gu', 0.9, false],
    ]);
    // Without / measured there is nothing to read against: not measured, broken.
    expect(checkServerBudgets(rules, { cachedPages: [page('/hi', 1960)] })[0]).toMatchObject({ actual: null, ok: false });
  });

  test('the cluster’s four figures against their budgets; a cluster that could not run breaks each, saying why', () => {
    const rules = { cluster: { mapChangeP99Ms: 1000, killFailedGets: 0, killP99Ms: 100, sharedStoreThroughputRatio: 0.95 } };
    const measured = {
      mapChange: { changes: 20, p99Ms: 640 },
      kill: { failedGets: 0, p99OutsideMs: 100 },
      stores: { ratio: 0.97 },
    };
    expect(checkClusterBudgets(rules, measured).map((c) => [c.figure, c.actual, c.limit, c.ok])).toEqual([
      ['cluster.mapChangeP99Ms', 640, '<= 1000', true],
      ['cluster.killFailedGets', 0, '<= 0', true],
      // "under 100 ms": 100 itself breaks it.
      ['cluster.killP99Ms', 100, '< 100', false],
      ['cluster.sharedStoreThroughputRatio', 0.97, '>= 0.95', true],
    ]);
    const missing = checkClusterBudgets(rules, { error: 'not measured: nginx (Debian: nginx-light) missing' });
    expect(missing).toHaveLength(4);
    expect(missing.every((c) => !c.ok && c.actual === null && c.name.includes('nginx'))).toBe(true);
    expect(checkClusterBudgets({}, measured)).toEqual([]);
  });
});
