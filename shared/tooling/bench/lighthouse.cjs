// @ts-check
/**
 * Lighthouse 12 with its default mobile emulation and throttling, run programmatically against one
 * headless Chromium that has the fonts an Android phone has installed for Hindi and Gujarati
 * (phone-fonts.cjs, decision 072). Each route runs `runs` times; every figure is the median of its runs, and the
 * audits that cost points are taken from the run with the median performance score. Given `floors`,
 * each run of a route is paired with a run of its no-script floor (floor.cjs), so the two are measured
 * side by side under the same load.
 */
const { CHROME_ARGS, chromePath } = require('./page-load.cjs');
const { median } = require('./served-html.cjs');
const { phoneFontsEnv } = require('../site/phone-fonts.cjs');

const CATEGORIES = /** @type {const} */ ({
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
});

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
  out.fcpMs = lhr.audits['first-contentful-paint']?.numericValue ?? null;
  out.lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? null;
  out.tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? null;
  out.cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? null;
  return out;
}

/**
 * Medians of a route's runs; the audits that cost points come from the run with the median score.
 * @param {Array<{ figures: Record<string, number | null>, lhr: any }>} samples
 */
function summarize(samples) {
  /** @type {Record<string, number | null>} */
  const medians = {};
  for (const key of Object.keys(samples[0]?.figures ?? {}).filter((k) => k !== 'loadAverage1m' && k !== 'seconds')) {
    medians[key] = median(/** @type {number[]} */ (samples.map((s) => s.figures[key]).filter((v) => typeof v === 'number'))) ?? null;
  }
  const byPerformance = [...samples].sort((a, b) => (a.figures.performance ?? 0) - (b.figures.performance ?? 0));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)]?.lhr;
  return { medians, medianRun };
}

/**
 * @param {string} origin
 * @param {string[]} paths
 * @param {number} runs
 * @param {(line: string) => void} log
 * @param {(results: Record<string, any>) => void} [onRoute] called after each route, so a long bench leaves partial results
 * @param {() => Promise<boolean | void>} [beforeRun] e.g. restart the site when a package was rebuilt meanwhile (true when it did)
 * @param {{ prepare: (path: string) => Promise<{ url: string, htmlKiB: number, styleRules: number, removed: number }> } | null} [floors]
 *   the no-script floor of each route, measured in the same runs (see floor.cjs)
 */
async function runLighthouse(origin, paths, runs, log, onRoute = () => undefined, beforeRun = async () => undefined, floors = null) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  /**
   * Runs in one new browser: a run never inherits another run's memory or service state, and Lighthouse
   * clears the origin's cache and storage before each run. A page and its floor share a browser (one
   * launch fewer per pair); the floor runs the performance category alone: the same load, emulation and
   * throttling, without the other categories' audits, which nobody reads for a floor.
   * @param {Array<{ url: string, categories: string[] }>} jobs
   */
  const runInOneBrowser = async (jobs) => {
    // The phone's installed fonts, as on the phone of interactivity.cjs (phone-fonts.cjs, decision 072).
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: ['--headless=new', ...CHROME_ARGS],
      envVars: await phoneFontsEnv(),
    });
    /** @type {Array<any>} */
    const out = [];
    try {
      for (const job of jobs) {
        const started = Date.now();
        try {
          const result = await lighthouse(job.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: job.categories,
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error('Lighthouse returned no result');
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          out.push({ lhr, seconds: Math.round((Date.now() - started) / 100) / 10 });
        } catch (error) {
          out.push(error instanceof Error ? error : new Error(String(error)));
        }
      }
    } finally {
      await chrome.kill();
    }
    return out;
  };
  const ALL = Object.values(CATEGORIES);
  /** @type {Map<string, string>} floor URL per path, made again when the site restarts */
  const floorUrls = new Map();
  /** @type {Record<string, any>} */
  const floorInfo = {};
  const floorFor = async (/** @type {string} */ path, /** @type {boolean} */ again) => {
    if (!floors) return null;
    if (again || !floorUrls.has(path)) {
      const made = await floors.prepare(path);
      floorUrls.set(path, made.url);
      floorInfo[path] = { htmlKiB: Number(made.htmlKiB.toFixed(1)), styleRules: made.styleRules, scriptsRemoved: made.removed };
    }
    return floorUrls.get(path) ?? null;
  };
  // One round thrown away first: the first after the servers start pays for their cold caches and the
  // page-load phase that just ran, and used to cost whichever route came first several points.
  await beforeRun();
  const first = paths[0] ?? '/';
  const warmFloor = await floorFor(first, false).catch(() => null);
  await runInOneBrowser([
    { url: origin + first, categories: ALL },
    ...(warmFloor ? [{ url: warmFloor, categories: ['performance'] }] : []),
  ]);
  /** @type {Record<string, any>} */
  const results = {};
  for (const path of paths) {
    /** @type {any[]} */
    const samples = [];
    /** @type {any[]} */
    const floorSamples = [];
    /** @type {string[]} */
    const errors = [];
    /** @type {string[]} */
    const floorErrors = [];
    for (let i = 0; i < runs; i += 1) {
      const restarted = Boolean(await beforeRun());
      /** @type {string | null} */
      let floorUrl = null;
      try {
        floorUrl = await floorFor(path, restarted);
      } catch (error) {
        floorErrors.push(`capture: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
      }
      const page = { url: origin + path, categories: ALL };
      const floor = floorUrl ? { url: floorUrl, categories: ['performance'] } : null;
      // Alternate which goes first, so neither always meets the browser fresh.
      let jobs = floor ? (i % 2 ? [floor, page] : [page, floor]) : [page];
      // A run that fails for Lighthouse's own reasons (NO_NAVSTART: its trace missed the navigation,
      // three of sixty runs in one sitting here) is made once more, so each median has all its runs.
      for (let attempt = 1; attempt <= 2 && jobs.length; attempt += 1) {
        const done = await runInOneBrowser(jobs);
        // The machine is shared: keep the load average beside each run, so a noisy figure can be read as such.
        const loadAverage1m = Number((require('node:os').loadavg()[0] ?? 0).toFixed(1));
        /** @type {typeof jobs} */
        const again = [];
        jobs.forEach((job, at) => {
          const run = done[at];
          const [into, failed] = job === page ? [samples, errors] : [floorSamples, floorErrors];
          // `seconds`: how long the run took, for estimating a full bench from a partial one.
          if (!(run instanceof Error)) into.push({ figures: { ...figures(run.lhr), loadAverage1m, seconds: run.seconds }, lhr: run.lhr });
          else if (attempt === 1) again.push(job);
          else failed.push(run.message.split('\n')[0] ?? run.message);
        });
        jobs = again;
      }
    }
    const floorResult = floors
      ? floorSamples.length
        ? {
            ...summarize(floorSamples).medians,
            runs: floorSamples.length,
            samples: floorSamples.map((s) => s.figures),
            ...floorInfo[path],
            ...(floorErrors.length ? { errors: floorErrors } : {}),
          }
        : { error: floorErrors.join('; ') || 'no run finished', runs: 0 }
      : undefined;
    if (!samples.length) {
      results[path] = { error: errors.join('; ') || 'no run finished', runs: 0, floor: floorResult };
      log(`[bench] lighthouse ${path}: FAILED ${results[path].error}`);
      onRoute(results);
      continue;
    }
    const { medians, medianRun } = summarize(samples);
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
      ...(floorResult ? { floor: floorResult } : {}),
    };
    const floorText =
      floorResult && 'lcpMs' in floorResult
        ? ` floor LCP ${Math.round(floorResult.lcpMs ?? 0)} ms`
        : floorResult
          ? ` floor FAILED ${floorResult.error}`
          : '';
    log(
      `[bench] lighthouse ${path}: perf ${medians.performance} a11y ${medians.accessibility} bp ${medians.bestPractices} seo ${medians.seo} ` +
        `LCP ${Math.round(medians.lcpMs ?? 0)} ms${floorText} TBT ${Math.round(medians.tbtMs ?? 0)} ms CLS ${medians.cls?.toFixed(3)} (${samples.length} runs)`,
    );
    onRoute(results);
  }
  return results;
}

module.exports = { runLighthouse, median, losingAudits };
