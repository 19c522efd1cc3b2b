// @ts-check
/* global document -- the functions given to Playwright's evaluate run in the page */
/**
 * What a phone downloads before a page's main content shows: playwright-core drives Chromium and a
 * CDP session records every request (its initiator and encoded transfer size). A fresh context per
 * route, so nothing comes from a cache. This Chromium has no Devanagari or Gujarati font installed (the
 * bench's phone has Android's, phone-fonts.cjs): the web-font bytes are what a device without them
 * downloads, the most a Hindi or Gujarati page costs (decision 072).
 */
const { chromium } = require('playwright-core');
const { requestChains } = require('./chain.cjs');

const { CHROMIUM_ARGS: CHROME_ARGS, findChromium } = require('../site/find-browser.cjs');

function chromePath() {
  return findChromium() || '/usr/bin/chromium';
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
 * A web-font response: CDP's type, or a font file's name when the type is missing.
 * @param {{ type: string, url: string }} request
 */
function isFont(request) {
  return request.type === 'Font' || /\.(woff2?|ttf|otf)(\?|$)/i.test(request.url);
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
  // What the visitor reads first: the heading and the first real paragraph of main. The bench looks for
  // them in the HTML as served, to tell whether any script is needed before the content shows.
  const content = await page.evaluate(() => {
    const main = document.querySelector('main');
    const heading = main?.querySelector('h1')?.textContent ?? '';
    const paragraph = Array.from(main?.querySelectorAll('p') ?? []).find((p) => (p.textContent ?? '').trim().length >= 20);
    return { heading: heading.trim(), text: paragraph?.textContent?.trim() ?? null };
  });
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  const all = [...requests.values()];
  await context.close();

  const isJs = (/** @type {{ type: string, url: string }} */ r) => r.type === 'Script' || /\.m?js(\?|$)/.test(r.url);
  const fonts = all.filter(isFont);
  const jsBefore = beforeContent.filter(isJs);
  const pathOf = (/** @type {string} */ id) => {
    const target = new URL(/** @type {any} */ (requests.get(id)).url);
    return target.origin === new URL(url).origin ? target.pathname : `:${target.port || target.host}${target.pathname}`;
  };
  const chains = requestChains(beforeContent);
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
    // Web fonts the whole visit transferred (until the network was idle), as sent (issue 39's budget), on
    // a device without the script's fonts installed.
    fontKiB: fonts.reduce((sum, r) => sum + r.bytes, 0) / 1024,
    fonts: fonts.map((r) => ({ url: new URL(r.url).pathname, kiB: Number((r.bytes / 1024).toFixed(1)) })),
    chainDepth: chains.initiator.depth,
    chain: chains.initiator.chain.map(pathOf),
    dataDepth: chains.data.depth,
    dataChain: chains.data.chain.map(pathOf),
    jsKiBByPort: jsKiBByOrigin,
    content,
  };
}

/**
 * @param {string} origin e.g. http://localhost:14080
 * @param {string[]} paths
 * @param {(line: string) => void} log
 * @param {() => Promise<unknown>} [beforeRoute] e.g. restart the site when a package was rebuilt meanwhile
 */
async function measurePageLoads(origin, paths, log, beforeRoute = async () => undefined) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  /** @type {Record<string, Awaited<ReturnType<typeof measureRoute>> | { error: string }>} */
  const results = {};
  try {
    for (const path of paths) {
      try {
        await beforeRoute();
        const measured = await measureRoute(browser, origin + path);
        results[path] = measured;
        log(
          `[bench] load ${path}: ${measured.jsRequestsBeforeContent} JS, ${measured.jsKiBBeforeContent.toFixed(1)} KiB JS before content, depth ${measured.chainDepth} (initiators) / ${measured.dataDepth} (+ data)`,
        );
      } catch (error) {
        const message = /** @type {Error} */ (error).message;
        const first = message.split('\n')[0] ?? message;
        results[path] = { error: first };
        log(`[bench] load ${path}: FAILED ${first}`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

module.exports = { measurePageLoads, chromePath, CHROME_ARGS, initiatorRequestId, isFont };
