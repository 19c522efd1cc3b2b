// @ts-check
/**
 * A full bench run against the running site, phase by phase: page loads (JS before the content shows),
 * Lighthouse beside each route's no-script floor, the shell server's pages (as served, cached under
 * load, rendered afresh), wrk on the gateway and static files; then every budget checked.
 */
const fs = require('node:fs');
const path = require('node:path');
const { measureSizes } = require('./sizes.cjs');
const { checkBundleBudgets, checkRouteBudgets, checkServerBudgets } = require('./budgets.cjs');
const { contentServed } = require('./served-html.cjs');
const { root, resultsDir, metricsToken } = require('./site-process.cjs');

/**
 * @param {{ origin: string, gatewayOrigin: string, allRoutes: string[], budgets: any, log: (line: string) => void,
 *   ensureFresh: () => Promise<boolean>,
 *   options: { portBase: number, runs: number, routes: string[], languages: readonly import('./languages.cjs').Language[], loadSeconds: number, connections: number,
 *     pageSeconds: number, pageConnections: number, renderRequests: number } }} run
 */
async function measureSite({ origin, gatewayOrigin, allRoutes, budgets, log, ensureFresh, options }) {
  /** Seconds each phase took, so the run time of a larger run can be estimated from a small one. */
  /** @type {Record<string, number>} */
  const phases = {};
  let mark = Date.now();
  const lap = (/** @type {string} */ phase) => {
    phases[phase] = Math.round((Date.now() - mark) / 1000);
    mark = Date.now();
  };
  log(`[bench] site ready at ${origin}; measuring page loads (fresh mobile context per route)…`);
  const { measurePageLoads } = require('./page-load.cjs');
  const loads = await measurePageLoads(origin, options.routes, log, ensureFresh);
  lap('pageLoads');

  log(`[bench] Lighthouse 12 mobile, ${options.runs} run(s) per route, each beside a run of its no-script floor…`);
  const { runLighthouse } = require('./lighthouse.cjs');
  const { createFloors } = require('./floor.cjs');
  const partial = path.join(resultsDir, 'bench.partial.json');
  fs.writeFileSync(partial, `${JSON.stringify({ loads }, null, 2)}\n`);
  const floors = await createFloors(origin, path.join(resultsDir, 'floors'));
  /** @type {Record<string, any>} */
  let lighthouse;
  try {
    lighthouse = await runLighthouse(
      origin,
      options.routes,
      options.runs,
      log,
      (sofar) => fs.writeFileSync(partial, `${JSON.stringify({ loads, lighthouse: sofar }, null, 2)}\n`),
      ensureFresh,
      floors,
    );
  } finally {
    await floors.close();
  }
  lap('lighthouse');

  await ensureFresh();
  log(
    `[bench] the shell's pages: as served, cached under load (${options.pageConnections} connections, ${options.pageSeconds} s), rendered afresh…`,
  );
  const { measureServer } = require('./server.cjs');
  const server = await measureServer(
    {
      root,
      origin,
      portBase: options.portBase,
      // Every route in every language, whatever subset is benched: the heaviest page is the same for every run.
      routes: [...new Set([...allRoutes, ...options.routes])],
      seconds: options.pageSeconds,
      connections: options.pageConnections,
      renderRequests: options.renderRequests,
      languages: options.languages,
      metricsToken,
    },
    log,
  );
  lap('server');

  await ensureFresh();
  log(`[bench] wrk, ${options.loadSeconds} s per target, ${options.connections} connections…`);
  const { measureLoad } = require('./load.cjs');
  const load = await measureLoad(
    { root, shellOrigin: origin, gatewayOrigin, seconds: options.loadSeconds, connections: options.connections },
    log,
  );
  lap('load');

  const routes = options.routes.map((route) => {
    const measured = loads[route] && !('error' in loads[route]) ? loads[route] : null;
    const page = server.pages[route];
    // Content in the HTML as served needs no script before it shows; else all of the first-load JS does.
    const content = measured && page && !page.error ? { ...measured.content, ...contentServed(page.html, measured.content) } : null;
    return {
      path: route,
      load: measured,
      loadError: loads[route] && 'error' in loads[route] ? loads[route].error : undefined,
      lighthouse: lighthouse[route] && !lighthouse[route].error ? lighthouse[route] : null,
      lighthouseError: lighthouse[route]?.error,
      floorError: lighthouse[route]?.floor?.error,
      content,
      jsNeededKiB: content && measured ? (content.served ? 0 : measured.jsKiBBeforeContent) : null,
    };
  });
  // Sizes of the builds that were served last (a restart may have picked up a rebuild).
  const sizes = measureSizes(root);
  const checks = [...checkRouteBudgets(budgets, routes), ...checkServerBudgets(budgets, server), ...checkBundleBudgets(budgets, sizes)];
  return {
    routes,
    server: {
      heaviest: server.heaviest,
      // The HTML itself stays out of the JSON: its size, status and timing are what a reader compares.
      pages: Object.fromEntries(Object.entries(server.pages).map(([route, page]) => [route, { ...page, html: undefined }])),
      cachedPages: server.cachedPages,
      uncached: server.uncached,
    },
    sizes,
    load,
    budgets: checks,
    phasesS: phases,
  };
}

module.exports = { measureSite };
