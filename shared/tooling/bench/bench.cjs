#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: builds what is stale, serves the production site on its own ports, and measures it.
 *
 *   npm run bench                          every route: JS and bytes before the content shows, request
 *                                          chain depth, Lighthouse 12 mobile (median of 3), bundle sizes,
 *                                          autocannon load on the chat gateway and the static server
 *   npm run bench -- --sizes-only          bundle-size budgets only, from the existing dist folders (no
 *                                          build, no server; what CI runs after its build)
 *   options: --port-base N (default 14080, so it never meets a dev site on 8080), --runs N (Lighthouse
 *            runs per route, default 3), --routes /,/news (a subset, for a quick look), --load-seconds N
 *            (default 8), --connections N (default 10). CHROME_PATH overrides /usr/bin/chromium.
 *
 * Budgets: shared/tooling/bench/budgets.json. Results: shared/tooling/bench/results/bench.md and bench.json (git-ignored);
 * bench.partial.json holds what a long run has measured so far, and the site's own log is site.log.
 * Exits 1 when a budget is broken (each is named), 2 when the site cannot be built or started.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { measureSizes } = require('./sizes.cjs');
const { checkBundleBudgets, checkRouteBudgets } = require('./budgets.cjs');
const { renderMarkdown } = require('./report.cjs');

const root = path.resolve(__dirname, '..', '..', '..');
const resultsDir = path.join(__dirname, 'results');
const budgetsFile = path.join(__dirname, 'budgets.json');

const ROUTES = [
  '/',
  '/services',
  '/courses',
  '/courses/blockzie',
  '/news',
  '/news/1',
  '/blog',
  '/blog/1',
  '/about',
  '/contact',
  '/robot-maze',
  '/smart-anganwadi',
];

function parseArgs(/** @type {string[]} */ argv) {
  const options = { sizesOnly: false, portBase: 14080, runs: 3, routes: ROUTES, loadSeconds: 8, connections: 10 };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    const whole = (/** @type {string} */ name, /** @type {string} */ raw, min = 1) => {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min) usage(`${name} needs a whole number, got ${raw}`);
      return n;
    };
    if (flag === '--sizes-only') options.sizesOnly = true;
    else if (flag === '--port-base') options.portBase = whole(flag, value(), 1024);
    else if (flag === '--runs') options.runs = whole(flag, value());
    else if (flag === '--load-seconds') options.loadSeconds = whole(flag, value());
    else if (flag === '--connections') options.connections = whole(flag, value());
    else if (flag === '--routes')
      options.routes = value()
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean);
    else usage(`unknown option ${argv[i]}`);
  }
  return options;
}

function usage(/** @type {string} */ message) {
  console.error(
    `[bench] ${message}\nusage: npm run bench -- [--sizes-only] [--port-base N] [--runs N] [--routes /,/news] [--load-seconds N] [--connections N]`,
  );
  process.exit(2);
}

const log = (/** @type {string} */ line) => console.log(line);

/** Starts `site.cjs start` on the bench's ports and resolves once it prints that the site is ready. */
function startSite(/** @type {number} */ portBase) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, 'site.log');
  const out = fs.createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'site', 'site.cjs'), 'start'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The gateway's per-client rate limit (30 a minute) would turn a load test into a 429 test; the
    // bench raises it so the figure is the gateway's own throughput (429s are still counted).
    env: {
      ...process.env,
      PORT_BASE: String(portBase),
      CHAT_RATE_LIMIT: process.env.CHAT_RATE_LIMIT || '100000000',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const ready = new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (seen.includes('The site is ready')) resolve(undefined);
    });
    child.once('exit', (code) =>
      reject(new Error(`the site stopped before it was ready (exit ${code}); see ${path.relative(root, logFile)}`)),
    );
    setTimeout(
      () => reject(new Error(`the site was not ready within 15 minutes; see ${path.relative(root, logFile)}`)),
      15 * 60_000,
    ).unref();
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      // site.cjs stops its own servers on SIGTERM.
      child.kill('SIGTERM');
      setTimeout(() => resolve(undefined), 5000).unref();
    });
  return { ready, stop };
}

const PACKAGES = ['shell', 'mf-content', 'mf-chat', 'mf-maze', 'mf-contact'];

/**
 * When each package's dist last changed. The static servers list their files once at start, so a
 * rebuild by someone else during a long bench (new hashed chunk names) makes pages 404 their chunks;
 * the bench then restarts the site and measures the route again.
 */
function distFingerprint() {
  return PACKAGES.map((name) => {
    const dist = path.join(root, name, 'dist');
    const mtime = (/** @type {string} */ file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
    return `${name}:${mtime(dist)}:${mtime(path.join(dist, '.build-stamp'))}`;
  }).join('|');
}

function printChecks(/** @type {import('./budgets.cjs').BudgetCheck[]} */ checks) {
  const broken = checks.filter((c) => !c.ok);
  for (const check of broken) {
    const actual = check.actual === null ? 'not measured' : Number(check.actual.toFixed(3));
    console.error(`[bench] BUDGET BROKEN: ${check.name} is ${actual}, budget ${check.limit}`);
  }
  if (!broken.length) console.log(`[bench] all ${checks.length} budgets met`);
  return broken;
}

function writeResults(/** @type {any} */ report) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const markdown = renderMarkdown(report);
  fs.writeFileSync(path.join(resultsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, 'bench.md'), markdown);
  return markdown;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const budgets = JSON.parse(fs.readFileSync(budgetsFile, 'utf8'));

  if (options.sizesOnly) {
    const sizes = measureSizes(root);
    const checks = checkBundleBudgets(budgets, sizes);
    const report = { mode: 'sizes-only', date: new Date().toISOString(), sizes, budgets: checks };
    const markdown = writeResults(report);
    console.log(markdown);
    if (sizes.missing.length) console.error(`[bench] missing build output: ${sizes.missing.join(', ')} (run the build first)`);
    process.exitCode = printChecks(checks).length ? 1 : 0;
    return;
  }

  log('[bench] building what is stale…');
  const built = spawnSync(process.execPath, [path.join(__dirname, '..', 'site', 'site.cjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('[bench] the build failed; nothing measured.');
    process.exit(2);
  }

  const origin = `http://localhost:${options.portBase}`;
  const gatewayOrigin = `http://localhost:${options.portBase + 5}`;
  /** @type {ReturnType<typeof startSite> | null} */
  let site = null;
  let fingerprint = '';
  let restarts = 0;
  const stopAndExit = (/** @type {number} */ code) => void (site ? site.stop() : Promise.resolve()).then(() => process.exit(code));
  process.on('SIGINT', () => stopAndExit(130));
  process.on('SIGTERM', () => stopAndExit(143));
  const bringUp = async () => {
    log(`[bench] starting the production site on port base ${options.portBase}…`);
    site = startSite(options.portBase);
    try {
      await site.ready;
    } catch (error) {
      console.error(`[bench] ${/** @type {Error} */ (error).message}`);
      await site.stop();
      process.exit(2);
    }
    fingerprint = distFingerprint();
  };
  /** Before each measurement: a dist rebuilt since the site started means restart (it builds what is stale). */
  const ensureFresh = async () => {
    if (distFingerprint() === fingerprint) return;
    restarts += 1;
    log('[bench] a package was rebuilt while the bench ran: restarting the site so it serves the new files…');
    await /** @type {any} */ (site).stop();
    await bringUp();
  };
  await bringUp();

  let report;
  try {
    log(`[bench] site ready at ${origin}; measuring page loads (fresh mobile context per route)…`);
    const { measurePageLoads } = require('./page-load.cjs');
    const loads = await measurePageLoads(origin, options.routes, log, ensureFresh);
    log(`[bench] Lighthouse 12 mobile, ${options.runs} run(s) per route…`);
    const { runLighthouse } = require('./lighthouse.cjs');
    const partial = path.join(resultsDir, 'bench.partial.json');
    fs.writeFileSync(partial, `${JSON.stringify({ loads }, null, 2)}\n`);
    const lighthouse = await runLighthouse(
      origin,
      options.routes,
      options.runs,
      log,
      (sofar) => fs.writeFileSync(partial, `${JSON.stringify({ loads, lighthouse: sofar }, null, 2)}\n`),
      ensureFresh,
    );
    await ensureFresh();
    log(`[bench] autocannon, ${options.loadSeconds} s per target, ${options.connections} connections…`);
    const { measureLoad } = require('./load.cjs');
    const load = await measureLoad(
      { root, shellOrigin: origin, gatewayOrigin, seconds: options.loadSeconds, connections: options.connections },
      log,
    );

    const routes = options.routes.map((route) => ({
      path: route,
      load: loads[route] && !('error' in loads[route]) ? loads[route] : null,
      loadError: loads[route] && 'error' in loads[route] ? loads[route].error : undefined,
      lighthouse: lighthouse[route] && !lighthouse[route].error ? lighthouse[route] : null,
      lighthouseError: lighthouse[route]?.error,
    }));
    // Sizes of the builds that were served last (a restart may have picked up a rebuild).
    const sizes = measureSizes(root);
    const checks = [...checkRouteBudgets(budgets, routes), ...checkBundleBudgets(budgets, sizes)];
    report = {
      mode: 'full',
      date: new Date().toISOString(),
      machine: { cpus: require('node:os').cpus().length, node: process.version, loadAverage: require('node:os').loadavg() },
      options: { portBase: options.portBase, runs: options.runs, loadSeconds: options.loadSeconds, connections: options.connections },
      siteRestarts: restarts,
      routes,
      sizes,
      load,
      budgets: checks,
    };
  } finally {
    await /** @type {any} */ (site).stop();
  }
  const markdown = writeResults(report);
  fs.rmSync(path.join(resultsDir, 'bench.partial.json'), { force: true });
  console.log(`\n${markdown}`);
  process.exitCode = printChecks(report.budgets).length ? 1 : 0;
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  process.exit(2);
});
