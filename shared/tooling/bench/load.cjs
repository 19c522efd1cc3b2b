// @ts-check
/**
 * Throughput and p99 latency with autocannon against loopback, each target for a bounded time.
 */
const fs = require('node:fs');
const path = require('node:path');
const autocannon = require('autocannon');

/**
 * @param {{ name: string, url: string, method?: string, headers?: Record<string, string>, body?: string }} target
 * @param {{ seconds: number, connections: number }} options
 */
async function hammer(target, options) {
  const result = await autocannon({
    url: target.url,
    method: /** @type {any} */ (target.method || 'GET'),
    headers: target.headers,
    body: target.body,
    duration: options.seconds,
    connections: options.connections,
  });
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = /** @type {any} */ (stats).count;
  return {
    name: target.name,
    url: target.url,
    seconds: options.seconds,
    connections: options.connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    statuses,
    rateLimited: statuses['429'] ?? 0,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * The shell's largest script (main.js: React DOM, the router, emotion and the federation runtime):
 * the heaviest static file a visitor downloads, served from its stored .gz.
 * @param {string} root
 */
function largestShellChunk(root) {
  const dist = path.join(root, 'shell', 'dist');
  const chunks = fs
    .readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: fs.statSync(path.join(dist, name)).size }))
    .sort((a, b) => b.size - a.size);
  return chunks[0]?.name ?? 'main.js';
}

/**
 * @param {{ root: string, shellOrigin: string, gatewayOrigin: string, seconds: number, connections: number }} options
 * @param {(line: string) => void} log
 */
async function measureLoad(options, log) {
  const { root, shellOrigin, gatewayOrigin, seconds, connections } = options;
  const chunk = largestShellChunk(root);
  const targets = [
    {
      name: 'gateway offline answer',
      url: `${gatewayOrigin}/main/gemini`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shellOrigin },
      body: JSON.stringify({ userMessage: 'What does the IoT course cost?' }),
    },
    { name: 'static /favicon.svg (gzip)', url: `${shellOrigin}/favicon.svg`, headers: { 'accept-encoding': 'gzip' } },
    { name: `static /${chunk} (gzip)`, url: `${shellOrigin}/${chunk}`, headers: { 'accept-encoding': 'gzip' } },
  ];
  const results = [];
  for (const target of targets) {
    try {
      const result = await hammer(target, { seconds, connections });
      results.push(result);
      log(
        `[bench] load ${target.name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, statuses ${JSON.stringify(result.statuses)}`,
      );
    } catch (error) {
      results.push({ name: target.name, url: target.url, error: /** @type {Error} */ (error).message });
      log(`[bench] load ${target.name}: FAILED ${/** @type {Error} */ (error).message}`);
    }
  }
  return results;
}

module.exports = { measureLoad, hammer };
