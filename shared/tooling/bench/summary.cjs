// @ts-check
/**
 * The bench's one summary table: every figure it measured (over all routes, as a range), its budget and
 * the verdict, so a run reads in one place and two runs (before and after a change) compare row by row.
 * Pure: it reads the report the bench writes.
 */

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
  const routes = /** @type {any[]} */ (report.routes ?? []);
  const runs = report.options?.runs;
  /** @type {string[][]} */
  const rows = [];
  /** @param {string} label @param {string} figure @param {(r: any) => number | null | undefined} pick @param {number} digits */
  const perRoute = (label, figure, pick, digits) => {
    rows.push([label, range(routes.map(pick), digits), limitOf(of(figure)), verdict(of(figure))]);
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
    `JS needed before content is visible, KiB (content in the HTML as served on ${served} of ${judged} routes)`,
    range(
      routes.map((r) => r.jsNeededKiB),
      1,
    ),
    limitOf(of('jsNeededBeforeContentKiB')),
    verdict(of('jsNeededBeforeContentKiB')),
  ]);
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
