const { cachedRoutes, combineRuns } = require('./server.cjs');

const run = (/** @type {Partial<Record<string, any>>} */ over) => ({
  name: 'cached page /',
  url: 'http://localhost:14080/',
  seconds: 5,
  connections: 50,
  requestsPerSecond: 1000,
  p50Ms: 2,
  p99Ms: 6,
  maxMs: 20,
  totalRequests: 5000,
  statuses: { 200: 5000 },
  errors: 0,
  timeouts: 0,
  rateLimited: 0,
  ...over,
});

test('two runs of a cached page read as one: the rate over both runs’ time, the worse tail', () => {
  const combined = combineRuns(
    run({ requestsPerSecond: 1000, totalRequests: 5000, statuses: { 200: 5000 }, p50Ms: 2, p99Ms: 6 }),
    run({ requestsPerSecond: 3000, totalRequests: 15000, statuses: { 200: 14990, 500: 10 }, p50Ms: 1, p99Ms: 9, errors: 2 }),
  );
  expect(combined.requestsPerSecond).toBe(2000);
  expect(combined.seconds).toBe(10);
  expect(combined.totalRequests).toBe(20000);
  expect(combined.statuses).toEqual({ 200: 19990, 500: 10 });
  expect([combined.p50Ms, combined.p99Ms, combined.maxMs, combined.errors]).toEqual([1.5, 9, 20, 2]);
});

test('a run that answered nothing counts for the time it was given', () => {
  const combined = combineRuns(run({ requestsPerSecond: 0, totalRequests: 0, statuses: {} }), run({}));
  expect(combined.requestsPerSecond).toBe(500);
  expect(combined.statuses).toEqual({ 200: 5000 });
});

test('the cached pages are / first, then each language’s home page and the heaviest route', () => {
  expect(cachedRoutes(['en', 'hi', 'gu'], '/hi/news/1')).toEqual(['/', '/hi', '/gu', '/hi/news/1']);
  expect(cachedRoutes(['en'], '/')).toEqual(['/']);
});
