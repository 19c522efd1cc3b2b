// @ts-check
/** Compares measured figures with `shared/tooling/bench/budgets.json`; pure, so it is easy to reason about. */

const { languageOf, englishRoute } = require('./languages.cjs');

const KIB = 1024;

/**
 * `figure` groups the checks of one measure (a Lighthouse metric over every route, a server figure) for
 * the bench's summary table; bundle-size checks have none. `skipped` says why a check could not be made
 * on this server (it then passes, and is not counted). `chunk` names the page chunk of an i18n check,
 * `over` how many KiB over its limit it is.
 * @typedef {{ name: string, actual: number | null, limit: string, ok: boolean, figure?: string, route?: string, skipped?: string,
 *   chunk?: string, over?: number }} BudgetCheck
 */

/**
 * Bundle-size budgets (the only ones `--sizes-only` checks, with the i18n bytes per page chunk of
 * checkI18nBudgets). size-limit judges them (sizes.cjs runs it with the limits of `bundlesKiB`); this
 * turns its verdicts into the bench's checks. A figure size-limit
 * did not judge (its dist missing, or a budget `.size-limit.cjs` does not know) is a broken budget, not
 * a pass: the check would otherwise prove nothing.
 * @param {any} budgets parsed budgets.json
 * @param {Omit<ReturnType<typeof import('./sizes.cjs').measureSizes>, 'i18n'> & { i18n?: import('./i18n-bytes.cjs').I18nBytes }} sizes
 * @returns {BudgetCheck[]}
 */
function checkBundleBudgets(budgets, sizes) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const judged = new Map((sizes.sizeLimit ?? []).map((result) => [result.name, result]));
  const add = (/** @type {string} */ key, /** @type {string} */ name, /** @type {number} */ limit) => {
    const result = judged.get(key);
    const actual = typeof result?.size === 'number' ? result.size / KIB : null;
    // The verdict is size-limit's, against this very budget (a stale limit would be a silent pass).
    const ok = actual !== null && result?.passed === true && result.sizeLimit === Math.floor(limit * KIB);
    checks.push({ name, actual, limit: `<= ${limit} KiB`, ok });
  };
  for (const [pkg, limits] of Object.entries(budgets.bundlesKiB ?? {})) {
    if (pkg === 'mazeEmbed') continue;
    for (const [figure, limit] of Object.entries(/** @type {Record<string, number>} */ (limits)))
      add(`${pkg} ${figure}`, `${pkg} ${figure} gzip`, limit);
  }
  if (budgets.bundlesKiB?.mazeEmbed != null) add('mazeEmbed', 'maze embed (robot-maze.js) gzip', budgets.bundlesKiB.mazeEmbed);
  checks.push(...checkI18nBudgets(budgets, sizes.i18n));
  // Not a size, but checked with them: a stored .gz/.br that differs from its file is served instead of it.
  const stale = /** @type {string[]} */ (sizes.staleCompressed ?? []);
  checks.push({
    name: `stored .gz/.br copies match their files${stale.length ? ` (stale: ${stale.slice(0, 3).join(', ')})` : ''}`,
    actual: stale.length,
    limit: '0 stale',
    ok: stale.length === 0,
  });
  return checks;
}

/**
 * Issue 39: the i18n bytes (catalogs, reader and runtime, the date and number helpers, the translated-data
 * loader) of each English page chunk and of the shell's main.js, at most `i18nKiBPerChunk.max` KiB gzip
 * each (i18n-bytes.cjs measures them). A chunk that could not be measured (no source map: a development
 * build) or a package not built breaks it, naming why, so the check never passes on nothing.
 * @param {any} budgets parsed budgets.json
 * @param {import('./i18n-bytes.cjs').I18nBytes | null | undefined} i18n
 * @returns {BudgetCheck[]}
 */
function checkI18nBudgets(budgets, i18n) {
  const FIGURE = 'i18nKiBPerChunk';
  const rule = budgets.i18nKiBPerChunk;
  if (rule == null) return [];
  const max = rule.max;
  if (typeof max !== 'number' || !Number.isFinite(max) || max < 0)
    return [
      {
        name: 'i18n KiB per page chunk: budgets.json i18nKiBPerChunk.max must be a number of KiB',
        actual: null,
        limit: String(max),
        ok: false,
        figure: FIGURE,
      },
    ];
  const limit = `<= ${max} KiB`;
  if (!i18n) return [{ name: 'i18n KiB per page chunk (not measured)', actual: null, limit, ok: false, figure: FIGURE }];
  /** @type {BudgetCheck[]} */
  const checks = i18n.chunks.map((chunk) => {
    const actual = chunk.i18nBytes === null ? null : chunk.i18nBytes / KIB;
    const why = chunk.problems.length ? ` (${chunk.problems.join('; ')})` : '';
    return {
      name: `${chunk.name} i18n gzip${why}`,
      actual,
      limit,
      ok: actual !== null && actual <= max,
      figure: FIGURE,
      chunk: chunk.name,
      ...(actual !== null && actual > max ? { over: actual - max } : {}),
    };
  });
  for (const pkg of i18n.notBuilt)
    checks.push({
      name: `${pkg === 'shell' ? 'shell main.js' : `${pkg} page chunks`} i18n gzip (not built)`,
      actual: null,
      limit,
      ok: false,
      figure: FIGURE,
    });
  return checks;
}

/**
 * Route budgets: Lighthouse medians on every route (`lcpMs.maxOverFloor`: the page's LCP over its
 * no-script floor's, measured in the same run), first-load JS where one is set, and the JS a route needs
 * before its content is visible.
 * @param {any} budgets
 * @param {Array<{ path: string, lighthouse?: Record<string, any> | null, load?: { jsKiBBeforeContent: number, fontKiB?: number } | null,
 *   jsNeededKiB?: number | null }>} routes
 * @returns {BudgetCheck[]}
 */
function checkRouteBudgets(budgets, routes) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const lighthouse = budgets.lighthouse ?? {};
  for (const route of routes) {
    const add = (
      /** @type {string} */ figure,
      /** @type {string} */ name,
      /** @type {number | null} */ actual,
      /** @type {string} */ limit,
      /** @type {(n: number) => boolean} */ test,
    ) =>
      checks.push({
        name: `${route.path} ${name}`,
        actual,
        limit,
        ok: actual !== null && Number.isFinite(actual) && test(actual),
        figure,
        route: route.path,
      });
    for (const [metric, rule] of Object.entries(
      /** @type {Record<string, { min?: number, below?: number, max?: number, maxOverFloor?: number }>} */ (lighthouse),
    )) {
      const actual = route.lighthouse?.[metric] ?? null;
      if (rule.min != null) add(metric, metric, actual, `>= ${rule.min}`, (n) => n >= /** @type {number} */ (rule.min));
      if (rule.max != null) add(metric, metric, actual, `<= ${rule.max}`, (n) => n <= /** @type {number} */ (rule.max));
      if (rule.below != null) add(metric, metric, actual, `< ${rule.below}`, (n) => n < /** @type {number} */ (rule.below));
      if (rule.maxOverFloor != null) {
        const floor = route.lighthouse?.floor?.[metric] ?? null;
        const ratio = actual !== null && floor ? actual / floor : null;
        add(
          `${metric}OverFloor`,
          `${metric} / no-script floor`,
          ratio,
          `<= ${rule.maxOverFloor}`,
          (n) => n <= /** @type {number} */ (rule.maxOverFloor),
        );
      }
    }
    // A Hindi or Gujarati route meets its English route's budget (issue 39).
    const jsLimit = budgets.firstLoadJsKiB?.[route.path] ?? budgets.firstLoadJsKiB?.[englishRoute(route.path)];
    if (jsLimit != null)
      add('firstLoadJsKiB', 'first-load JS gzip', route.load?.jsKiBBeforeContent ?? null, `<= ${jsLimit} KiB`, (n) => n <= jsLimit);
    const needed = budgets.jsNeededBeforeContentKiB?.max;
    if (needed != null)
      add('jsNeededBeforeContentKiB', 'JS needed before content', route.jsNeededKiB ?? null, `<= ${needed} KiB`, (n) => n <= needed);
    // Issue 39: web-font bytes per language (English: none more than before the Indic fonts came).
    const fontLimit = budgets.fontKiB?.[languageOf(route.path)];
    if (typeof fontLimit === 'number')
      add('fontKiB', 'web-font KiB transferred', route.load?.fontKiB ?? null, `<= ${fontLimit} KiB`, (n) => n <= fontLimit);
  }
  return checks;
}

/**
 * Server budgets: each cached page under load (only 2xx answers count: a fast error page proves
 * nothing), and the median uncached render time when the server reports one (an older server that
 * sends no Server-Timing has no such check, so the same bench can measure it).
 * @param {any} budgets
 * @param {{ cachedPages?: any[], uncached?: any } | null | undefined} server
 * @returns {BudgetCheck[]}
 */
function checkServerBudgets(budgets, server) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const rules = budgets.server ?? {};
  const cached = rules.cachedPage;
  if (cached) {
    for (const page of server?.cachedPages ?? []) {
      const bad = page.error
        ? 0
        : Object.entries(page.statuses ?? {}).reduce((n, [code, count]) => (/^2/.test(code) ? n : n + Number(count)), 0);
      const rps = page.error ? null : page.requestsPerSecond;
      const label = `cached page ${page.route} at ${page.connections ?? cached.connections} connections`;
      if (cached.minRequestsPerSecond != null)
        checks.push({
          name: `${label}: requests/s${bad ? ` (${bad} answers not 2xx)` : ''}`,
          actual: rps,
          limit: `>= ${cached.minRequestsPerSecond}`,
          ok: rps !== null && !bad && rps >= cached.minRequestsPerSecond,
          figure: 'cachedPageRps',
          route: page.route,
        });
      if (cached.maxP99Ms != null) {
        const p99 = page.error ? null : page.p99Ms;
        checks.push({
          name: `${label}: p99 ms`,
          actual: p99,
          limit: `<= ${cached.maxP99Ms}`,
          ok: p99 !== null && p99 <= cached.maxP99Ms,
          figure: 'cachedPageP99Ms',
          route: page.route,
        });
      }
    }
  }
  // Issue 39: each language's cached page serves as fast as English's `/`, measured in the same sitting.
  const ratio = cached?.minRatioToEnglish;
  const english = (server?.cachedPages ?? []).find((page) => page.route === '/' && !page.error);
  if (ratio != null) {
    for (const page of server?.cachedPages ?? []) {
      if (languageOf(page.route) === 'en' || page.route.split('/').length > 2) continue;
      const actual = english && !page.error && english.requestsPerSecond > 0 ? page.requestsPerSecond / english.requestsPerSecond : null;
      checks.push({
        name: `cached page ${page.route}: requests/s over /'s (same sitting)`,
        actual,
        limit: `>= ${ratio}`,
        ok: actual !== null && actual >= ratio,
        figure: 'cachedPageLanguageRatio',
        route: page.route,
      });
    }
  }
  const render = rules.uncachedRenderMs;
  const uncached = server?.uncached;
  if (render?.max != null && uncached) {
    const actual = uncached.error ? null : uncached.renderMs;
    const absent = !uncached.error && !uncached.reported;
    checks.push({
      name: `uncached render ${uncached.route ?? ''} (median of ${uncached.requests ?? '?'})`,
      actual,
      limit: `<= ${render.max} ms`,
      ok: absent || (actual !== null && actual <= render.max),
      figure: 'uncachedRenderMs',
      route: uncached.route,
      ...(absent ? { skipped: `render timing: not reported by this server${uncached.note ? ` (${uncached.note})` : ''}` } : {}),
    });
  }
  return checks;
}

/**
 * The cluster's budgets (issue 41, bench-cluster.cjs): the version map's arrival at every shell server
 * (p99 of the changes), failed GETs and the p99 outside the second of a shell server's kill, and the
 * shared store's cached-page throughput over the folder store's. A cluster part that could not run
 * leaves every check not measured (broken, with the reason in its name).
 * @param {any} budgets
 * @param {any} cluster measureCluster's figures, or `{ error }`
 * @returns {BudgetCheck[]}
 */
function checkClusterBudgets(budgets, cluster) {
  const rules = budgets.cluster ?? {};
  const failed = cluster?.error ? ` (${cluster.error})` : '';
  /** @type {BudgetCheck[]} */
  const checks = [];
  /** @param {string} key @param {string} name @param {number | null | undefined} actual @param {string} limit @param {(n: number, rule: number) => boolean} test */
  const add = (key, name, actual, limit, test) => {
    const rule = rules[key];
    if (typeof rule !== 'number') return;
    const value = typeof actual === 'number' && Number.isFinite(actual) ? actual : null;
    checks.push({
      name: `${name}${failed}`,
      actual: value,
      limit: `${limit} ${rule}`,
      ok: value !== null && test(value, rule),
      figure: `cluster.${key}`,
    });
  };
  add(
    'mapChangeP99Ms',
    `cluster: a version-map change reaches every shell server, p99 of ${cluster?.mapChange?.changes ?? '?'} (ms)`,
    cluster?.mapChange?.p99Ms,
    '<=',
    (n, r) => n <= r,
  );
  add(
    'killFailedGets',
    'cluster: failed GETs at the client while a shell server is killed under load',
    cluster?.kill?.failedGets,
    '<=',
    (n, r) => n <= r,
  );
  add('killP99Ms', 'cluster: p99 ms outside the second of the kill', cluster?.kill?.p99OutsideMs, '<', (n, r) => n < r);
  add(
    'sharedStoreThroughputRatio',
    "cluster: one shell server's cached-page requests/s, shared store over folder store",
    cluster?.stores?.ratio,
    '>=',
    (n, r) => n >= r,
  );
  return checks;
}

module.exports = { checkBundleBudgets, checkI18nBudgets, checkRouteBudgets, checkServerBudgets, checkClusterBudgets, KIB };
