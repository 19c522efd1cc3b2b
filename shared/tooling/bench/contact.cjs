// @ts-check
/**
 * Issue 24's budget: an enquiry POST to the contact server (mf-contact/server), stored before it is
 * answered, under wrk load. Its own contact server process (the site's has visitor limits of 10 posts
 * a minute per client), with the limits lifted and no SMTP (the outbox waits, so the figure is the
 * visitor's answer only): first with the embedded database (PGlite in a temporary folder), budgeted;
 * then, when Debian's PostgreSQL is on the machine, against a temporary PostgreSQL cluster (fsync on,
 * as a deployment runs it), recorded and not budgeted.
 *
 * Two figures each. The budget ("200 requests/s or more with p99 50 ms or less") is a statement at
 * that rate, so it is measured at that rate: a paced client (`paced`, below) offers exactly 200
 * enquiries a second, whatever the answers do, and times each from the moment it was due to be sent
 * (a request held back by slow answers counts its wait: no coordinated omission). Beside it, wrk at
 * saturation (the bench's connections, as fast as the server answers) gives the most the server
 * takes and its p99 under that queue, recorded and not budgeted: at saturation p99 is mostly how many
 * requests wait behind each other, so it says more about the machine's other load than the server.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { startNode } = require('../../testing/test-server.cjs');
const { hammer } = require('./load.cjs');

const ENQUIRY = new URLSearchParams({
  name: 'Bench Parent',
  email: 'bench@example.com',
  phone: '',
  subject: 'Registration',
  message: 'Is there a June batch of the robotics course for a child in grade 6? We live near the lab.',
  back: '/contact',
}).toString();

/**
 * A course registration (issue 40) from parent `n`: each one a new child, parent and e-mail, so none is
 * recognised as a repeat of an earlier one (which is answered without being stored). Starts next month
 * in India's time, the first month the form offers.
 */
function registration(/** @type {number} */ n, /** @type {Date} */ now = new Date()) {
  const india = new Date(now.getTime() + 330 * 60_000);
  const next = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() + 1, 1));
  return new URLSearchParams({
    course: 'iot',
    childName: `Bench Child ${n}`,
    grade: '7',
    parentName: `Bench Parent ${n}`,
    phone: `+91 98${String(n % 100_000_000).padStart(8, '0')}`,
    email: `parent.${n}@example.com`,
    startMonth: `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`,
    consent: 'yes',
    back: '/courses/iot/enrol',
  }).toString();
}

/**
 * An open-loop client: sends `rate` requests a second for `seconds`, each when it is due (on up to
 * `sockets` keep-alive connections), and times each from when it was due until its answer ended.
 * `body`: the same for every request, or the body of request `n` (0, 1, …).
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string | ((n: number) => string) }} target
 * @param {{ rate: number, seconds: number, sockets?: number, timeoutMs?: number }} options
 */
async function paced(target, { rate, seconds, sockets = 64, timeoutMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(target.url);
  const bodyOf = (/** @type {number} */ n) => Buffer.from(typeof target.body === 'function' ? target.body(n) : (target.body ?? ''));
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let errors = 0;
  let sent = 0;
  let lastEnd = 0;
  const start = performance.now() + 20;
  await new Promise((resolve) => {
    let finished = 0;
    const end = (/** @type {number} */ due, /** @type {number | null} */ status) => {
      const now = performance.now();
      lastEnd = Math.max(lastEnd, now);
      if (status === null) errors += 1;
      else {
        statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
        latencies.push(now - due);
      }
      finished += 1;
      if (finished === total) resolve(undefined);
    };
    const tick = () => {
      while (sent < total && start + sent * interval <= performance.now()) {
        const due = start + sent * interval;
        sent += 1;
        let ended = false;
        const once = (/** @type {number | null} */ status) => {
          if (ended) return;
          ended = true;
          end(due, status);
        };
        const body = bodyOf(sent - 1);
        const headers = { ...target.headers, 'content-length': String(body.length) };
        const request = http.request(
          { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: target.method ?? 'GET', headers },
          (response) => {
            response.resume();
            response.once('end', () => once(response.statusCode ?? 0));
            response.once('error', () => once(null));
          },
        );
        request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
        request.once('error', () => once(null));
        request.end(body);
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
  const ms = (/** @type {number} */ value) => Math.round(value * 100) / 100;
  return {
    offeredPerSecond: rate,
    // Answered a second over the time from the first due moment to the last answer.
    requestsPerSecond: latencies.length / ((lastEnd - start) / 1000),
    p50Ms: ms(at(50)),
    p99Ms: ms(at(99)),
    maxMs: ms(latencies[latencies.length - 1] ?? 0),
    totalRequests: total,
    statuses,
    errors,
  };
}

/** The kernel's load average over the last minute, to read a figure by (the machine is shared). */
const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 10) / 10;

/**
 * @param {string} root @param {{ databaseUrl?: string, seconds: number, connections: number, rate: number }} options
 */
async function measureOne(root, { databaseUrl, seconds, connections, rate }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-contact-'));
  const server = await startNode(path.join(root, 'mf-contact', 'server', 'main.ts'), {
    nodeArgs: ['--import', 'tsx'],
    env: {
      CONTACT_HOST: '127.0.0.1',
      CONTACT_DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      CONTACT_RATE_LIMIT: '1000000',
      CONTACT_GLOBAL_PER_MINUTE: '1000000',
      CONTACT_OFFICE_MAILS_PER_PERIOD: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const target = {
      name: `enquiry POST (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
      url: `${server.origin}/forms/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: ENQUIRY,
    };
    // A short warm-up (the first requests compile the schema and fill the database's caches).
    await hammer(target, { seconds: 2, connections });
    const atRateLoad = loadAverage();
    const atRate = await paced(target, { rate, seconds });
    const saturatedLoad = loadAverage();
    const saturated = await hammer(target, { seconds, connections });
    // Registrations at the same rate, each a new one (stored, its confirmation and the office's mail
    // queued): about six round trips to the database where an enquiry makes three.
    const enrol = { ...target, name: target.name.replace('enquiry', 'registration'), url: `${server.origin}/forms/registration` };
    await paced({ ...enrol, body: (n) => registration(1_000_000 + n) }, { rate, seconds: 1 });
    const registrationLoad = loadAverage();
    const registrations = await paced({ ...enrol, body: (n) => registration(n) }, { rate, seconds });
    return {
      atRate: { ...atRate, loadAverage: atRateLoad },
      saturated: { ...saturated, loadAverage: saturatedLoad },
      registrations: { ...registrations, loadAverage: registrationLoad },
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * @param {{ root: string, seconds: number, connections: number, log: (line: string) => void,
 *   budgets: { server?: { contactPost?: { minRequestsPerSecond: number, maxP99Ms: number } } } }} options
 */
async function measureContact({ root, seconds, connections, log, budgets }) {
  const limits = budgets.server?.contactPost ?? { minRequestsPerSecond: 200, maxP99Ms: 50 };
  const rate = limits.minRequestsPerSecond;
  /** @type {Record<string, any>} */
  const figures = {};
  /** @type {import('./budgets.cjs').BudgetCheck[]} */
  const checks = [];
  const line = (/** @type {any} */ r) =>
    `${Math.round(r.requestsPerSecond)} requests/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (${JSON.stringify(r.statuses)}, ${r.errors} errors; load average ${r.loadAverage})`;
  const allStored = (/** @type {any} */ r) => (r.statuses['200'] ?? 0) === r.totalRequests && r.errors === 0;
  /** @param {string} database @param {any} result */
  const report = (database, result) => {
    log(`[bench] contact server, enquiry POST, ${database}, ${rate} requests/s offered (paced): ${line(result.atRate)}`);
    log(`[bench] contact server, enquiry POST, ${database}, saturated (wrk, ${connections} connections): ${line(result.saturated)}`);
    log(`[bench] contact server, registration POST, ${database}, ${rate} requests/s offered (paced): ${line(result.registrations)}`);
  };
  try {
    const pglite = await measureOne(root, { seconds, connections, rate });
    figures.pglite = pglite;
    report('PGlite', pglite);
    checks.push(
      {
        name: `enquiry POST with PGlite (most requests/s, wrk ${connections} connections)`,
        figure: 'contact',
        actual: Math.round(pglite.saturated.requestsPerSecond),
        limit: `>= ${rate}`,
        ok: allStored(pglite.saturated) && pglite.saturated.requestsPerSecond >= rate,
      },
      {
        name: `enquiry POST with PGlite (p99 ms at ${rate} requests/s)`,
        figure: 'contact',
        actual: pglite.atRate.p99Ms,
        limit: `<= ${limits.maxP99Ms} ms`,
        ok: allStored(pglite.atRate) && pglite.atRate.p99Ms <= limits.maxP99Ms,
      },
      {
        // Issue 40: "200 a second with p99 50 ms or less, as the enquiry", each one stored.
        name: `registration POST with PGlite (p99 ms at ${rate} requests/s)`,
        figure: 'contact',
        actual: pglite.registrations.p99Ms,
        limit: `<= ${limits.maxP99Ms} ms`,
        ok: allStored(pglite.registrations) && pglite.registrations.p99Ms <= limits.maxP99Ms,
      },
    );
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    log(`[bench] contact server with PGlite not measured: ${message}`);
    checks.push({ name: 'enquiry POST with PGlite', figure: 'contact', actual: null, limit: 'measured', ok: false });
  }
  /** @type {{ startPostgres: (o?: { fsync?: boolean }) => Promise<{ url: string, stop: () => void }>, postgresInstalled: () => boolean }} */
  const cluster = require(path.join(root, 'shared', 'testing', 'postgres-server.cjs'));
  if (!cluster.postgresInstalled()) {
    log('[bench] contact server with PostgreSQL not measured: PostgreSQL is not installed (apt-get install postgresql)');
    return { figures, checks };
  }
  const postgres = await cluster.startPostgres({ fsync: true });
  try {
    figures.postgres = await measureOne(root, { databaseUrl: postgres.url, seconds, connections, rate });
    report('PostgreSQL (temporary cluster, fsync on)', figures.postgres);
  } catch (error) {
    log(`[bench] contact server with PostgreSQL not measured: ${/** @type {Error} */ (error).message}`);
  } finally {
    postgres.stop();
  }
  return { figures, checks };
}

module.exports = { measureContact, paced, registration };

// `node shared/tooling/bench/contact.cjs [seconds] [connections]`: this figure alone, without the site.
if (require.main === module) {
  const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8'));
  const [seconds = '8', connections = '10'] = process.argv.slice(2);
  measureContact({
    root: path.join(__dirname, '..', '..', '..'),
    seconds: Number(seconds),
    connections: Number(connections),
    budgets,
    log: console.log,
  })
    .then(({ checks }) => {
      for (const check of checks) console.log(`${check.ok ? 'ok ' : 'BROKEN'} ${check.name}: ${check.actual} (${check.limit})`);
      process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 2;
    });
}
