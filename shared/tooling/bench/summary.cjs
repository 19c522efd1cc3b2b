// @ts-check
/**
 * The bench's one summary table: every figure it measured (over all routes, as a range), its budget and
 * the verdict, so a run reads in one place and two runs (before and after a change) compare row by row.
 * Pure: it reads the report the bench writes.
 */

const { byLanguage } = require('./languages.cjs');

/** @typedef {import('./budgets.cjs').BudgetCheck} Check */

/** @param {number} n @param {number} digits */
const format = (n, digits) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * "a to b" over the values measured, "–" for none.
 * @param {Array<number | null | undefined>} values @param {number} digits
 */
function range(values, digits) {
  const found = /** @type {number[]} */ (values.filter((v) => typeof v === 'number' && Number.isFinite(v)));
  if (!found.length) return '–';
  const low = Math.min(...found);
  const high = Math.max(...found);
  return format(low, digits) === format(high, digits) ? format(low, digits) : `${format(low, digits)} to ${format(high, digits)}`;
}

/**
 * The verdict of one figure's checks: "ok", "BROKEN on …" naming the routes (or checks), or "–" when
 * the figure has no budget.
 * @param {Check[]} checks
 */
function verdict(checks) {
  if (!checks.length) return '–';
  if (checks.every((c) => c.skipped)) return 'not checked';
  const broken = checks.filter((c) => !c.ok);
  if (!broken.length) return `ok (${checks.length})`;
  const names = broken.map((c) => c.route ?? c.name);
  return `**BROKEN** ${broken.length} of ${checks.length}: ${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''}`;
}

/** The budget column: the one limit, or "per route" when they differ. @param {Check[]} checks @returns {string} */
function limitOf(checks) {
  const limits = [...new Set(checks.map((c) => c.limit))];
  return limits.length === 0 ? '–' : limits.length === 1 ? String(limits[0]) : `per route (${limits.join(', ')})`.slice(0, 80);
}

/**
 * @param {any} report the full bench report
 * @returns {string[][]} rows of [figure, measured, budget, verdict]
 */
function summaryRows(report) {
  /** @type {Check[]} */
  const checks = report.budgets ?? [];
  const of = (/** @type {string} */ figure) => checks.filter((c) => c.figure === figure);
  const runs = report.options?.runs;
  /** @type {string[][]} */
  const rows = [];
  // Issue 39: the route figures once per language (English, Hindi, Gujarati), each over its own routes.
  const groups = byLanguage(/** @type {any[]} */ (report.routes ?? []), (r) => r.path);
  for (const group of groups) {
    const routes = group.items;
    const paths = new Set(routes.map((r) => r.path));
    const suffix = groups.length > 1 || group.language !== 'en' ? ` (${group.name})` : '';
    const mine = (/** @type {string} */ figure) => of(figure).filter((c) => c.route !== undefined && paths.has(c.route));
    /** @param {string} label @param {string} figure @param {(r: any) => number | null | undefined} pick @param {number} digits */
    const perRoute = (label, figure, pick, digits) => {
      rows.push([`${label}${suffix}`, range(routes.map(pick), digits), limitOf(mine(figure)), verdict(mine(figure))]);
    };
    const lh = (/** @type {string} */ key) => (/** @type {any} */ r) => r.lighthouse?.[key];
    perRoute(`Lighthouse performance (mobile, median of ${runs})`, 'performance', lh('performance'), 0);
    perRoute('Lighthouse accessibility', 'accessibility', lh('accessibility'), 0);
    perRoute('Lighthouse best practices', 'bestPractices', lh('bestPractices'), 0);
    perRoute('Lighthouse SEO', 'seo', lh('seo'), 0);
    perRoute('FCP ms', 'fcpMs', lh('fcpMs'), 0);
    perRoute('LCP ms', 'lcpMs', lh('lcpMs'), 0);
    perRoute('LCP ms of the no-script floor (same runs)', 'floorLcpMs', (r) => r.lighthouse?.floor?.lcpMs, 0);
    perRoute(
      'LCP / floor LCP',
      'lcpMsOverFloor',
      (r) => (r.lighthouse?.lcpMs != null && r.lighthouse?.floor?.lcpMs ? r.lighthouse.lcpMs / r.lighthouse.floor.lcpMs : null),
      2,
    );
    perRoute('TBT ms', 'tbtMs', lh('tbtMs'), 0);
    // What this machine allows a page that runs no script at all: the floor's own blocking time (layout,
    // pictures) and score, to read the page's TBT and performance against.
    perRoute('TBT ms of the no-script floor (same runs)', 'floorTbtMs', (r) => r.lighthouse?.floor?.tbtMs, 0);
    perRoute('Lighthouse performance of the no-script floor', 'floorPerformance', (r) => r.lighthouse?.floor?.performance, 0);
    perRoute('CLS', 'cls', lh('cls'), 3);
    perRoute('First-load JS KiB (as sent, before content shows)', 'firstLoadJsKiB', (r) => r.load?.jsKiBBeforeContent, 1);
    const served = routes.filter((r) => r.content?.served).length;
    const judged = routes.filter((r) => r.content).length;
    rows.push([
      `JS needed before content is visible, KiB (content in the HTML as served on ${served} of ${judged} routes)${suffix}`,
      range(
        routes.map((r) => r.jsNeededKiB),
        1,
      ),
      limitOf(mine('jsNeededBeforeContentKiB')),
      verdict(mine('jsNeededBeforeContentKiB')),
    ]);
    perRoute('Web-font KiB transferred (the whole visit)', 'fontKiB', (r) => r.load?.fontKiB, 1);
    perRoute(
      'Dead window ms on the phone (first paint to every control hydrated)',
      'dead window',
      (r) => report.interactivity?.deadWindow?.[r.path]?.deadWindowMs,
      0,
    );
  }
  const server = report.server;
  if (server) {
    for (const page of server.cachedPages ?? []) {
      const at = `at ${page.connections ?? report.options?.pageConnections} connections`;
      const mine = (/** @type {string} */ figure) => of(figure).filter((c) => c.route === page.route);
      rows.push([
        `Cached page \`${page.route}\`: requests/s ${at}`,
        page.error ? `error: ${page.error}` : format(page.requestsPerSecond, 0),
        limitOf(mine('cachedPageRps')),
        verdict(mine('cachedPageRps')),
      ]);
      rows.push([
        `Cached page \`${page.route}\`: p99 ms`,
        page.error ? '–' : String(page.p99Ms),
        limitOf(mine('cachedPageP99Ms')),
        verdict(mine('cachedPageP99Ms')),
      ]);
      const ratio = mine('cachedPageLanguageRatio');
      if (ratio.length)
        rows.push([
          `Cached page \`${page.route}\`: requests/s over \`/\`'s (same sitting)`,
          ratio[0]?.actual == null ? '–' : format(ratio[0].actual, 2),
          limitOf(ratio),
          verdict(ratio),
        ]);
      // Beside it, what a request of the page cost the server against `/` (decision 081): recorded, not budgeted.
      const english = (server.cachedPages ?? []).find((/** @type {any} */ other) => other.route === '/');
      if (ratio.length && page.cpuMicrosPerRequest > 0 && english?.cpuMicrosPerRequest > 0)
        rows.push([
          `Cached page \`${page.route}\`: the server's CPU per request, \`/\`'s over its own (same sitting)`,
          format(english.cpuMicrosPerRequest / page.cpuMicrosPerRequest, 2),
          '–',
          '–',
        ]);
    }
    const u = server.uncached ?? {};
    const renderChecks = of('uncachedRenderMs');
    rows.push([
      `Uncached render of the heaviest route (\`${u.route ?? server.heaviest ?? '?'}\`), ms, median of ${u.requests ?? '?'}`,
      u.error
        ? `error: ${u.error}`
        : u.reported
          ? format(u.renderMs, 1)
          : `render timing: not reported by this server${u.note ? ` (${u.note})` : ''}`,
      limitOf(renderChecks),
      verdict(renderChecks),
    ]);
    if (!u.error && u.responseMs != null)
      rows.push([`Uncached \`${u.route}\`: response time seen by the bench, ms (median)`, format(u.responseMs, 1), '–', '–']);
  }
  for (const target of report.load ?? []) {
    rows.push([
      `${target.name}: requests/s, p99 ms (${target.connections ?? report.options?.connections} connections)`,
      target.error ? `error: ${target.error}` : `${format(target.requestsPerSecond, 0)}, ${target.p99Ms}`,
      '–',
      '–',
    ]);
  }
  // Issue 41: the cluster's figures (bench-cluster.cjs), each beside its budget.
  const cluster = report.cluster;
  if (cluster) {
    const mine = (/** @type {string} */ key) => of(`cluster.${key}`);
    const row = (/** @type {string} */ label, /** @type {string} */ key, /** @type {string} */ text) =>
      rows.push([label, cluster.error ? `not measured: ${cluster.error}` : text, limitOf(mine(key)), verdict(mine(key))]);
    const ms = (/** @type {number | null | undefined} */ n) => (n == null ? '–' : format(n, 0));
    row(
      `Cluster: a version-map change reaches every shell server, ms (p99 of ${cluster.mapChange?.changes ?? '?'}; p50)`,
      'mapChangeP99Ms',
      `${ms(cluster.mapChange?.p99Ms)} (${ms(cluster.mapChange?.p50Ms)})`,
    );
    row(
      `Cluster: failed GETs while one of two shell servers is killed under load (of ${cluster.kill?.requests ?? '?'})`,
      'killFailedGets',
      String(cluster.kill?.failedGets ?? '–'),
    );
    row('Cluster: p99 ms outside the second of the kill', 'killP99Ms', ms(cluster.kill?.p99OutsideMs));
    row(
      "Cluster: one shell server's cached-page requests/s, shared store over folder store (folder; shared)",
      'sharedStoreThroughputRatio',
      cluster.stores?.ratio == null
        ? '–'
        : `${format(cluster.stores.ratio, 3)} (${ms(cluster.stores.folderRps)}; ${ms(cluster.stores.sharedRps)})`,
    );
  }
  // Issue 39: the i18n bytes of each English page chunk and of main.js (i18n-bytes.cjs).
  const i18n = of('i18nKiBPerChunk');
  if (i18n.length)
    rows.push([
      'i18n KiB gzip per English page chunk and main.js (catalogs, reader and runtime, format, translated-data loader)',
      range(
        i18n.map((c) => c.actual),
        2,
      ),
      limitOf(i18n),
      verdict(i18n),
    ]);
  const bundles = checks.filter((c) => !c.figure);
  if (bundles.length)
    rows.push(['Bundle sizes (gzip) and stored copies', `${bundles.length} checks`, 'budgets.json bundlesKiB', verdict(bundles)]);
  const all = checks.filter((c) => !c.ok).length;
  const counted = checks.filter((c) => !c.skipped).length;
  rows.push(['All budgets', `${counted - all} of ${counted} met`, '', all ? `**${all} BROKEN**` : 'ok']);
  return rows;
}

/**
 * A cell of the routes table, marked when one of its budgets broke on that route.
 * @param {Check[]} checks @param {string} route @param {string} figure @param {string} text
 */
function marked(checks, route, figure, text) {
  return checks.some((c) => c.route === route && c.figure === figure && !c.ok) ? `${text} ✗` : text;
}

module.exports = { summaryRows, marked, range, verdict };
