// @ts-check
/**
 * Throughput and latency under load, against loopback, each target for a bounded time, with wrk
 * (Debian's package `wrk`; WRK_PATH overrides where it is).
 *
 * Why wrk and not autocannon (which measured until 2026-11-23): autocannon turns every response body
 * into a JavaScript string, and for a page of 9 KB that costs it more than the server spends making
 * the answer. On this 2-core machine it saturated its core at about 4,100 requests a second against a
 * bare Node server sending the same bytes (the server at 40 % of the other core), and reported a p99 of
 * 24 to 32 ms that was its own queue. wrk, in C, gets 10,000 to 14,500 from that same bare server with
 * a p99 of 7 to 10 ms, so what it reports is the server's. The bench prints that bare server's figure
 * beside each cached page (`ceiling`), so a reader sees what the load generator allows on the machine.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const WRK = process.env.WRK_PATH || 'wrk';

/**
 * @typedef {{ name: string, url: string, method?: string, headers?: Record<string, string>, body?: string, numbered?: string }} Target
 * `numbered`: a word in `body` that each request replaces with a number of its own (unique across
 * threads and runs), for a server that answers the same body twice as a repeat.
 */

/** A Lua long string holding `text` as it is (no escapes inside). @param {string} text */
function luaString(text) {
  let level = '';
  while (text.includes(`]${level}]`)) level += '=';
  return `[${level}[${text}]${level}]`;
}

/**
 * The wrk script for a target: its method, headers and body, a count of answers per status in each
 * thread, and at the end one line `WRK_RESULT {json}` with the figures (latencies in microseconds).
 * @param {Target} target
 */
function wrkScript(target) {
  const request = [
    `wrk.method = ${luaString(target.method || 'GET')}`,
    ...(target.body === undefined ? [] : [`wrk.body = ${luaString(target.body)}`]),
    ...Object.entries(target.headers ?? {}).map(([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`),
  ];
  // Each request its own body: the run, the thread and the request's count in place of the word.
  const numbered = target.numbered
    ? `
local count = 0
function request()
  count = count + 1
  return wrk.format(nil, nil, nil, (string.gsub(wrk.body, ${luaString(target.numbered)}, run .. "-" .. thread_id .. "-" .. count)))
end`
    : '';
  return `${request.join('\n')}
local threads = {}
run = ${luaString(`${Date.now()}${Math.floor(Math.random() * 1e6)}`)}
function setup(thread) table.insert(threads, thread); thread:set("thread_id", #threads) end${numbered}
function init(args) statuses = {} end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  local counts = {}
  for _, thread in ipairs(threads) do
    for code, n in pairs(thread:get("statuses")) do counts[tostring(code)] = (counts[tostring(code)] or 0) + n end
  end
  local parts = {}
  for code, n in pairs(counts) do parts[#parts + 1] = string.format('"%s":%d', code, n) end
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"errors":%d,"timeouts":%d,"statuses":{%s}}\\n', summary.requests, summary.duration, latency:percentile(50),
    latency:percentile(99), latency.max, e.connect + e.read + e.write, e.timeout, table.concat(parts, ",")))
end
`;
}

/** The figures of wrk's output, or null when it printed none. @param {string} output */
function parseWrkResult(output) {
  const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) return null;
  const raw = JSON.parse(line.slice('WRK_RESULT '.length));
  const ms = (/** @type {number} */ us) => Math.round(us / 10) / 100;
  return {
    requestsPerSecond: raw.requests / (raw.durationUs / 1e6),
    p50Ms: ms(raw.p50Us),
    p99Ms: ms(raw.p99Us),
    maxMs: ms(raw.maxUs),
    totalRequests: raw.requests,
    /** @type {Record<string, number>} */
    statuses: raw.statuses,
    errors: raw.errors,
    timeouts: raw.timeouts,
  };
}

/**
 * @param {Target} target
 * @param {{ seconds: number, connections: number }} options
 */
async function hammer(target, options) {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')), 'target.lua');
  fs.writeFileSync(script, wrkScript(target));
  // One thread: wrk has room to spare on it, and the machine's other core stays the server's.
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', script, target.url];
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.once('error', (error) =>
        reject(
          /** @type {any} */ (error).code === 'ENOENT'
            ? new Error(`${WRK} is not installed (Debian: apt-get install -y wrk; or set WRK_PATH)`)
            : error,
        ),
      );
      child.once('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text.trim().slice(-300)}`))));
    });
    const result = parseWrkResult(output);
    if (!result) throw new Error(`wrk printed no result: ${output.trim().slice(-300)}`);
    return {
      name: target.name,
      url: target.url,
      seconds: options.seconds,
      connections: options.connections,
      ...result,
      rateLimited: result.statuses['429'] ?? 0,
    };
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

/**
 * What the load generator allows on this machine: a bare Node server (no framework, no work) that
 * sends `response` as it is to every request, under the same load as the server measured.
 * @param {{ status: number, headers: Record<string, string>, body: Buffer }} response
 * @param {{ seconds: number, connections: number }} options
 */
async function ceiling(response, options) {
  const server = http.createServer((_request, reply) => {
    reply.writeHead(response.status, response.headers);
    reply.end(response.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  try {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    return await hammer({ name: 'a bare Node server sending the same bytes', url: `http://127.0.0.1:${address.port}/` }, options);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
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
  /** @type {Target[]} */
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

module.exports = { measureLoad, hammer, ceiling, wrkScript, parseWrkResult };
