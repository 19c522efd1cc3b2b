// @ts-check
/**
 * The bench's cluster part (issue 41, decision 058): the layout of the cluster test (cluster.cjs: nginx in
 * front of two shell servers and two contact servers, on one PostgreSQL and one Redis) around the same
 * stand-in remotes and the real mf-maze build in a release store, and three figures:
 *
 * - map change: the version map changed 20 times (mf_maze promoted to one released version, then the
 *   other), each timed from the start of the `deploy promote` call to the moment every shell server has
 *   logged the new map it read ("version map read: …"); p99 of the changes, budget 1,000 ms;
 * - a kill under load: wrk against nginx's `/robot-maze` in back-to-back one-second runs, one shell
 *   server killed with SIGKILL during one of them; failed GETs at the client (connection errors, time-outs,
 *   answers other than 2xx) over every run, budget 0, and the p99 of the runs that do not touch the second
 *   after the kill (the largest of their p99s: no run's latencies are merged), budget under 100 ms;
 * - the store's cost: one shell server with the shared store (DATABASE_URL, REDIS_URL) and one with the
 *   folder store, both serving the same released maze, `/robot-maze` cached under load, one after the
 *   other (folder, shared, shared, folder), in one sitting; the shared store's requests/s over the folder
 *   store's, budget 0.95 or more.
 *
 * Needs nginx, PostgreSQL and redis-server (Debian's nginx-light, postgresql, redis-server) and the
 * builds of shell/dist-server and mf-maze/dist. Runs alone with `npm run bench -- --cluster-only`.
 * The deploy CLI and the Redis helper are TypeScript: tsx is registered to load them.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { hammer } = require('./load.cjs');

const root = path.resolve(__dirname, '..', '..', '..');
const SHELL_SERVER = path.join(root, 'shell', 'dist-server', 'server.js');
const MAZE_DIST = path.join(root, 'mf-maze', 'dist');
const MF_SERVE = path.join(root, 'shared', 'server', 'serve-cli.cjs');
/** The page every figure is taken on: a real remote's server render (the maze), released in the store. */
const PAGE = '/robot-maze';
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };
/** The environment the deploy CLI and the shell servers share. */
const DEPLOY_ENV = 'bench';

/**
 * The value below which `share` of the values lie (nearest rank), null for none.
 * @param {number[]} values @param {number} share
 */
function percentile(values, share) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? null;
}

/**
 * GETs that failed at the client in one wrk run: errors (connect, read, write), time-outs and answers
 * other than 2xx.
 * @param {{ statuses: Record<string, number>, errors: number, timeouts: number }} run
 */
function failedGets(run) {
  const notOk = Object.entries(run.statuses ?? {}).reduce((n, [code, count]) => (/^2/.test(code) ? n : n + Number(count)), 0);
  return notOk + (run.errors ?? 0) + (run.timeouts ?? 0);
}

/**
 * The kill's figures from back-to-back wrk runs, each with its wall-clock start and end: every failed GET,
 * and the p99 outside the second after the kill (the largest p99 of the runs that end before the kill or
 * start a second after it, and got answers; a run's latencies are not available one by one, so none
 * are merged).
 * @param {Array<{ startedAt: number, endedAt: number, p99Ms: number, totalRequests: number, statuses: Record<string, number>, errors: number, timeouts: number }>} runs
 * @param {number} killedAt @param {number} [windowMs]
 */
function killFigures(runs, killedAt, windowMs = 1000) {
  // A run that got no answer at all has no p99 (wrk reports 0): it is counted, not read as fast.
  const outside = runs.filter((run) => run.totalRequests > 0 && (run.endedAt <= killedAt || run.startedAt >= killedAt + windowMs));
  return {
    requests: runs.reduce((n, run) => n + run.totalRequests, 0),
    failedGets: runs.reduce((n, run) => n + failedGets(run), 0),
    runs: runs.length,
    runsOutside: outside.length,
    p99OutsideMs: outside.length ? Math.max(...outside.map((run) => run.p99Ms)) : null,
  };
}

/**
 * The shared store's throughput over the folder store's, from runs of each in one sitting (the mean of
 * each store's requests/s), null when either has none.
 * @param {Array<{ store: 'folder' | 'shared', requestsPerSecond: number }>} runs
 */
function storeRatio(runs) {
  const mean = (/** @type {'folder' | 'shared'} */ store) => {
    const mine = runs.filter((run) => run.store === store).map((run) => run.requestsPerSecond);
    return mine.length ? mine.reduce((a, b) => a + b, 0) / mine.length : null;
  };
  const folder = mean('folder');
  const shared = mean('shared');
  return { folderRps: folder, sharedRps: shared, ratio: folder && shared !== null ? shared / folder : null };
}

/** What the cluster part needs and this machine lacks, in words (empty when nothing). */
function missingNeeds() {
  const { NGINX } = require('../nginx/nginx-process.cjs');
  const { postgresInstalled } = require('../../testing/postgres-server.cjs');
  return [
    spawnSync(NGINX, ['-v']).error ? 'nginx (Debian: nginx-light)' : '',
    postgresInstalled() ? '' : 'PostgreSQL (Debian: postgresql)',
    spawnSync('redis-server', ['--version']).error ? 'redis-server (Debian: redis-server)' : '',
    fs.existsSync(SHELL_SERVER) ? '' : 'the shell server build (shell/dist-server/server.js)',
    fs.existsSync(path.join(MAZE_DIST, 'server', 'remoteEntry.js')) ? '' : 'the mf-maze build (mf-maze/dist)',
  ].filter(Boolean);
}

/**
 * @param {{ seconds: number, connections: number, changes?: number, killRuns?: number, log: (line: string) => void }} options
 */
async function measureCluster({ seconds, connections, changes = 20, killRuns = 8, log }) {
  const missing = missingNeeds();
  if (missing.length) return { error: `not measured: ${missing.join(', ')} missing` };
  // The deploy CLI, the Redis helper and the shell's store code are TypeScript.
  /** @type {{ register: () => unknown }} */ (require('tsx/cjs/api')).register();
  const { startNode, until } = require('../../testing/test-server.cjs');
  const { siteFolders, writeRemotePages, remoteEnv } = require('../../testing/stand-in-site.cjs');
  const { startCluster } = require('../site/cluster.cjs');
  /** @type {{ run: (argv: string[], env: NodeJS.ProcessEnv) => Promise<string> }} */
  const { run: deploy } = require('../release/cli');

  const folders = siteFolders('bench-cluster-');
  /** @type {Array<() => Promise<unknown>>} */
  const undo = [];
  try {
    writeRemotePages(folders.remotes, {
      content: { remote: 'mf_content', pages: [] },
      chat: { remote: 'mf_chat', pages: [] },
      contact: { remote: 'mf_contact', pages: [] },
    });
    // Two releases of the real mf-maze build, both sound: as built, and with one file more (another content hash).
    const store = path.join(folders.root, 'releases');
    // The folder store's environment: no shared store named, whatever the bench's own environment holds.
    const ownEnv = { ...process.env };
    delete ownEnv.DATABASE_URL;
    delete ownEnv.REDIS_URL;
    const folderEnv = { ...ownEnv, RELEASE_STORE: store, DEPLOY_ENV };
    const second = path.join(folders.root, 'maze-second');
    fs.cpSync(MAZE_DIST, second, { recursive: true });
    fs.writeFileSync(path.join(second, 'bench-release.txt'), 'the second release the bench changes the version map to\n');
    const versionOf = (/** @type {string} */ output) => /released (\S+)/.exec(output)?.[1] ?? '';
    const first = versionOf(await deploy(['publish', 'mf_maze', '--dist', MAZE_DIST, '--who', 'bench'], folderEnv));
    const other = versionOf(await deploy(['publish', 'mf_maze', '--dist', second, '--who', 'bench'], folderEnv));
    if (!first || !other) throw new Error('the deploy CLI released no version of mf-maze');
    // The folder store's map, for the server that reads it.
    await deploy(['promote', 'mf_maze', first, '--why', 'the bench', '--who', 'bench'], folderEnv);

    const standIns = await startNode(MF_SERVE, { args: ['--dir', folders.remotes, '--port-key', 'mf_content'] });
    undo.push(() => standIns.stop());
    const maze = await startNode(MF_SERVE, { args: ['--dir', MAZE_DIST, '--port-key', 'mf_maze'], env: { RELEASE_STORE: store } });
    undo.push(() => maze.stop());
    const shellEnv = {
      ...remoteEnv(standIns.origin),
      MF_MAZE_URL: `${maze.origin}/mf-manifest.json`,
      RELEASE_STORE: store,
      DEPLOY_ENV,
    };
    log('[bench] cluster: nginx, two shell servers and two contact servers on PostgreSQL and Redis…');
    const cluster = await startCluster({
      shellDir: folders.shell,
      shellEnv,
      contactEnv: { CONTACT_RATE_LIMIT: '100000', CONTACT_GLOBAL_PER_MINUTE: '100000' },
    });
    undo.push(() => cluster.stop());
    const sharedEnv = { ...folderEnv, DATABASE_URL: cluster.databaseUrl };
    await deploy(['promote', 'mf_maze', first, '--why', 'the bench', '--who', 'bench'], sharedEnv);
    const readMap = (/** @type {string} */ text, /** @type {string} */ version) =>
      text.split('\n').some((line) => line.includes('version map read:') && line.includes(`"${version}"`));
    for (const shell of cluster.shells)
      await until(() => readMap(shell.output(), first), `${shell.origin} read the version map`, { timeoutMs: 20_000 }).catch(
        (/** @type {Error} */ error) => {
          const said = shell.output().trim().split('\n').slice(-3).join(' / ');
          throw new Error(`${error.message} (it said: ${said || 'nothing'})`);
        },
      );

    // 1. The store's cost: one shell server each, the same page, alternately loaded.
    log(`[bench] cluster: one shell server on the folder store, one on the shared store, ${PAGE} cached, ${seconds} s each twice…`);
    const single = async (/** @type {Record<string, string>} */ env) => {
      const server = await startNode(SHELL_SERVER, {
        args: ['--dir', folders.shell],
        env: { CONTACT_ENDPOINT: cluster.contactOrigin, ...shellEnv, ...env },
      });
      undo.push(() => server.stop());
      await until(async () => (await fetch(server.origin + PAGE)).status === 200, `${server.origin}${PAGE} answers 200`);
      return server;
    };
    const servers = {
      folder: await single({}),
      shared: await single({ DATABASE_URL: cluster.databaseUrl, REDIS_URL: cluster.redisUrl }),
    };
    /** @type {Array<{ store: 'folder' | 'shared' } & Awaited<ReturnType<typeof hammer>>>} */
    const storeRuns = [];
    for (const store of /** @type {const} */ (['folder', 'shared', 'shared', 'folder'])) {
      const target = { name: `${store} store ${PAGE}`, url: servers[store].origin + PAGE, headers: PAGE_HEADERS };
      await hammer(target, { seconds: 2, connections });
      const result = await hammer(target, { seconds, connections });
      storeRuns.push({ store, ...result });
      log(
        `[bench] cluster: ${store} store ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, statuses ${JSON.stringify(result.statuses)}`,
      );
    }
    const stores = {
      ...storeRatio(storeRuns),
      runs: storeRuns.map(({ store, requestsPerSecond, p99Ms, statuses }) => ({ store, requestsPerSecond, p99Ms, statuses })),
    };
    await servers.folder.stop();
    await servers.shared.stop();

    // 2. The version map changed `changes` times, each timed until every shell server read it.
    log(`[bench] cluster: the version map changed ${changes} times…`);
    /** @type {Array<{ ms: number, promoteMs: number }>} */
    const mapChanges = [];
    for (let i = 0; i < changes; i += 1) {
      const version = i % 2 === 0 ? other : first;
      const seen = cluster.shells.map((shell) => shell.output().length);
      const started = performance.now();
      await deploy(['promote', 'mf_maze', version, '--why', `bench change ${i + 1}`, '--who', 'bench'], sharedEnv);
      const promoteMs = performance.now() - started;
      /** @type {(number | null)[]} */
      const reached = cluster.shells.map(() => null);
      await until(
        () => {
          cluster.shells.forEach((shell, at) => {
            if (reached[at] === null && readMap(shell.output().slice(seen[at]), version)) reached[at] = performance.now() - started;
          });
          return reached.every((ms) => ms !== null);
        },
        `change ${i + 1} read by every shell server`,
        { timeoutMs: 10_000, everyMs: 5 },
      );
      mapChanges.push({ ms: Math.max(.../** @type {number[]} */ (reached)), promoteMs });
    }
    const mapChange = {
      changes: mapChanges.length,
      p50Ms: percentile(
        mapChanges.map((c) => c.ms),
        0.5,
      ),
      p99Ms: percentile(
        mapChanges.map((c) => c.ms),
        0.99,
      ),
      maxMs: Math.max(...mapChanges.map((c) => c.ms)),
      promoteP50Ms: percentile(
        mapChanges.map((c) => c.promoteMs),
        0.5,
      ),
    };
    log(
      `[bench] cluster: map change reached both shell servers in p50 ${mapChange.p50Ms?.toFixed(0)} ms, p99 ${mapChange.p99Ms?.toFixed(0)} ms ` +
        `(from the start of each promote, which itself took ${mapChange.promoteP50Ms?.toFixed(0)} ms at the median)`,
    );

    // 3. One shell server killed under load, through nginx.
    log(
      `[bench] cluster: ${killRuns} one-second wrk runs against nginx at ${connections} connections, shell server 1 killed in run ${Math.ceil(killRuns / 2)}…`,
    );
    const target = { name: `nginx ${PAGE}`, url: cluster.origin + PAGE, headers: PAGE_HEADERS };
    await hammer(target, { seconds: 2, connections });
    /** @type {Array<Awaited<ReturnType<typeof hammer>> & { startedAt: number, endedAt: number }>} */
    const killSegments = [];
    let killedAt = 0;
    const killIn = Math.ceil(killRuns / 2) - 1;
    for (let i = 0; i < killRuns; i += 1) {
      const startedAt = Date.now();
      const timer =
        i === killIn
          ? setTimeout(() => {
              killedAt = Date.now();
              cluster.shells[0]?.child.kill('SIGKILL');
            }, 300)
          : null;
      const result = await hammer(target, { seconds: 1, connections });
      if (timer) clearTimeout(timer);
      killSegments.push({ ...result, startedAt, endedAt: Date.now() });
    }
    const kill = {
      ...killFigures(killSegments, killedAt),
      segments: killSegments.map((s) => ({
        startMs: s.startedAt - (killSegments[0]?.startedAt ?? 0),
        requests: s.totalRequests,
        p99Ms: s.p99Ms,
        failed: failedGets(s),
        statuses: s.statuses,
      })),
      killedAtMs: killedAt - (killSegments[0]?.startedAt ?? 0),
    };
    log(
      `[bench] cluster: kill under load: ${kill.requests} GETs, ${kill.failedGets} failed; p99 ${kill.p99OutsideMs} ms outside the second of the kill (${kill.runsOutside} of ${kill.runs} runs)`,
    );
    return { page: PAGE, connections, seconds, stores, mapChange, mapChanges, kill };
  } catch (error) {
    return { error: /** @type {Error} */ (error).message.split('\n')[0] };
  } finally {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    fs.rmSync(folders.root, { recursive: true, force: true });
  }
}

module.exports = { measureCluster, percentile, failedGets, killFigures, storeRatio, missingNeeds };
