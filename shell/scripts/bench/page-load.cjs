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
  /** @type {Map<string, { url: string, type: string, parent: string | null, bytes: number, finished: boolean }>} */
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
    });
    if (!idByUrl.has(event.request.url)) idByUrl.set(event.request.url, event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.bytes = event.encodedDataLength;
    request.finished = true;
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
  // The longest chain, so a reader can see which round trips the depth is made of.
  const deepestId = finishedIds.reduce((best, id) => (best === null || depthOf(id) > depthOf(best) ? id : best), /** @type {string | null} */ (null));
  /** @type {string[]} */
  const chain = [];
  for (let id = deepestId; id; id = requests.get(id)?.parent ?? null) chain.unshift(new URL(/** @type {any} */ (requests.get(id)).url).pathname);
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
    chain,
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
