/**
 * @jest-environment node
 */
const { percentile, failedGets, killFigures, storeRatio } = require('./bench-cluster.cjs');

test('percentiles by nearest rank: p99 of 20 changes is the slowest, p50 the tenth', () => {
  const changes = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
  expect(percentile(changes, 0.99)).toBe(200);
  expect(percentile(changes, 0.5)).toBe(100);
  expect(percentile([], 0.99)).toBeNull();
});

test('a failed GET is an error, a time-out or an answer other than 2xx', () => {
  expect(failedGets({ statuses: { 200: 900, 204: 3 }, errors: 0, timeouts: 0 })).toBe(0);
  expect(failedGets({ statuses: { 200: 900, 502: 2, 404: 1 }, errors: 4, timeouts: 1 })).toBe(8);
});

test('the kill: every run’s failures count; the p99 is the worst of the runs clear of the second after the kill', () => {
  const run = (/** @type {number} */ startedAt, /** @type {number} */ p99Ms, failed = 0) => ({
    startedAt,
    endedAt: startedAt + 1000,
    p99Ms,
    totalRequests: 1000,
    statuses: { 200: 1000 - failed, ...(failed ? { 502: failed } : {}) },
    errors: 0,
    timeouts: 0,
  });
  const runs = [run(0, 20), run(1000, 30), run(2000, 400, 1), run(3000, 250), run(4000, 40)];
  // Killed at 2300: the runs from 2000 and 3000 touch [2300, 3300]; the others do not.
  expect(killFigures(runs, 2300)).toEqual({ requests: 5000, failedGets: 1, runs: 5, runsOutside: 3, p99OutsideMs: 40 });
  expect(killFigures([run(2000, 400)], 2300).p99OutsideMs).toBeNull();
  // A run that got no answer (a loaded machine, wrk starting late) reports a p99 of 0: not read as fast.
  const silent = { ...run(5000, 0), totalRequests: 0, statuses: {} };
  expect(killFigures([silent, run(0, 20)], 2300)).toMatchObject({ runsOutside: 1, p99OutsideMs: 20 });
});

test('the store ratio is the shared store’s mean requests/s over the folder store’s', () => {
  const ratio = storeRatio([
    { store: 'folder', requestsPerSecond: 2000 },
    { store: 'shared', requestsPerSecond: 1900 },
    { store: 'shared', requestsPerSecond: 1950 },
    { store: 'folder', requestsPerSecond: 2100 },
  ]);
  expect(ratio.folderRps).toBe(2050);
  expect(ratio.sharedRps).toBe(1925);
  expect(ratio.ratio).toBeCloseTo(0.939, 3);
  expect(storeRatio([{ store: 'folder', requestsPerSecond: 2000 }]).ratio).toBeNull();
});
