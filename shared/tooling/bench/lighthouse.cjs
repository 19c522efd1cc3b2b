// @ts-check
/**
 * Lighthouse 12 with its default mobile emulation and throttling, run programmatically against one
 * headless Chromium. Each route runs `runs` times; every figure is the median of its runs, and the
 * audits that cost points are taken from the run with the median performance score.
 */
const { CHROME_ARGS, chromePath } = require('./page-load.cjs');

const CATEGORIES = /** @type {const} */ ({
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
});

function median(/** @type {number[]} */ values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Audits that cost a category points, in words a reader can act on.
 * @param {any} lhr
 * @param {string} categoryId
 */
function losingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((/** @type {any} */ ref) => ref.weight > 0)
    .map((/** @type {any} */ ref) => lhr.audits[ref.id])
    .filter((/** @type {any} */ audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((/** @type {any} */ audit) => `${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
}

/**
 * What the page did to lose performance points: the elements that shifted, the LCP element and the
 * scripts that kept the main thread busy, so a failed budget names a cause, not only a number.
 * @param {any} lhr
 */
function culprits(lhr) {
  const items = (/** @type {string} */ id) => lhr.audits[id]?.details?.items ?? [];
  const short = (/** @type {string | undefined} */ url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');
  return {
    layoutShifts: items('layout-shifts')
      .slice(0, 3)
      .map((/** @type {any} */ item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`),
    lcpElement: items('largest-contentful-paint-element')
      .flatMap((/** @type {any} */ item) => item.items ?? [item])
      .map((/** @type {any} */ item) => item.node?.selector)
      .filter(Boolean)
      .slice(0, 1),
    busiestScripts: items('bootup-time')
      .slice(0, 3)
      .map((/** @type {any} */ item) => `${short(item.url)} ${Math.round(item.total ?? 0)} ms`),
  };
}

/** @param {any} lhr */
function figures(lhr) {
  /** @type {Record<string, number | null>} */
  const out = {};
  for (const [key, id] of Object.entries(CATEGORIES)) {
    const score = lhr.categories[id]?.score;
    out[key] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  out.lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? null;
  out.tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? null;
  out.cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? null;
  return out;
}

/**
 * @param {string} origin
 * @param {string[]} paths
 * @param {number} runs
 * @param {(line: string) => void} log
 * @param {(results: Record<string, any>) => void} [onRoute] called after each route, so a long bench leaves partial results
 * @param {() => Promise<void>} [beforeRun] e.g. restart the site when a package was rebuilt meanwhile
 */
async function runLighthouse(origin, paths, runs, log, onRoute = () => undefined, beforeRun = async () => undefined) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  /** One Lighthouse run in a new browser: a run never inherits another's memory, service state or warm caches. */
  const runOnce = async (/** @type {string} */ path) => {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', ...CHROME_ARGS] });
    try {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.values(CATEGORIES),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return lhr;
    } finally {
      await chrome.kill();
    }
  };
  // One run thrown away first: the first after the servers start pays for their cold caches and the
  // page-load phase that just ran, and used to cost whichever route came first several points.
  await beforeRun();
  await runOnce(paths[0] ?? '/').catch(() => undefined);
  /** @type {Record<string, any>} */
  const results = {};
  for (const path of paths) {
    /** @type {any[]} */
    const samples = [];
    /** @type {string[]} */
    const errors = [];
    for (let i = 0; i < runs; i += 1) {
      await beforeRun();
      try {
        const lhr = await runOnce(path);
        // The machine is shared: keep the load average beside each run, so a noisy figure can be read as such.
        samples.push({ figures: { ...figures(lhr), loadAverage1m: Number(require('node:os').loadavg()[0].toFixed(1)) }, lhr });
      } catch (error) {
        errors.push(/** @type {Error} */ (error).message.split('\n')[0]);
      }
    }
    if (!samples.length) {
      results[path] = { error: errors.join('; ') || 'no run finished', runs: 0 };
      log(`[bench] lighthouse ${path}: FAILED ${results[path].error}`);
      onRoute(results);
      continue;
    }
    /** @type {Record<string, number | null>} */
    const medians = {};
    for (const key of Object.keys(samples[0].figures).filter((k) => k !== 'loadAverage1m')) {
      medians[key] = median(samples.map((s) => s.figures[key]).filter((v) => typeof v === 'number'));
    }
    const byPerformance = [...samples].sort((a, b) => (a.figures.performance ?? 0) - (b.figures.performance ?? 0));
    const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)].lhr;
    /** @type {Record<string, string[]>} */
    const losing = {};
    for (const [key, id] of Object.entries(CATEGORIES)) {
      const found = losingAudits(medianRun, id);
      if (found.length) losing[key] = found;
    }
    results[path] = {
      ...medians,
      runs: samples.length,
      samples: samples.map((s) => s.figures),
      losingAudits: losing,
      culprits: culprits(medianRun),
      ...(errors.length ? { errors } : {}),
    };
    log(
      `[bench] lighthouse ${path}: perf ${medians.performance} a11y ${medians.accessibility} bp ${medians.bestPractices} seo ${medians.seo} ` +
        `LCP ${Math.round(medians.lcpMs ?? 0)} ms TBT ${Math.round(medians.tbtMs ?? 0)} ms CLS ${medians.cls?.toFixed(3)} (${samples.length} runs)`,
    );
    onRoute(results);
  }
  return results;
}

module.exports = { runLighthouse, median, losingAudits };
