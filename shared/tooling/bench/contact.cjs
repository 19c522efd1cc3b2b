// @ts-check
/**
 * Issue 24's budget: an enquiry POST to the contact server (mf-contact/server), stored before it is
 * answered, under wrk load. Its own contact server process (the site's has visitor limits of 10 posts
 * a minute per client), with the limits lifted and no SMTP (the outbox waits, so the figure is the
 * visitor's answer only): first with the embedded database (PGlite in a temporary folder), budgeted;
 * then, when Debian's PostgreSQL is on the machine, against a temporary PostgreSQL cluster (fsync on,
 * as a deployment runs it), recorded and not budgeted.
 */
const fs = require('node:fs');
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
 * @param {string} root @param {{ databaseUrl?: string, seconds: number, connections: number }} options
 */
async function measureOne(root, { databaseUrl, seconds, connections }) {
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
    return await hammer(target, { seconds, connections });
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
  /** @type {Record<string, any>} */
  const figures = {};
  /** @type {import('./budgets.cjs').BudgetCheck[]} */
  const checks = [];
  const line = (/** @type {any} */ r) =>
    `${Math.round(r.requestsPerSecond)} requests/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (${JSON.stringify(r.statuses)}, ${r.errors} errors)`;
  try {
    const pglite = await measureOne(root, { seconds, connections });
    figures.pglite = pglite;
    const stored = (pglite.statuses['200'] ?? 0) === pglite.totalRequests;
    log(`[bench] contact server, enquiry POST, PGlite, ${connections} connections: ${line(pglite)}`);
    checks.push(
      {
        name: `enquiry POST with PGlite (requests/s, ${connections} connections)`,
        figure: 'contact',
        actual: Math.round(pglite.requestsPerSecond),
        limit: `>= ${limits.minRequestsPerSecond}`,
        ok: stored && pglite.requestsPerSecond >= limits.minRequestsPerSecond,
      },
      {
        name: `enquiry POST with PGlite (p99 ms, ${connections} connections)`,
        figure: 'contact',
        actual: pglite.p99Ms,
        limit: `<= ${limits.maxP99Ms} ms`,
        ok: stored && pglite.p99Ms <= limits.maxP99Ms,
      },
    );
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    log(`[bench] contact server with PGlite not measured: ${message}`);
    checks.push({ name: 'enquiry POST with PGlite', figure: 'contact', actual: null, limit: 'measured', ok: false });
  }
  /** @type {{ startPostgres: (o?: { fsync?: boolean }) => Promise<{ url: string, stop: () => void }>, postgresInstalled: () => boolean }} */
  const cluster = require(path.join(root, 'mf-contact', 'server', 'fixtures', 'postgres.cjs'));
  if (!cluster.postgresInstalled()) {
    log('[bench] contact server with PostgreSQL not measured: PostgreSQL is not installed (apt-get install postgresql)');
    return { figures, checks };
  }
  const postgres = await cluster.startPostgres({ fsync: true });
  try {
    figures.postgres = await measureOne(root, { databaseUrl: postgres.url, seconds, connections });
    log(
      `[bench] contact server, enquiry POST, PostgreSQL (temporary cluster, fsync on), ${connections} connections: ${line(figures.postgres)}`,
    );
  } catch (error) {
    log(`[bench] contact server with PostgreSQL not measured: ${/** @type {Error} */ (error).message}`);
  } finally {
    postgres.stop();
  }
  return { figures, checks };
}

module.exports = { measureContact };

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
