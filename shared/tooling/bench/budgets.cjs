// @ts-check
/** Compares measured figures with `shared/tooling/bench/budgets.json`; pure, so it is easy to reason about. */

const KIB = 1024;

/**
 * @typedef {{ name: string, actual: number | null, limit: string, ok: boolean }} BudgetCheck
 */

/**
 * Bundle-size budgets (the only ones `--sizes-only` checks).
 * @param {any} budgets parsed budgets.json
 * @param {ReturnType<typeof import('./sizes.cjs').measureSizes>} sizes
 * @returns {BudgetCheck[]}
 */
function checkBundleBudgets(budgets, sizes) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const kib = (/** @type {number | null | undefined} */ bytes) => (bytes == null ? null : bytes / KIB);
  const max = (/** @type {string} */ name, /** @type {number | null} */ actual, /** @type {number} */ limit) =>
    checks.push({ name, actual, limit: `<= ${limit} KiB`, ok: actual !== null && actual <= limit });
  for (const [pkg, limits] of Object.entries(budgets.bundlesKiB ?? {})) {
    if (pkg === 'mazeEmbed') continue;
    const measured = pkg === 'shell' ? sizes.shell : sizes.remotes[pkg];
    for (const [figure, limit] of Object.entries(/** @type {Record<string, number>} */ (limits))) {
      // A missing dist is a broken budget, not a pass: the check would otherwise prove nothing.
      max(`${pkg} ${figure} gzip`, kib(/** @type {any} */ (measured)?.[figure]), limit);
    }
  }
  if (budgets.bundlesKiB?.mazeEmbed != null) max('maze embed (robot-maze.js) gzip', kib(sizes.mazeEmbed), budgets.bundlesKiB.mazeEmbed);
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
 * Route budgets: Lighthouse medians on every route and first-load JS where one is set.
 * @param {any} budgets
 * @param {Array<{ path: string, lighthouse?: Record<string, number | null> | null, load?: { jsKiBBeforeContent: number } | null }>} routes
 * @returns {BudgetCheck[]}
 */
function checkRouteBudgets(budgets, routes) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const lighthouse = budgets.lighthouse ?? {};
  for (const route of routes) {
    for (const [metric, rule] of Object.entries(
      /** @type {Record<string, { min?: number, below?: number, max?: number }>} */ (lighthouse),
    )) {
      const actual = route.lighthouse?.[metric] ?? null;
      if (rule.min != null)
        checks.push({ name: `${route.path} ${metric}`, actual, limit: `>= ${rule.min}`, ok: actual !== null && actual >= rule.min });
      if (rule.max != null)
        checks.push({ name: `${route.path} ${metric}`, actual, limit: `<= ${rule.max}`, ok: actual !== null && actual <= rule.max });
      if (rule.below != null)
        checks.push({ name: `${route.path} ${metric}`, actual, limit: `< ${rule.below}`, ok: actual !== null && actual < rule.below });
    }
    const jsLimit = budgets.firstLoadJsKiB?.[route.path];
    if (jsLimit != null) {
      const actual = route.load?.jsKiBBeforeContent ?? null;
      checks.push({
        name: `${route.path} first-load JS gzip`,
        actual,
        limit: `<= ${jsLimit} KiB`,
        ok: actual !== null && actual <= jsLimit,
      });
    }
  }
  return checks;
}

module.exports = { checkBundleBudgets, checkRouteBudgets, KIB };
