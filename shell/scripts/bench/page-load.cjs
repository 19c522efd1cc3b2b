// @ts-check
/**
 * What a phone downloads before a page's main content shows: playwright-core drives Chromium and a
 * CDP session records every request (its initiator and encoded transfer size). A fresh context per
 * route, so nothing comes from a cache.
 */
const { chromium } = require('playwright-core');

const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function chromePath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * The request whose script (or document) started this one: the nearest frame of the initiator's
 * stack whose URL was itself downloaded, following async parents (a chunk loaded from a promise).
 * @param {any} initiator CDP Network.Initiator
 * @param {Map<string, string>} idByUrl
 */
function initiatorRequestId(initiator, idByUrl) {
  if (!initiator) return null;
  if (initiator.url && idByUrl.has(initiator.url)) return idByUrl.get(initiator.url) ?? null;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url && idByUrl.has(frame.url)) return idByUrl.get(frame.url) ?? null;
  }
  return null;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function measureRoute(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, { url: string, type: string, parent: string | null, bytes: number, finished: boolean, sentAt: number, doneAt: number }>} */
  const requests = new Map();
  /** @type {Map<string, string>} */
  const idByUrl = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the id; keep the first record (its parent is what started the chain).
    if (requests.has(event.requestId)) return;
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type || '',
      parent: initiatorRequestId(event.initiator, idByUrl),
      bytes: 0,
      finished: false,
      sentAt: event.timestamp,
      doneAt: Infinity,
    });
    if (!idByUrl.has(event.request.url)) idByUrl.set(event.request.url, event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.bytes = event.encodedDataLength;
    request.finished = true;
    request.doneAt = event.timestamp;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  const visibleMs = Date.now() - started;
  // A snapshot taken the moment the heading shows: requests finished by then are the critical ones.
  const beforeContent = [...requests.entries()].filter(([, r]) => r.finished).map(([id, r]) => ({ id, ...r }));
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  const all = [...requests.values()];
  await context.close();

  /** @type {Map<string, number>} */
  const depthMemo = new Map();
  const depthOf = (/** @type {string} */ id, seen = new Set()) => {
    if (depthMemo.has(id)) return /** @type {number} */ (depthMemo.get(id));
    const request = requests.get(id);
    seen.add(id);
    const parent = request?.parent && !seen.has(request.parent) ? request.parent : null;
    const depth = 1 + (parent ? depthOf(parent, seen) : 0);
    depthMemo.set(id, depth);
    return depth;
  };
  const finishedIds = beforeContent.map((r) => r.id);
  const isJs = (/** @type {{ type: string, url: string }} */ r) => r.type === 'Script' || /\.m?js(\?|$)/.test(r.url);
  const jsBefore = beforeContent.filter(isJs);
  const pathOf = (/** @type {string | null | undefined} */ id) => {
    const target = new URL(/** @type {any} */ (requests.get(/** @type {string} */ (id))).url);
    return target.origin === new URL(url).origin ? target.pathname : `:${target.port || target.host}${target.pathname}`;
  };
  const chainOf = (/** @type {string | null} */ id, /** @type {(id: string) => string | null} */ parentOf) => {
    /** @type {string[]} */
    const chain = [];
    for (let at = id; at; at = parentOf(at)) chain.unshift(pathOf(at));
    return chain;
  };
  // The longest chain, so a reader can see which round trips the depth is made of.
  const deepestId = finishedIds.reduce((best, id) => (best === null || depthOf(id) > depthOf(best) ? id : best), /** @type {string | null} */ (null));

  // Initiators miss data dependencies: the federation runtime in the shell's main.js fetches
  // site-config.json, then a manifest, then the chunks the manifest names, and CDP credits all of
  // them to main.js. So a second figure also counts a data fetch (Fetch/XHR: configs, manifests) as
  // a parent of every request sent after it finished. Pure timing would not do: on loopback one of
  // two chunks a script asks for at once often finishes before the other is even sent.
  const before = beforeContent
    .map((r) => /** @type {any} */ ({ id: r.id, ...requests.get(r.id) }))
    .sort((a, b) => a.sentAt - b.sentAt);
  /** @type {Map<string, { depth: number, via: string | null }>} */
  const sequential = new Map();
  for (const request of before) {
    let best = { depth: 1, via: /** @type {string | null} */ (null) };
    if (request.parent && sequential.has(request.parent)) best = { depth: /** @type {any} */ (sequential.get(request.parent)).depth + 1, via: request.parent };
    for (const earlier of before) {
      if (earlier.doneAt > request.sentAt || (earlier.type !== 'Fetch' && earlier.type !== 'XHR')) continue;
      const depth = (sequential.get(earlier.id)?.depth ?? 1) + 1;
      if (depth > best.depth) best = { depth, via: earlier.id };
    }
    sequential.set(request.id, best);
  }
  const deepestSequential = before.reduce((best, r) => (best === null || (sequential.get(r.id)?.depth ?? 0) > (sequential.get(best)?.depth ?? 0) ? r.id : best), /** @type {string | null} */ (null));
  /** @type {Record<string, number>} */
  const jsKiBByOrigin = {};
  for (const r of jsBefore) {
    const origin = new URL(r.url).port || new URL(r.url).host;
    jsKiBByOrigin[origin] = (jsKiBByOrigin[origin] ?? 0) + r.bytes / 1024;
  }
  return {
    url,
    contentVisibleMs: visibleMs,
    requestsBeforeContent: beforeContent.length,
    jsRequestsBeforeContent: jsBefore.length,
    jsKiBBeforeContent: jsBefore.reduce((sum, r) => sum + r.bytes, 0) / 1024,
    kiBBeforeContent: beforeContent.reduce((sum, r) => sum + r.bytes, 0) / 1024,
    totalRequests: all.length,
    totalKiB: all.reduce((sum, r) => sum + r.bytes, 0) / 1024,
    chainDepth: deepestId ? depthOf(deepestId) : 0,
    chain: chainOf(deepestId, (id) => requests.get(id)?.parent ?? null),
    dataDepth: deepestSequential ? (sequential.get(deepestSequential)?.depth ?? 0) : 0,
    dataChain: chainOf(deepestSequential, (id) => sequential.get(id)?.via ?? null),
    jsKiBByPort: jsKiBByOrigin,
  };
}

/**
 * @param {string} origin e.g. http://localhost:14080
 * @param {string[]} paths
 * @param {(line: string) => void} log
 */
async function measurePageLoads(origin, paths, log) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  /** @type {Record<string, Awaited<ReturnType<typeof measureRoute>> | { error: string }>} */
  const results = {};
  try {
    for (const path of paths) {
      try {
        results[path] = await measureRoute(browser, origin + path);
        log(`[bench] load ${path}: ${results[path].jsRequestsBeforeContent} JS, ${results[path].jsKiBBeforeContent.toFixed(1)} KiB JS before content, depth ${results[path].chainDepth}`);
      } catch (error) {
        results[path] = { error: /** @type {Error} */ (error).message.split('\n')[0] };
        log(`[bench] load ${path}: FAILED ${results[path].error}`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

module.exports = { measurePageLoads, chromePath, CHROME_ARGS, initiatorRequestId };
