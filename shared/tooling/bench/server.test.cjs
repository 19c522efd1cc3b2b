/**
 * @jest-environment node
 */
const http = require('node:http');
const { cachedRoutes, combineRuns, cheapestCost, serverCpuSeconds } = require('./server.cjs');

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

test('what a request of a page cost the server: its cheapest run’s', () => {
  // 60 µs a request, and 90 in a slow moment of the machine.
  expect(cheapestCost([90, 60, 75])).toBe(60);
  // A run whose figure was not read leaves the page without it.
  expect(cheapestCost([60, null])).toBeNull();
  expect(cheapestCost([])).toBeNull();
});

test('the shell’s CPU seconds are read from its /metrics with the bench’s token, and are null when it serves none', async () => {
  const token = 'bench-token-0123456789abcdef';
  /** @type {string} */
  let body =
    '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.\nprocess_cpu_seconds_total 12.345678\nprocess_cpu_user_seconds_total 10\n';
  const server = http.createServer((request, reply) => {
    if (request.url !== '/metrics' || request.headers.authorization !== `Bearer ${token}`) return void reply.writeHead(401).end();
    reply.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  try {
    expect(await serverCpuSeconds(origin, token)).toBe(12.345678);
    expect(await serverCpuSeconds(origin, 'another-token-0123456789ab')).toBeNull();
    expect(await serverCpuSeconds(origin, undefined)).toBeNull();
    body = 'shell_page_views_total 3\n';
    expect(await serverCpuSeconds(origin, token)).toBeNull();
    body = 'process_cpu_seconds_total NaN\n';
    expect(await serverCpuSeconds(origin, token)).toBeNull();
  } finally {
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
  // Nothing listening there any more: null, not a throw.
  expect(await serverCpuSeconds(origin, token)).toBeNull();
});
