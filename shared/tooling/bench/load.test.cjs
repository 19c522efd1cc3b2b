/**
 * @jest-environment node
 */
const { wrkScript, parseWrkResult } = require('./load.cjs');

test("wrk's result line becomes the bench's figures: requests per second over the run, latencies in ms", () => {
  const output = [
    'Running 10s test @ http://localhost:14080/',
    '  1 threads and 50 connections',
    'WRK_RESULT {"requests":70000,"durationUs":10000000,"p50Us":6543,"p99Us":18271,"maxUs":130370,"errors":2,"timeouts":1,"statuses":{"200":69990,"503":10}}',
  ].join('\n');
  expect(parseWrkResult(output)).toEqual({
    requestsPerSecond: 7000,
    p50Ms: 6.54,
    p99Ms: 18.27,
    maxMs: 130.37,
    totalRequests: 70000,
    statuses: { 200: 69990, 503: 10 },
    errors: 2,
    timeouts: 1,
  });
});

test('output without a result line (wrk failed before the end) is no result', () => {
  expect(parseWrkResult('unable to connect to localhost:14080 Connection refused\n')).toBeNull();
});

test("the script sends the target's method, headers and body as they are, brackets and quotes included", () => {
  const script = wrkScript({
    name: 'gateway',
    url: 'http://localhost:14085/main/gemini',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"userMessage":"a]]b ]=] \\"quoted\\""}',
  });
  expect(script).toContain('wrk.method = [[POST]]');
  expect(script).toContain('wrk.headers[ [[content-type]] ] = [[application/json]]');
  // A long string whose closing bracket does not occur in the body.
  expect(script).toContain('wrk.body = [==[{"userMessage":"a]]b ]=] \\"quoted\\""}]==]');
  expect(script).toContain('function done(summary, latency, requests)');
});

test('a GET without a body sets none', () => {
  expect(wrkScript({ name: 'page', url: 'http://localhost:14080/' })).not.toContain('wrk.body');
});

test('a numbered target sends each request a body of its own, for a server that answers a repeated body as a repeat', async () => {
  const http = require('node:http');
  /** @type {string[]} */
  const bodies = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => (bodies.push(body), response.end('ok')));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    const target = { name: 'numbered', url: `http://127.0.0.1:${port}/`, method: 'POST', body: 'message=hello+NUMBER', numbered: 'NUMBER' };
    const { hammer } = require('./load.cjs');
    await hammer(target, { seconds: 1, connections: 4 });
    await hammer(target, { seconds: 1, connections: 4 });
    expect(bodies.length).toBeGreaterThan(20);
    expect(bodies.every((body) => /^message=hello\+\d+-\d+-\d+$/.test(body))).toBe(true);
    expect(new Set(bodies).size).toBe(bodies.length);
  } finally {
    server.close();
  }
});
