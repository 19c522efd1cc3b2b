// @ts-check
/**
 * Issue 23's memory budget: 10,000 unique URLs of every kind (unknown query parameters, unknown paths,
 * letter-case and `//` spellings, a list's searches, other hosts' absolute-form targets) against the
 * shell's server, then its resident memory against where it started, and whether every hot page is
 * still served from the cache. The server's process is found by its listening port (/proc: Linux).
 *
 * Memory is read twice (decision record 039). Two seconds after the burst, V8 still holds the burst's
 * garbage: that peak is printed, not budgeted. The budget is what the burst leaves behind: V8 collects
 * an idle heap some time after the last request (its memory reducer: twelve seconds when 039 was
 * written, 35 to 70 on 2026-11-26 on 81cec4f and main alike), so the start is the lowest reading of
 * IDLE_SECONDS of quiet after the hot pages, and the end the lowest of up to AFTER_BURST_SECONDS,
 * ending early once a reading is back at the start (the collector has run).
 */
const fs = require('node:fs');
const http = require('node:http');

/** The pid of the process listening on `port` on this machine, or null. @param {number} port */
function pidListeningOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local address ends in :PORT, state 0A is LISTEN, column 9 is the socket's inode.
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      } catch {
        // A descriptor closed while we looked.
      }
    }
  }
  return null;
}

/** Resident memory of `pid` in MB. @param {number} pid */
function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

const IDLE_SECONDS = 30;
const AFTER_BURST_SECONDS = 120;

/**
 * The lowest of `seconds` readings a second apart: what a process keeps once its collector has run.
 * It ends early once a reading is at or below `enough` (waiting longer could only lower it further).
 * @param {() => number} read @param {number} seconds @param {(ms: number) => Promise<unknown>} [sleep]
 * @param {number} [enough]
 */
async function lowestReading(read, seconds, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)), enough = -Infinity) {
  let lowest = read();
  for (let second = 1; second < seconds && lowest > enough; second += 1) {
    await sleep(1000);
    lowest = Math.min(lowest, read());
  }
  return lowest;
}

/** One request exactly as written; resolves with the status and the server-timing header. @param {URL} origin @param {string} target */
function request(origin, target) {
  return new Promise((resolve) => {
    const req = http.request(
      { host: origin.hostname, port: origin.port, path: target, method: 'GET', agent: false, headers: { 'accept-encoding': 'br' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, timing: String(response.headers['server-timing'] ?? '') }));
      },
    );
    req.on('error', () => resolve({ status: 0, timing: '' }));
    req.end();
  });
}

/** The n-th unique URL, cycling through the kinds. @param {number} n */
function uniqueUrl(n) {
  switch (n % 6) {
    case 0:
      return `/?utm_source=bench${n}&ref=${n}`;
    case 1:
      return `/no-such-page-${n}`;
    case 2:
      return `/About?v=${n}`;
    case 3:
      return `//host${n}.example/news/1`;
    case 4:
      return `/news?q=robot${n}`;
    default:
      return `http://other${n}.example/about`;
  }
}

/**
 * @param {{ origin: string, routes: readonly string[], concurrency?: number, log: (line: string) => void,
 *   budgets: { server?: { uniqueUrls?: { count: number, maxRssGrowthMb: number, maxHotPagesRerendered: number } } } }} options
 */
async function measureUniqueUrls({ origin, routes, concurrency = 16, log, budgets }) {
  const limits = budgets.server?.uniqueUrls ?? { count: 10_000, maxRssGrowthMb: 50, maxHotPagesRerendered: 0 };
  const { count } = limits;
  const url = new URL(origin);
  const pid = pidListeningOn(Number(url.port));
  if (pid === null) throw new Error(`no process listens on ${url.port}`);
  // Every hot page once, so the start is the server as visitors keep it.
  for (const route of routes) await request(url, route);
  const startMb = await lowestReading(() => rssMb(pid), IDLE_SECONDS);
  const started = performance.now();
  /** @type {Record<string, number>} */
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const { status } = /** @type {{ status: number }} */ (await request(url, uniqueUrl(next++)));
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const peakMb = rssMb(pid);
  const endMb = await lowestReading(() => rssMb(pid), AFTER_BURST_SECONDS, undefined, startMb);
  const cold = [];
  for (const route of routes) {
    const { timing } = /** @type {{ timing: string }} */ (await request(url, route));
    if (!timing.includes('cache')) cold.push(route);
  }
  const growthMb = Math.round((endMb - startMb) * 10) / 10;
  log(
    `[bench] ${count} unique URLs in ${seconds.toFixed(1)} s (${JSON.stringify(statuses)}): shell RSS ${startMb} -> ${peakMb} MB 2 s after, ${endMb} MB once idle (+${growthMb}); hot pages re-rendered: ${cold.length ? cold.join(' ') : 'none'}`,
  );
  /** @type {import('./budgets.cjs').BudgetCheck[]} */
  const checks = [
    {
      name: `shell RSS growth after ${count} unique URLs, once idle (MB)`,
      figure: 'unique URLs',
      actual: growthMb,
      limit: `<= ${limits.maxRssGrowthMb} MB`,
      ok: growthMb <= limits.maxRssGrowthMb,
    },
    {
      name: `hot pages re-rendered after ${count} unique URLs`,
      figure: 'unique URLs',
      actual: cold.length,
      limit: `<= ${limits.maxHotPagesRerendered}`,
      ok: cold.length <= limits.maxHotPagesRerendered,
    },
  ];
  return { figures: { count, seconds, statuses, startMb, peakMb, endMb, growthMb, coldAfter: cold }, checks };
}

module.exports = { measureUniqueUrls, pidListeningOn, uniqueUrl, lowestReading };
