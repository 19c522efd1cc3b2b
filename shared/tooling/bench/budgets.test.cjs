/**
 * @jest-environment node
 */
const { checkBundleBudgets, checkRouteBudgets } = require('./budgets.cjs');

const budgets = {
  lighthouse: { performance: { min: 90 }, accessibility: { min: 100 }, cls: { below: 0.05 } },
  firstLoadJsKiB: { '/': 200 },
  bundlesKiB: { shell: { mainJs: 30 }, 'mf-chat': { remoteEntry: 32, federatedTotal: 200 }, mazeEmbed: 90 },
};

const sizes = {
  remotes: { 'mf-chat': { remoteEntry: 27 * 1024, exposes: {}, federatedTotal: 201 * 1024, jsFilesInDist: 3 } },
  shell: { mainJs: 30 * 1024, totalJs: 0 },
  mazeEmbed: 70 * 1024,
  missing: [],
};

test('a bundle exactly at its budget passes and one a KiB over it is named', () => {
  const checks = checkBundleBudgets(budgets, sizes);
  expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['mf-chat federatedTotal gzip']);
  expect(checks.find((c) => c.name === 'shell mainJs gzip')).toMatchObject({ actual: 30, ok: true });
});

test('a missing dist breaks its budgets instead of passing silently', () => {
  const checks = checkBundleBudgets(budgets, { ...sizes, remotes: {}, mazeEmbed: null });
  expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
    'mf-chat remoteEntry gzip',
    'mf-chat federatedTotal gzip',
    'maze embed (robot-maze.js) gzip',
  ]);
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
