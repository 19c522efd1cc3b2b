/** @jest-environment node */
// @ts-check
/**
 * Several machines on one (issue 41, point 4): real nginx in front of two shell servers and two contact
 * servers on a real PostgreSQL and Redis (cluster.cjs). The version map is in PostgreSQL (decision
 * 056): a canary promoted once reaches both shell servers within a second; under a steady load of pages
 * and enquiries one shell server is killed with SIGKILL and another restarted with SIGTERM, and the
 * client sees no failed GET, every enquiry answered as stored is in the database once, and the failing
 * canary (its server build throws) is rolled back automatically, once.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const pg = require('pg');
const { startNode, until } = require('shared/test-server');
const { postgresInstalled } = require('shared/test-postgres');
const { siteFolders, writeRemotePages, remoteEnv } = require('shared/test-site');
const { run: deploy } = require('../release/cli');
const { startCluster, NGINX } = require('./cluster.cjs');

const root = path.resolve(__dirname, '..', '..', '..');
const MF_SERVE = path.join(root, 'shared', 'server', 'serve-cli.cjs');
const MAZE_DIST = path.join(root, 'mf-maze', 'dist');
const METRICS_TOKEN = 'cluster-test-metrics-token-0123456789';
/** Load: a page every 5 ms (200 a second) and an enquiry every 50 ms (20 a second), at most this many in flight. */
const PAGE_EVERY_MS = 5;
const ENQUIRY_EVERY_MS = 50;
const IN_FLIGHT_MAX = 200;

const missing = [
  spawnSync(NGINX, ['-v']).error ? 'nginx (apt-get install nginx-light)' : '',
  postgresInstalled() ? '' : 'PostgreSQL (apt-get install postgresql)',
  spawnSync('redis-server', ['--version']).error ? 'redis-server (apt-get install redis-server)' : '',
].filter(Boolean);
// `npm test` installs them as root (system-deps.cjs): there a missing one is a failure, not a skip.
const runs = missing.length === 0 || process.getuid?.() === 0;
if (!runs) console.warn(`cluster.test.cjs skipped: ${missing.join(', ')} not installed, and not root to install them.`);

jest.setTimeout(180_000);

/** @param {number[]} values @param {number} share */
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

(runs ? describe : describe.skip)('nginx in front of two shell servers and two contact servers on PostgreSQL and Redis', () => {
  /** @type {Awaited<ReturnType<typeof startCluster>>} */
  let cluster;
  /** @type {Awaited<ReturnType<typeof startNode>>[]} */
  const remotes = [];
  /** @type {pg.Client} */
  let db;
  let stable = '';
  let canary = '';
  /** @type {NodeJS.ProcessEnv} */
  let deployEnv;

  /** The environment's history as the deploy store holds it. */
  const history = async () =>
    /** @type {{ action: string, remote: string, at: string }[]} */ (
      (await db.query("SELECT state FROM deploy_state WHERE environment = 'cluster'")).rows[0]?.state.history ?? []
    );
  /** Pages this shell server answered with `version` of mf-maze (its own /metrics). @param {string} origin @param {string} version */
  const viewsOf = async (origin, version) => {
    const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    return text
      .split('\n')
      .filter(
        (line) => line.startsWith('shell_page_views_total{') && line.includes('remote="mf_maze"') && line.includes(`version="${version}"`),
      )
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  };

  beforeAll(async () => {
    for (const built of [path.join(root, 'shell', 'dist-server', 'server.js'), path.join(MAZE_DIST, 'server', 'remoteEntry.js')])
      if (!fs.existsSync(built)) throw new Error(`${path.relative(root, built)} is not built: node shared/tooling/site/site.cjs build`);
    const folders = siteFolders('cluster-site-');
    writeRemotePages(folders.remotes, {
      content: { remote: 'mf_content', pages: [] },
      chat: { remote: 'mf_chat', pages: [] },
      contact: { remote: 'mf_contact', pages: [] },
    });
    // Two releases of the real mf-maze build: as built (stable), and one whose server code throws (the failing canary).
    const store = path.join(folders.root, 'releases');
    deployEnv = { ...process.env, RELEASE_STORE: store, DEPLOY_ENV: 'cluster' };
    const broken = path.join(folders.root, 'maze-broken');
    fs.cpSync(MAZE_DIST, broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'server', 'remoteEntry.js'), 'throw new Error("this canary is broken");\n');
    const versionOf = (/** @type {string} */ output) => /released (\S+)/.exec(output)?.[1] ?? '';
    stable = versionOf(await deploy(['publish', 'mf_maze', '--dist', MAZE_DIST, '--who', 'test'], deployEnv));
    canary = versionOf(await deploy(['publish', 'mf_maze', '--dist', broken, '--who', 'test'], deployEnv));
    expect([stable, canary].every(Boolean)).toBe(true);

    const standIns = await startNode(MF_SERVE, { args: ['--dir', folders.remotes, '--port-key', 'mf_content'] });
    remotes.push(standIns);
    const maze = await startNode(MF_SERVE, { args: ['--dir', MAZE_DIST, '--port-key', 'mf_maze'], env: { RELEASE_STORE: store } });
    remotes.push(maze);
    cluster = await startCluster({
      shellDir: folders.shell,
      shellEnv: {
        ...remoteEnv(standIns.origin),
        MF_MAZE_URL: `${maze.origin}/mf-manifest.json`,
        RELEASE_STORE: store,
        DEPLOY_ENV: 'cluster',
        METRICS_TOKEN,
        // Health written and judged every half second; a canary is judged after 50 views.
        HEALTH_SNAPSHOT_MS: '500',
        HEALTH_ROLLBACK_MIN_VIEWS: '50',
      },
      contactEnv: { CONTACT_RATE_LIMIT: '100000', CONTACT_GLOBAL_PER_MINUTE: '100000', CONTACT_OFFICE_MAILS_PER_PERIOD: '100000' },
    });
    deployEnv = { ...deployEnv, DATABASE_URL: cluster.databaseUrl };
    db = new pg.Client(cluster.databaseUrl);
    await db.connect();
    await deploy(['promote', 'mf_maze', stable, '--why', 'the stable version', '--who', 'test'], deployEnv);
    // Both shell servers render the stable maze page before anything is measured.
    for (const shell of cluster.shells)
      await until(
        async () => (await fetch(`${shell.origin}/robot-maze`), (await viewsOf(shell.origin, stable)) > 0),
        `${shell.origin} serves ${stable}`,
      );
  });

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    for (const remote of remotes) await remote.stop();
  });

  it('has a canary promoted once reach both shell servers within a second, and each serve it', async () => {
    const promoted = Date.now();
    await deploy(['promote', 'mf_maze', canary, '--canary', '50', '--why', 'a canary', '--who', 'test'], deployEnv);
    const changed = Date.now();
    /** @type {Record<string, number>} */
    const reached = {};
    // Each server logs the map it reads ("[deploy] cluster version map read: {…}"): what is timed is the
    // map's arrival by the notification, not a first render of the canary (a new remote to load).
    const hasCanary = (/** @type {string} */ output) =>
      output.split('\n').some((line) => line.includes('version map read:') && line.includes(`"version":"${canary}"`));
    await until(
      () => {
        for (const shell of cluster.shells)
          if (!(shell.origin in reached) && hasCanary(shell.output())) reached[shell.origin] = Date.now() - changed;
        return Object.keys(reached).length === cluster.shells.length;
      },
      'both shell servers have the canary',
      { timeoutMs: 5_000, everyMs: 5 },
    );
    console.log(
      `[cluster] canary in both shell servers' maps ${JSON.stringify(Object.values(reached))} ms after the change (which took ${changed - promoted} ms)`,
    );
    expect(Math.max(...Object.values(reached))).toBeLessThanOrEqual(1000);
    // And served: a visitor of bucket 0 (in every canary) gets the canary's page from each server.
    for (const shell of cluster.shells)
      await until(
        async () => (
          await fetch(`${shell.origin}/robot-maze`, { headers: { cookie: 'mf_bucket=0' } }),
          (await viewsOf(shell.origin, canary)) > 0
        ),
        `${shell.origin} serves the canary`,
        { timeoutMs: 10_000 },
      );
  });

  it('takes the longest contact message in Gujarati through both proxies, and answers a larger one on the page with what was typed', async () => {
    const message = `${'ગુજરાતી ભાષામાં સંદેશ '.repeat(300).slice(0, 4999)}.`;
    const body = new URLSearchParams({ name: 'Longest in Gujarati', email: 'cluster@example.com', message, locale: 'gu' });
    expect(Buffer.byteLength(body.toString())).toBeGreaterThan(32 * 1024);
    const post = (/** @type {URLSearchParams} */ form, /** @type {Record<string, string>} */ headers = {}) =>
      fetch(`${cluster.origin}/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: form,
      });
    const sent = await post(body, { accept: 'application/json' });
    expect([sent.status, (await sent.json()).ok]).toEqual([200, true]);
    const stored = await db.query("SELECT fields->>'message' AS message FROM submissions WHERE fields->>'name' = $1", [
      'Longest in Gujarati',
    ]);
    expect(stored.rows.map((row) => row.message)).toEqual([message]);

    const larger = new URLSearchParams({
      back: '/gu/contact',
      name: 'Too long',
      email: 'cluster@example.com',
      message: message.repeat(2),
      locale: 'gu',
    });
    const page = await post(larger);
    const html = await page.text();
    expect(page.status).toBe(413);
    expect(html).toContain('આ ફોર્મ અમે સ્વીકારીએ છીએ તેના કરતાં મોટું છે (64 KiB).');
    expect(html).toContain(message.slice(0, 200));
  });

  it('loses no GET and stores every answered enquiry once while a shell server is killed and another restarted, and rolls the failing canary back once', async () => {
    /** @type {{ at: number, ms: number, status: number }[]} */
    const pages = [];
    /** @type {{ name: string, status: number }[]} */
    const enquiries = [];
    let inFlight = 0;
    let sent = 0;
    const started = Date.now();
    /** @param {() => Promise<void>} request */
    const fire = (request) => {
      if (inFlight >= IN_FLIGHT_MAX) return;
      inFlight++;
      void request().finally(() => inFlight--);
    };
    const page = async () => {
      const at = Date.now();
      const status = await fetch(`${cluster.origin}/robot-maze`).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      pages.push({ at, ms: Date.now() - at, status });
    };
    const enquiry = async () => {
      const name = `Visitor ${++sent}`;
      const status = await fetch(`${cluster.contactOrigin}/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ name, email: 'cluster@example.com', message: `Enquiry from ${name}` }),
      }).then(
        (response) => response.status,
        () => 0,
      );
      enquiries.push({ name, status });
    };
    const pageTimer = setInterval(() => fire(page), PAGE_EVERY_MS);
    const enquiryTimer = setInterval(() => fire(enquiry), ENQUIRY_EVERY_MS);
    /** @type {{ what: string, at: number }[]} */
    const events = [];
    try {
      const answered = (/** @type {number} */ count) =>
        until(() => pages.length >= count, `${count} pages answered`, { timeoutMs: 30_000, everyMs: 10 });
      await answered(200);
      events.push({ what: 'SIGKILL shell 1', at: Date.now() });
      cluster.shells[0]?.child.kill('SIGKILL');
      await answered(pages.length + 200);
      const back = await cluster.restartShell(0);
      // A rolling restart stops the next server only once the proxy sends the restarted one pages again
      // (nginx keeps a failed server out for its fail_timeout): as an operator's readiness check would.
      await until(
        async () => (await viewsOf(back.origin, stable)) + (await viewsOf(back.origin, canary)) > 0,
        'nginx sends shell 1 pages again',
        {
          timeoutMs: 15_000,
          everyMs: 50,
        },
      );
      events.push({ what: 'shell 1 back', at: Date.now() });
      await answered(pages.length + 200);
      events.push({ what: 'SIGTERM shell 2', at: Date.now() });
      const leaving = /** @type {NonNullable<typeof cluster.shells[1]>} */ (cluster.shells[1]);
      const exit = new Promise((resolve) => leaving.child.once('exit', (code) => resolve(code)));
      leaving.child.kill('SIGTERM');
      expect(await exit).toBe(0);
      await cluster.restartShell(1);
      events.push({ what: 'shell 2 back', at: Date.now() });
      await answered(pages.length + 200);
      // The canary is judged on the counts both servers wrote: wait for its automatic rollback.
      await until(async () => (await history()).some((entry) => entry.action === 'auto-rollback'), 'the canary rolled back', {
        timeoutMs: 20_000,
        everyMs: 100,
      });
    } finally {
      clearInterval(pageTimer);
      clearInterval(enquiryTimer);
    }
    await until(() => inFlight === 0, 'every request answered', { timeoutMs: 30_000, everyMs: 10 });

    const failed = pages.filter((one) => one.status !== 200);
    const kills = events.filter((event) => event.what.startsWith('SIG')).map((event) => event.at);
    const outside = pages.filter((one) => kills.every((at) => one.at + one.ms < at || one.at > at + 1000)).map((one) => one.ms);
    const stored = enquiries.filter((one) => one.status === 200).map((one) => one.name);
    console.log(
      `[cluster] ${((Date.now() - started) / 1000).toFixed(1)} s of load: ${pages.length} GETs, ${failed.length} failed; ` +
        `p99 ${percentile(outside, 0.99)} ms outside the second of each kill, ${percentile(
          pages.map((one) => one.ms),
          0.99,
        )} ms overall; ${enquiries.length} enquiries, ${stored.length} answered as stored; ` +
        `${events.map((event) => `${event.what} at ${((event.at - started) / 1000).toFixed(1)} s`).join(', ')}`,
    );
    expect(failed).toEqual([]);
    expect(stored.length).toBeGreaterThan(0);

    const rows = /** @type {{ name: string, copies: string }[]} */ (
      (await db.query("SELECT fields->>'name' AS name, count(*) AS copies FROM submissions GROUP BY 1")).rows
    );
    const copies = new Map(rows.map((row) => [row.name, Number(row.copies)]));
    expect(stored.filter((name) => copies.get(name) !== 1)).toEqual([]);
    // Nothing stored twice either, answered or not.
    expect(rows.filter((row) => Number(row.copies) !== 1)).toEqual([]);

    const rollbacks = (await history()).filter((entry) => entry.action === 'auto-rollback');
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]?.remote).toBe('mf_maze');
    // Judged again after (two more health rounds of both servers): no second rollback of a canary no longer in the map.
    const after = new Date(Date.parse(/** @type {{ at: string }} */ (rollbacks[0]).at) + 1000);
    await until(
      async () =>
        (await db.query("SELECT count(*) AS n FROM deploy_health WHERE environment = 'cluster' AND at > $1", [after])).rows[0].n >= 2,
      'both shell servers wrote their health again after the rollback',
      { timeoutMs: 10_000, everyMs: 100 },
    );
    expect((await history()).filter((entry) => entry.action === 'auto-rollback')).toHaveLength(1);
  });
});
