// @ts-check
/**
 * The shell's server answering pages: each route's HTML as served (status, size, the render time the
 * server reports), a cached page under load (wrk, beside a bare server sending the same bytes), and the render time of the heaviest route on a
 * second shell server started with its page cache off (`SSR_CACHE_ENTRIES=0`). A server that sends no
 * `Server-Timing: render;dur=…` (one from before server rendering) is measured all the same; its render
 * time is reported as absent.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { hammer, ceiling } = require('./load.cjs');
const { serverTiming, heaviestRoute, median } = require('./served-html.cjs');
const { portAnswers } = require('../site/port-answers.cjs');
const { freePort } = require('shared/test-server');
const { localize } = require('./languages.cjs');

/** What a browser asks a page with. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };

/** @param {string} url */
async function fetchPage(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: PAGE_HEADERS, redirect: 'manual' });
  const html = await response.text();
  return {
    status: response.status,
    html,
    bytes: Buffer.byteLength(html),
    ms: performance.now() - started,
    renderMs: serverTiming(response.headers.get('server-timing')),
    encoding: response.headers.get('content-encoding'),
  };
}

/**
 * The shell process's CPU seconds so far (`process_cpu_seconds_total` on its /metrics, read with the
 * bench's token), or null when it serves none (no token, or a server from before the figure).
 * @param {string} origin @param {string | undefined} token
 */
async function serverCpuSeconds(origin, token) {
  if (!token) return null;
  try {
    const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return null;
    const found = /^process_cpu_seconds_total (\S+)$/m.exec(await response.text());
    const seconds = found ? Number(found[1]) : NaN;
    return Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  }
}

/**
 * What one request of a page cost the server's process, in CPU µs: its cheapest run's. A moment the
 * machine is slow (another process, the host taking the virtual CPU) makes every request of that run
 * dearer, never cheaper, so the cheapest run is the nearest to the page's own cost. Null unless every
 * run has the figure.
 * @param {readonly (number | null)[]} costs each run's CPU µs a request, null where not read
 */
function cheapestCost(costs) {
  return costs.length > 0 && costs.every((cost) => cost !== null) ? Math.min(.../** @type {number[]} */ (costs)) : null;
}

/** Seconds of load before a cached page is measured (not counted). */
const WARM_UP_SECONDS = 2;

/**
 * The response to a page request as it travels (status, headers, body still encoded), for the bare
 * server that measures the load generator's ceiling.
 * @param {string} url @returns {Promise<{ status: number, headers: Record<string, string>, body: Buffer }>}
 */
function rawResponse(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: PAGE_HEADERS }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        /** @type {Record<string, string>} */
        const headers = {};
        for (const [name, value] of Object.entries(response.headers)) {
          // The bare server's own connection handling and length; the rest exactly as sent.
          if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'].includes(name))
            headers[name] = String(value);
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${url} did not answer within 10 s`)));
  });
}

/**
 * Each route's page as the server sends it, before any script runs (one request each, which also warms
 * a server's page cache).
 * @param {string} origin @param {string[]} routes
 * @returns {Promise<Record<string, { status: number, html: string, bytes: number, ms: number, renderMs: number | null, encoding: string | null, error?: string }>>}
 */
async function fetchPages(origin, routes) {
  /** @type {Record<string, any>} */
  const pages = {};
  for (const route of routes) {
    try {
      pages[route] = await fetchPage(origin + route);
    } catch (error) {
      pages[route] = { status: 0, html: '', bytes: 0, ms: 0, renderMs: null, encoding: null, error: /** @type {Error} */ (error).message };
    }
  }
  return pages;
}

/**
 * The heaviest route rendered afresh `requests` times, one after another, by a second shell server with
 * its page cache off; the median of the render durations it reports, and of the response times seen here.
 * @param {{ root: string, portBase: number, route: string, requests: number, warmup?: number }} options
 * @param {(line: string) => void} log
 */
async function measureUncachedRender({ root, portBase, route, requests, warmup = 3 }, log) {
  const serve = path.join(root, 'shell', 'dist-server', 'server.js');
  if (!fs.existsSync(serve))
    return { route, requests: 0, reported: false, renderMs: null, note: 'this checkout has no shell/dist-server/server.js' };
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [serve, '--dir', path.join(root, 'shell', 'dist')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // PORT_BASE: the remotes and gateway the running bench site serves; PORT: this server's own.
    env: {
      ...process.env,
      PORT_BASE: String(portBase),
      PORT: String(port),
      SSR_CACHE_ENTRIES: '0',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  });
  const keep = (/** @type {Buffer} */ chunk) => void (output = (output + chunk.toString()).slice(-2000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    const deadline = Date.now() + 60_000;
    while (!(await portAnswers(port))) {
      if (child.exitCode !== null)
        throw new Error(`the uncached shell server exited (${child.exitCode}): ${output.trim().split('\n').slice(-3).join(' / ')}`);
      if (Date.now() > deadline) throw new Error('the uncached shell server did not listen within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const url = `http://localhost:${port}${route}`;
    for (let i = 0; i < warmup; i += 1) await fetchPage(url);
    const samples = [];
    for (let i = 0; i < requests; i += 1) samples.push(await fetchPage(url));
    const renders = /** @type {number[]} */ (samples.map((s) => s.renderMs).filter((n) => n !== null));
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    const result = {
      route,
      requests,
      reported: renders.length > 0,
      reportedOn: renders.length,
      renderMs: median(renders),
      renderMaxMs: renders.length ? Math.max(...renders) : null,
      responseMs: median(samples.map((s) => s.ms)),
      bytes: samples[0]?.bytes ?? 0,
      statuses,
    };
    log(
      `[bench] uncached ${route}: ${result.reported ? `render ${result.renderMs?.toFixed(1)} ms (median of ${renders.length})` : 'render timing: not reported by this server'}, ` +
        `response ${result.responseMs?.toFixed(1)} ms (median of ${requests}, as seen by the bench), statuses ${JSON.stringify(statuses)}`,
    );
    return result;
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }
}

/**
 * The cached pages measured under load: `/` and each other language's home page (issue 39: the cache
 * keeps one entry per language, and each must serve as fast as English), then the heaviest route.
 * @param {readonly import('./languages.cjs').Language[]} languages @param {string | null} heaviest
 */
function cachedRoutes(languages, heaviest) {
  // English's `/` always: the other languages' figures are read against it, measured in the same sitting.
  return [...new Set(['/', ...languages.map((l) => localize('/', l)), ...(heaviest ? [heaviest] : [])])];
}

/**
 * wrk runs of one page as one: requests and statuses summed, the rate over all the runs' time, the
 * highest p99 and maximum, the mean p50.
 * @param {...any} all
 */
function combineRuns(...all) {
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const run of all)
    for (const [code, n] of Object.entries(/** @type {Record<string, number>} */ (run.statuses)))
      statuses[code] = (statuses[code] ?? 0) + n;
  const sum = (/** @type {(run: any) => number} */ of) => all.reduce((total, run) => total + of(run), 0);
  const totalRequests = sum((run) => run.totalRequests);
  // Each run's own length, as wrk measured it (a run that answered nothing: the length asked for).
  const time = sum((run) => (run.requestsPerSecond > 0 ? run.totalRequests / run.requestsPerSecond : run.seconds));
  return {
    ...all[0],
    seconds: sum((run) => run.seconds),
    requestsPerSecond: time > 0 ? totalRequests / time : 0,
    p50Ms: Math.round((sum((run) => run.p50Ms) / all.length) * 100) / 100,
    p99Ms: Math.max(...all.map((run) => run.p99Ms)),
    maxMs: Math.max(...all.map((run) => run.maxMs)),
    totalRequests,
    statuses,
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    rateLimited: sum((run) => run.rateLimited ?? 0),
  };
}

/** Runs of each cached page, taken in turns with the other pages' (see measureCachedPages). */
const TURNS = 4;

/**
 * Each cached page under load, measured in TURNS runs taken in turns (every page, then every page in
 * the reverse order, and again), so a machine that slows or speeds up during the sitting weighs on
 * every page alike: the languages' pages are read against `/` (issue 39), and one after the other the
 * last read 12 % below `/` on a drift alone, where the same pages in turns read within 1 % of it. Each
 * page's bytes are then sent by a bare server, the load generator's ceiling.
 *
 * With the shell's metrics token, each run also reads the shell process's CPU seconds before and after
 * it: the CPU µs a request of that page costs the server, recorded beside the requests a second so a
 * broken language ratio can be told apart from the machine (decision 081). On this 2-core virtual
 * machine the requests a second of one run swing by a fifth (wrk shares the cores); a slow moment makes
 * the CPU per request dearer too, never cheaper, so the cheapest of a page's runs is read.
 * @param {string} origin @param {readonly string[]} routes
 * @param {{ seconds: number, connections: number, metricsToken?: string }} options
 * @param {(line: string) => void} log
 */
async function measureCachedPages(origin, routes, { seconds, connections, metricsToken }, log) {
  const turn = Math.max(1, Math.round(seconds / TURNS));
  /** @type {Map<string, any[]>} */
  const runs = new Map();
  /** @type {Map<string, (number | null)[]>} each run's CPU µs a request */
  const costs = new Map();
  /** @type {Map<string, string>} */
  const failed = new Map();
  const target = (/** @type {string} */ route) => ({ name: `cached page ${route}`, url: origin + route, headers: PAGE_HEADERS });
  const orders = Array.from({ length: TURNS }, (_, at) => (at % 2 === 0 ? routes : [...routes].reverse()));
  for (const order of orders) {
    for (const route of order) {
      if (failed.has(route)) continue;
      try {
        // A short run first, not counted: a server's first seconds under load are its JIT warming up.
        if (!runs.has(route)) await hammer(target(route), { seconds: WARM_UP_SECONDS, connections });
        const before = await serverCpuSeconds(origin, metricsToken);
        const result = await hammer(target(route), { seconds: turn, connections });
        const after = before === null ? null : await serverCpuSeconds(origin, metricsToken);
        runs.set(route, [...(runs.get(route) ?? []), result]);
        const cost = before !== null && after !== null && result.totalRequests > 0 ? ((after - before) * 1e6) / result.totalRequests : null;
        costs.set(route, [...(costs.get(route) ?? []), cost]);
      } catch (error) {
        failed.set(route, /** @type {Error} */ (error).message);
      }
    }
  }
  const cachedPages = [];
  for (const route of routes) {
    const url = origin + route;
    // A page that failed in one run is not measured in the others.
    const error = failed.get(route);
    const done = runs.get(route) ?? [];
    if (error || done.length < TURNS) {
      cachedPages.push({ route, url, connections, error: error ?? 'not measured' });
      log(`[bench] cached page ${route}: FAILED ${error ?? 'not measured'}`);
      continue;
    }
    try {
      const result = combineRuns(...done);
      const cpuMicros = cheapestCost(costs.get(route) ?? []);
      const bare = await ceiling(await rawResponse(url), { seconds, connections });
      cachedPages.push({ route, ...result, cpuMicrosPerRequest: cpuMicros, ceiling: bare });
      log(
        `[bench] cached page ${route}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms at ${connections} connections, statuses ${JSON.stringify(result.statuses)}, ${TURNS} runs of ${turn} s in turns, ` +
          `${cpuMicros === null ? 'server CPU per request not read' : `${cpuMicros.toFixed(1)} µs of the server's CPU a request (the cheapest run)`} ` +
          `(the load generator's ceiling here, a bare Node server sending the same bytes: ${Math.round(bare.requestsPerSecond)} req/s, p99 ${bare.p99Ms} ms)`,
      );
    } catch (error) {
      cachedPages.push({ route, url, connections, error: /** @type {Error} */ (error).message });
      log(`[bench] cached page ${route}: FAILED ${/** @type {Error} */ (error).message}`);
    }
  }
  return cachedPages;
}

/**
 * @param {{ root: string, origin: string, portBase: number, routes: string[], seconds: number, connections: number, renderRequests: number,
 *   languages?: readonly import('./languages.cjs').Language[], metricsToken?: string }} options
 * @param {(line: string) => void} log
 */
async function measureServer(options, log) {
  const { root, origin, portBase, routes, seconds, connections, renderRequests, languages = ['en'], metricsToken } = options;
  const pages = await fetchPages(origin, routes);
  const heaviest = heaviestRoute(pages);
  log(
    `[bench] pages as served: heaviest ${heaviest ?? 'none answered 200'}${heaviest ? ` (${((pages[heaviest]?.bytes ?? 0) / 1024).toFixed(1)} KiB of HTML)` : ''}`,
  );
  const cachedPages = await measureCachedPages(origin, cachedRoutes(languages, heaviest), { seconds, connections, metricsToken }, log);
  /** @type {any} */
  let uncached = { route: heaviest, error: 'no route answered 200' };
  if (heaviest) {
    try {
      uncached = await measureUncachedRender({ root, portBase, route: heaviest, requests: renderRequests }, log);
    } catch (error) {
      uncached = { route: heaviest, requests: renderRequests, error: /** @type {Error} */ (error).message };
      log(`[bench] uncached ${heaviest}: FAILED ${uncached.error}`);
    }
  }
  return { pages, heaviest, cachedPages, uncached };
}

module.exports = { measureServer, cachedRoutes, combineRuns, cheapestCost, serverCpuSeconds };
