#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: builds what is stale, serves the production site on its own ports, and measures it.
 *
 *   npm run bench                          every route: JS and bytes before the content shows, request
 *                                          chain depth, whether the content is in the HTML as served,
 *                                          Lighthouse 12 mobile (median of 5) beside the route's no-script
 *                                          floor (the rendered page as plain HTML with its CSS, measured in
 *                                          the same runs), the shell server's pages (a cached page under
 *                                          load, the heaviest route rendered afresh), bundle sizes, and
 *                                          wrk load on the chat gateway and the static server (wrk is
 *                                          Debian's package: apt-get install -y wrk), the contact
 *                                          server's enquiry and registration POSTs (PGlite, and PostgreSQL
 *                                          when installed) and its staff inbox's pages with 10,000
 *                                          registrations stored (PGlite: the registrations' first page,
 *                                          the inbox list, a registration, an enquiry's thread; median of 30);
 *                                          every route is measured in English, Hindi (/hi/…) and Gujarati
 *                                          (/gu/…), the figures grouped per language, with the web-font
 *                                          bytes of each visit; then the cluster (bench-cluster.cjs: nginx,
 *                                          two shell servers on PostgreSQL and Redis): version-map changes,
 *                                          a shell server killed under load, shared store against folder store
 *   npm run bench -- --sizes-only          bundle-size budgets and the i18n bytes of each English page
 *                                          chunk and main.js (i18n-bytes.cjs, by the source maps in
 *                                          dist-maps/) only, from the existing dist folders (no build, no
 *                                          server; what CI runs after its build)
 *   npm run bench -- --cluster-only        the cluster part alone (builds what is stale first)
 *   options: --languages en,hi,gu (default all three; a route given with its prefix, /hi/news, is measured
 *            as it is), --no-cluster (leave the cluster part out),
 *            --port-base N (default 14080, so it never meets a dev site on 8080), --runs N (Lighthouse
 *            runs per route and as many of its floor, default 5), --routes /,/news (a subset, for a quick
 *            look), --load-seconds N (gateway and static files, default 8), --connections N (for those,
 *            default 10), --page-seconds N (cached pages, and each store's runs in the cluster, default
 *            10), --page-connections N (default 50; the cluster's load too), --render-requests N
 *            (uncached renders of the heaviest route, default 30).
 *            CHROME_PATH overrides /usr/bin/chromium.
 *
 * Budgets: shared/tooling/bench/budgets.json. Results: shared/tooling/bench/results/bench.md and bench.json (git-ignored);
 * bench.partial.json holds what a long run has measured so far, and the site's own log is site.log.
 * Exits 1 when a budget is broken (each is named), 2 when the site cannot be built or started.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { measureSizes } = require('./sizes.cjs');
const { checkBundleBudgets, checkClusterBudgets } = require('./budgets.cjs');
const { renderMarkdown } = require('./report.cjs');
const { startSite, distFingerprint, root, resultsDir } = require('./site-process.cjs');
const { LANGUAGES, parseLanguages, routesInLanguages } = require('./languages.cjs');
const { describeMachine, slowMemoryWarning } = require('./machine.cjs');
const { findChromium } = require('../site/find-browser.cjs');

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
  /** @type {string[]} */
  let routes = ROUTES;
  /** @type {readonly import('./languages.cjs').Language[]} */
  let languages = LANGUAGES;
  const options = {
    sizesOnly: false,
    clusterOnly: false,
    cluster: true,
    portBase: 14080,
    runs: 5,
    routes: ROUTES,
    languages,
    loadSeconds: 8,
    connections: 10,
    pageSeconds: 10,
    pageConnections: 50,
    renderRequests: 30,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = (argv[i] ?? '').split('=');
    /** The option's value, inline or the next argument ('' when it has none: refused as a number). */
    const value = () => inline ?? argv[++i] ?? '';
    const whole = (/** @type {string} */ name, /** @type {string} */ raw, min = 1) => {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min) usage(`${name} needs a whole number, got ${raw}`);
      return n;
    };
    if (flag === '--sizes-only') options.sizesOnly = true;
    else if (flag === '--cluster-only') options.clusterOnly = true;
    else if (flag === '--no-cluster') options.cluster = false;
    else if (flag === '--languages') {
      try {
        languages = parseLanguages(value());
      } catch (error) {
        usage(/** @type {Error} */ (error).message);
      }
    } else if (flag === '--port-base') options.portBase = whole(flag, value(), 1024);
    else if (flag === '--runs') options.runs = whole(flag, value());
    else if (flag === '--load-seconds') options.loadSeconds = whole(flag, value());
    else if (flag === '--connections') options.connections = whole(flag, value());
    else if (flag === '--page-seconds') options.pageSeconds = whole(flag, value());
    else if (flag === '--page-connections') options.pageConnections = whole(flag, value());
    else if (flag === '--render-requests') options.renderRequests = whole(flag, value());
    else if (flag === '--routes') {
      routes = value()
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean);
      const bad = routes.filter((r) => !r.startsWith('/'));
      if (!routes.length || bad.length) usage(`--routes needs paths that start with /, got ${bad.join(', ') || 'none'}`);
    } else usage(`unknown option ${argv[i]}`);
  }
  // Each route in every language asked (issue 39); a route given with its prefix (/hi/news) as it is.
  options.routes = routesInLanguages(routes, languages);
  options.languages = languages;
  if (!options.routes.length) usage('no route is left in the languages asked');
  return options;
}

function usage(/** @type {string} */ message) {
  console.error(
    `[bench] ${message}\nusage: npm run bench -- [--sizes-only | --cluster-only] [--no-cluster] [--port-base N] [--languages en,hi,gu] [--runs N] [--routes /,/news] [--load-seconds N] [--connections N] [--page-seconds N] [--page-connections N] [--render-requests N]`,
  );
  process.exit(2);
}

const log = (/** @type {string} */ line) => console.log(line);

function printChecks(/** @type {import('./budgets.cjs').BudgetCheck[]} */ checks) {
  const broken = checks.filter((c) => !c.ok);
  for (const check of broken) {
    const actual = check.actual === null ? 'not measured' : Number(check.actual.toFixed(3));
    console.error(`[bench] BUDGET BROKEN: ${check.name} is ${actual}, budget ${check.limit}`);
  }
  const skipped = checks.filter((c) => c.skipped);
  for (const check of skipped) console.log(`[bench] not checked: ${check.name} (${check.skipped})`);
  if (!broken.length) console.log(`[bench] all ${checks.length - skipped.length} budgets met`);
  return broken;
}

function writeResults(/** @type {any} */ report) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const markdown = renderMarkdown(report);
  fs.writeFileSync(path.join(resultsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, 'bench.md'), markdown);
  return markdown;
}

/** Minutes and seconds, for the run time. */
const duration = (/** @type {number} */ ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

async function main() {
  const startedAt = Date.now();
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

  // Before anything runs: the machine at rest, and whether its page faults make main-thread figures read high (machine.cjs).
  const machineAtStart = describeMachine(findChromium() || '/usr/bin/chromium');
  const machine = () => ({ ...machineAtStart, loadAverage: require('node:os').loadavg() });
  log(
    `[bench] machine: ${machineAtStart.cpus} CPUs, Node ${machineAtStart.node}, ${machineAtStart.browser ?? 'no Chromium found'}, a page fault ${machineAtStart.pageFaultUs} µs`,
  );
  const slowMemory = slowMemoryWarning(machineAtStart.pageFaultUs);
  if (slowMemory) log(`[bench] ${slowMemory}`);

  log('[bench] building what is stale…');
  const built = spawnSync(process.execPath, [path.join(__dirname, '..', 'site', 'site.cjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('[bench] the build failed; nothing measured.');
    process.exit(2);
  }

  /** Issue 41: the cluster part (bench-cluster.cjs), after the site is stopped, or alone. */
  const measureClusterPart = async () => {
    log('[bench] the cluster: version-map changes, a shell server killed under load, the shared store against the folder store…');
    const { measureCluster } = require('./bench-cluster.cjs');
    const cluster = await measureCluster({ seconds: options.pageSeconds, connections: options.pageConnections, log });
    if ('error' in cluster) log(`[bench] cluster: ${cluster.error}`);
    return { cluster, checks: checkClusterBudgets(budgets, cluster) };
  };
  if (options.clusterOnly) {
    const { cluster, checks } = await measureClusterPart();
    const report = {
      mode: 'cluster-only',
      date: new Date().toISOString(),
      machine: machine(),
      options: { pageSeconds: options.pageSeconds, pageConnections: options.pageConnections },
      cluster,
      budgets: checks,
      durationS: Math.round((Date.now() - startedAt) / 1000),
    };
    console.log(`\n${writeResults(report)}`);
    process.exitCode = printChecks(checks).length ? 1 : 0;
    return;
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
  /** The shell still answers (on a shared machine, someone may stop every server by name). */
  const siteAnswers = () =>
    fetch(`${origin}/site-config.json`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
  /**
   * Before each measurement: a dist rebuilt since the site started, or a site that stopped answering,
   * means restart (it builds what is stale). True when it restarted.
   */
  const ensureFresh = async () => {
    const rebuilt = distFingerprint() !== fingerprint;
    if (!rebuilt && (await siteAnswers())) return false;
    restarts += 1;
    log(
      rebuilt
        ? '[bench] a package was rebuilt while the bench ran: restarting the site so it serves the new files…'
        : '[bench] the site stopped answering: restarting it…',
    );
    await /** @type {any} */ (site).stop();
    await bringUp();
    return true;
  };
  await bringUp();

  /** @type {any} */
  let report;
  try {
    const { measureSite } = require('./measure.cjs');
    const measured = await measureSite({
      origin,
      gatewayOrigin,
      options,
      allRoutes: routesInLanguages(ROUTES, LANGUAGES),
      budgets,
      ensureFresh,
      log,
    });
    // Issue 22: how soon each page answers a visitor on a throttled phone (interactivity.cjs).
    log('[bench] interactivity on a throttled phone: dead window per route, INP of three interactions…');
    const { measureInteractivity } = require('./interactivity.cjs');
    const interactivity = await measureInteractivity({
      origin,
      routes: options.routes,
      runs: options.runs,
      budgets,
      log,
      beforeRun: ensureFresh,
    });
    measured.budgets.push(...interactivity.checks);
    // Issue 23: memory and the hot pages after 10,000 unique URLs of every kind (unique-urls.cjs).
    log('[bench] 10,000 unique URLs against the shell: memory and the hot pages…');
    const { measureUniqueUrls } = require('./unique-urls.cjs');
    const uniqueUrls = await measureUniqueUrls({ origin, routes: options.routes, budgets, log });
    measured.budgets.push(...uniqueUrls.checks);
    // Issue 24: the contact server's enquiry POST, PGlite budgeted, PostgreSQL recorded; issue 40: the
    // registration POST and the staff inbox's pages with 10,000 registrations stored (contact.cjs).
    log('[bench] contact server: enquiry and registration POSTs and the staff inbox with PGlite, then the POSTs with PostgreSQL…');
    const { measureContact } = require('./contact.cjs');
    const contact = await measureContact({ root, seconds: options.loadSeconds, connections: options.connections, budgets, log });
    measured.budgets.push(...contact.checks);
    report = {
      mode: 'full',
      date: new Date().toISOString(),
      machine: machine(),
      options: {
        portBase: options.portBase,
        runs: options.runs,
        loadSeconds: options.loadSeconds,
        connections: options.connections,
        pageSeconds: options.pageSeconds,
        pageConnections: options.pageConnections,
        renderRequests: options.renderRequests,
      },
      siteRestarts: restarts,
      ...measured,
      interactivity: { phone: interactivity.phone, deadWindow: interactivity.deadWindow, inp: interactivity.inp },
      uniqueUrls: uniqueUrls.figures,
      contact: contact.figures,
      durationS: Math.round((Date.now() - startedAt) / 1000),
    };
  } finally {
    await /** @type {any} */ (site).stop();
  }
  if (options.cluster) {
    const { cluster, checks } = await measureClusterPart();
    report.cluster = cluster;
    report.budgets.push(...checks);
    report.durationS = Math.round((Date.now() - startedAt) / 1000);
  }
  const markdown = writeResults(report);
  fs.rmSync(path.join(resultsDir, 'bench.partial.json'), { force: true });
  console.log(`\n${markdown}`);
  process.exitCode = printChecks(report.budgets).length ? 1 : 0;
  log(
    `[bench] run time ${duration(Date.now() - startedAt)}: ${options.routes.length} route(s), ${options.runs} Lighthouse run(s) of each and as many of its floor`,
  );
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  process.exit(2);
});
