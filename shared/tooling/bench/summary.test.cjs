/**
 * @jest-environment node
 */
const { summaryRows, marked, range, verdict } = require('./summary.cjs');
const { checkRouteBudgets, checkServerBudgets } = require('./budgets.cjs');

const budgets = {
  lighthouse: { performance: { min: 98 }, lcpMs: { max: 1200, maxOverFloor: 1.15 } },
  jsNeededBeforeContentKiB: { max: 0 },
  server: { cachedPage: { minRequestsPerSecond: 2000, maxP99Ms: 20 }, uncachedRenderMs: { max: 60 } },
};
const routes = [
  {
    path: '/',
    lighthouse: { performance: 99, lcpMs: 1100, tbtMs: 120, floor: { lcpMs: 1000, tbtMs: 90, performance: 100 } },
    load: { jsKiBBeforeContent: 130.7 },
    jsNeededKiB: 0,
    content: { served: true },
  },
  {
    path: '/news',
    lighthouse: { performance: 95, lcpMs: 2300, tbtMs: 300, floor: { lcpMs: 1100, tbtMs: 210, performance: 97 } },
    load: { jsKiBBeforeContent: 140 },
    jsNeededKiB: 140,
    content: { served: false },
  },
];

test('range and verdict read as a person would say them', () => {
  expect(range([1100, 2300, null], 0)).toBe('1,100 to 2,300');
  expect(range([0.1234], 2)).toBe('0.12');
  expect(range([], 1)).toBe('–');
  expect(verdict([])).toBe('–');
  expect(verdict([{ name: 'a', actual: 1, limit: '', ok: true }])).toBe('ok (1)');
});

test('one row per figure with its range, budget and the routes that broke it', () => {
  const server = {
    heaviest: '/news',
    cachedPages: [{ route: '/', connections: 50, requestsPerSecond: 2400, p99Ms: 15, statuses: { 200: 1 } }],
    uncached: { route: '/news', requests: 30, reported: false, renderMs: null, responseMs: 22.5 },
  };
  const checks = [...checkRouteBudgets(budgets, routes), ...checkServerBudgets(budgets, server)];
  const rows = summaryRows({ options: { runs: 5, pageConnections: 50 }, routes, server, budgets: checks, load: [] });
  const row = (/** @type {string} */ start) => rows.find((r) => r[0]?.startsWith(start));
  expect(row('Lighthouse performance')).toEqual([
    'Lighthouse performance (mobile, median of 5)',
    '95 to 99',
    '>= 98',
    '**BROKEN** 1 of 2: /news',
  ]);
  expect(row('LCP ms of the no-script floor')?.[1]).toBe('1,000 to 1,100');
  expect(row('TBT ms of the no-script floor')?.[1]).toBe('90 to 210');
  expect(row('Lighthouse performance of the no-script floor')?.[1]).toBe('97 to 100');
  expect(row('LCP / floor')).toEqual(['LCP / floor LCP', '1.10 to 2.09', '<= 1.15', '**BROKEN** 1 of 2: /news']);
  expect(row('JS needed')?.[0]).toContain('on 1 of 2 routes');
  expect(row('Cached page `/`: requests/s')).toEqual(['Cached page `/`: requests/s at 50 connections', '2,400', '>= 2000', 'ok (1)']);
  expect(row('Uncached render')).toEqual([
    'Uncached render of the heaviest route (`/news`), ms, median of 30',
    'render timing: not reported by this server',
    '<= 60 ms',
    'not checked',
  ]);
  expect(rows.at(-1)).toEqual(['All budgets', '6 of 10 met', '', '**4 BROKEN**']);
});

test('a language’s cached page: its requests/s over /’s against the budget, and beside it the server’s CPU per request over /’s, recorded', () => {
  const rules = { server: { cachedPage: { minRatioToEnglish: 0.95 } } };
  const page = (/** @type {string} */ route, /** @type {number} */ rps, /** @type {number | null} */ cpu) => ({
    route,
    connections: 50,
    requestsPerSecond: rps,
    p99Ms: 10,
    statuses: { 200: 1 },
    cpuMicrosPerRequest: cpu,
  });
  const server = { cachedPages: [page('/', 15000, 60), page('/hi', 13200, 61.2), page('/gu', 15000, null)] };
  const rows = summaryRows({
    options: { runs: 1, pageConnections: 50 },
    routes: [],
    server,
    budgets: checkServerBudgets(rules, server),
    load: [],
  });
  const row = (/** @type {string} */ start) => rows.find((r) => r[0]?.startsWith(start));
  expect(row('Cached page `/hi`: requests/s over')).toEqual([
    "Cached page `/hi`: requests/s over `/`'s (same sitting)",
    '0.88',
    '>= 0.95',
    '**BROKEN** 1 of 1: /hi',
  ]);
  expect(row('Cached page `/hi`: the server')).toEqual([
    "Cached page `/hi`: the server's CPU per request, `/`'s over its own (same sitting)",
    '0.98',
    '–',
    '–',
  ]);
  // A page whose server cost was not read has no such row.
  expect(row('Cached page `/gu`: the server')).toBeUndefined();
});

test('a routes-table cell is marked only where its budget broke on that route', () => {
  const checks = checkRouteBudgets(budgets, routes);
  expect(marked(checks, '/news', 'performance', '95')).toBe('95 ✗');
  expect(marked(checks, '/', 'performance', '99')).toBe('99');
});

test('route figures come once per language, each over its own routes and its own budgets', () => {
  const rules = { lighthouse: { performance: { min: 98 } }, fontKiB: { en: 0, hi: 150, gu: 150 } };
  const perLanguage = [
    { path: '/', lighthouse: { performance: 99 }, load: { jsKiBBeforeContent: 130, fontKiB: 0 } },
    { path: '/hi', lighthouse: { performance: 97 }, load: { jsKiBBeforeContent: 131, fontKiB: 88.4 } },
    { path: '/gu/news', lighthouse: { performance: 98 }, load: { jsKiBBeforeContent: 131, fontKiB: 92.1 } },
  ];
  const report = {
    options: { runs: 1 },
    routes: perLanguage,
    interactivity: { deadWindow: { '/hi': { deadWindowMs: 640 } } },
    budgets: checkRouteBudgets(rules, perLanguage),
  };
  const rows = summaryRows(report);
  const row = (/** @type {string} */ start) => rows.find((r) => r[0]?.startsWith(start)) ?? [];
  expect(row('Lighthouse performance (mobile, median of 1) (Hindi)')).toEqual([
    'Lighthouse performance (mobile, median of 1) (Hindi)',
    '97',
    '>= 98',
    '**BROKEN** 1 of 1: /hi',
  ]);
  expect(row('Lighthouse performance (mobile, median of 1) (English)').slice(1)).toEqual(['99', '>= 98', 'ok (1)']);
  expect(row('Web-font KiB transferred (the whole visit) (English)').slice(1)).toEqual(['0.0', '<= 0 KiB', 'ok (1)']);
  expect(row('Web-font KiB transferred (the whole visit) (Gujarati)').slice(1)).toEqual(['92.1', '<= 150 KiB', 'ok (1)']);
  expect(row('Dead window ms on the phone (first paint to every control hydrated) (Hindi)')[1]).toBe('640');
});

test('the cluster’s figures read beside their budgets, and a cluster that could not run says why', () => {
  const { checkClusterBudgets } = require('./budgets.cjs');
  const rules = { cluster: { mapChangeP99Ms: 1000, killFailedGets: 0, killP99Ms: 100, sharedStoreThroughputRatio: 0.95 } };
  const cluster = {
    mapChange: { changes: 20, p50Ms: 210, p99Ms: 480 },
    kill: { requests: 9000, failedGets: 0, p99OutsideMs: 35 },
    stores: { ratio: 0.981, folderRps: 2100, sharedRps: 2060 },
  };
  const rows = summaryRows({ cluster, budgets: checkClusterBudgets(rules, cluster) });
  expect(rows.filter((r) => r[0]?.startsWith('Cluster')).map((r) => r.slice(1))).toEqual([
    ['480 (210)', '<= 1000', 'ok (1)'],
    ['0', '<= 0', 'ok (1)'],
    ['35', '< 100', 'ok (1)'],
    ['0.981 (2,100; 2,060)', '>= 0.95', 'ok (1)'],
  ]);
  const failed = { error: 'not measured: nginx (Debian: nginx-light) missing' };
  const broken = summaryRows({ cluster: failed, budgets: checkClusterBudgets(rules, failed) }).filter((r) => r[0]?.startsWith('Cluster'));
  expect(broken).toHaveLength(4);
  expect(broken.every((r) => r[1] === `not measured: ${failed.error}` && r[3]?.startsWith('**BROKEN**'))).toBe(true);
});

test('the i18n bytes per page chunk have a row of their own, naming the chunks over the limit, apart from the bundle sizes', () => {
  const { checkBundleBudgets } = require('./budgets.cjs');
  const chunk = (/** @type {string} */ name, /** @type {number | null} */ kib, problems = /** @type {string[]} */ ([])) => ({
    name,
    package: name.split(' ')[0] ?? '',
    files: ['a.js'],
    totalBytes: kib === null ? null : 10_240,
    i18nBytes: kib === null ? null : kib * 1024,
    parts: null,
    problems,
  });
  const sizes = {
    remotes: {},
    shell: null,
    mazeEmbed: null,
    missing: [],
    staleCompressed: [],
    sizeLimit: [],
    i18n: {
      chunks: [
        chunk('shell main.js', 2.41),
        chunk('mf-chat expose ChatWidget', 4.44),
        chunk('mf-maze expose RobotMazePage', null, ['no source map in mf-maze/dist-maps/ for a.js.map']),
      ],
      notBuilt: [],
    },
  };
  const checks = checkBundleBudgets({ i18nKiBPerChunk: { max: 3 }, bundlesKiB: {} }, sizes);
  const rows = summaryRows({ budgets: checks });
  expect(rows.find((r) => r[0]?.startsWith('i18n KiB gzip per English page chunk'))?.slice(1)).toEqual([
    '2.41 to 4.44',
    '<= 3 KiB',
    '**BROKEN** 2 of 3: mf-chat expose ChatWidget i18n gzip, mf-maze expose RobotMazePage i18n gzip (no source map in mf-maze/dist-maps/ for a.js.map)',
  ]);
  // The bundle row counts only the size checks (here the stored copies' one).
  expect(rows.find((r) => r[0]?.startsWith('Bundle sizes'))?.slice(1, 2)).toEqual(['1 checks']);
});
