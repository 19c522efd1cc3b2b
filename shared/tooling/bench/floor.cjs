// @ts-check
/* global document -- the functions given to Playwright's evaluate run in the page */
/**
 * The no-script floor: the very page a visitor gets, rendered by the site in Chromium, then served as
 * plain HTML with its CSS and without any script, at the same path on another port. Lighthouse measures
 * it beside the real page in the same run; its LCP is what server composition can reach at best.
 *
 * Only the document is replaced: every other request (fonts, images, favicon, robots.txt) goes to the
 * shell through a proxy on the floor's origin, and the remotes' assets keep their absolute URLs, so the
 * floor fetches the same files from the same servers.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const { phoneFontsEnv } = require('../site/phone-fonts.cjs');

/**
 * Runs inside the page (Playwright's `evaluate`; jsdom in the tests), so it must stay self-contained.
 * Returns the settled document as HTML:
 * - every `<style>` element's rules as the CSSOM holds them, in one `<style>` where the first one
 *   was: emotion inserts its rules with `insertRule` in production, so those elements serialize empty;
 * - no `<script>`, no preload or prefetch of a script or of data for one (`as=script|fetch`,
 *   `modulepreload`), no inline event handler, no `<noscript>` (the fallback of a page that needs
 *   scripts, which this one does not; with scripts on it is never shown anyway);
 * - a `<video>` as the page first renders it (no preload, no autoplay): a script starts the hero video
 *   after load and idle, and a page without scripts would never start it.
 * @returns {{ html: string, styleRules: number, removed: number }}
 */
function floorDocument() {
  /** @type {string[]} */
  const css = [];
  let styleRules = 0;
  // Read through each element's sheet: Chromium and jsdom both give it (jsdom has no sheet.ownerNode).
  for (const owner of Array.from(document.querySelectorAll('style'))) {
    const sheet = owner.sheet;
    if (!sheet || sheet.disabled) continue;
    /** @type {CSSRule[]} */
    let rules;
    try {
      rules = Array.from(sheet.cssRules);
    } catch {
      continue;
    }
    styleRules += rules.length;
    const text = rules.map((rule) => rule.cssText).join('\n');
    const media = owner.getAttribute('media');
    css.push(media && media !== 'all' ? `@media ${media} {\n${text}\n}` : text);
  }
  const root = /** @type {HTMLElement} */ (document.documentElement.cloneNode(true));
  let removed = 0;
  const styles = Array.from(root.querySelectorAll('style'));
  const merged = document.createElement('style');
  merged.textContent = css.join('\n');
  const head = root.querySelector('head');
  if (styles[0] && styles[0].closest('head')) styles[0].before(merged);
  else if (head) head.append(merged);
  styles.forEach((style) => style.remove());
  const forScripts = (/** @type {Element} */ link) => {
    const rel = ` ${(link.getAttribute('rel') || '').toLowerCase()} `;
    const as = (link.getAttribute('as') || '').toLowerCase();
    return (
      rel.includes(' modulepreload ') || ((rel.includes(' preload ') || rel.includes(' prefetch ')) && (as === 'script' || as === 'fetch'))
    );
  };
  for (const element of Array.from(root.querySelectorAll('script, noscript, link'))) {
    if (element.nodeName !== 'LINK' || forScripts(element)) {
      element.remove();
      removed += 1;
    }
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const name of element.getAttributeNames()) if (/^on/i.test(name)) element.removeAttribute(name);
  }
  for (const video of Array.from(root.querySelectorAll('video'))) {
    video.setAttribute('preload', 'none');
    video.removeAttribute('autoplay');
  }
  return { html: `<!DOCTYPE html>\n${root.outerHTML}`, styleRules, removed };
}

/**
 * One HTTP server for every route's floor: a registered path answers its stored HTML (brotli or gzip at
 * their best levels when the client takes them, as the static servers' stored copies are), any other
 * request is passed to `upstream` unchanged.
 * @param {string} upstream e.g. http://localhost:14080
 * @returns {Promise<{ origin: string, set: (path: string, html: string) => void, close: () => Promise<void> }>}
 */
async function startFloorServer(upstream) {
  /** @type {Map<string, { plain: Buffer, br: Buffer, gzip: Buffer }>} */
  const pages = new Map();
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const pathname = (request.url || '/').split('?')[0] ?? '/';
    const page = request.method === 'GET' || request.method === 'HEAD' ? pages.get(pathname) : undefined;
    if (page) {
      const accepts = String(request.headers['accept-encoding'] || '');
      const [encoding, body] = /\bbr\b/.test(accepts)
        ? ['br', page.br]
        : /\bgzip\b/.test(accepts)
          ? ['gzip', page.gzip]
          : [null, page.plain];
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const proxied = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode || 502, answer.headers);
        answer.pipe(response);
      },
    );
    proxied.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`floor proxy: ${error.message}`);
    });
    request.pipe(proxied);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://localhost:${port}`,
    set(path, html) {
      const plain = Buffer.from(html);
      pages.set(path, {
        plain,
        br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(plain, { level: 9 }),
      });
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * Captures and serves floors on demand: `prepare(path)` loads the route in Chromium with Lighthouse's
 * mobile screen (412x823 at 1.75), waits until the page has settled (the heading shows, the load event
 * and the chat widget's later start are past, the network is idle), and serves the result.
 * @param {string} shellOrigin
 * @param {string | null} [saveDir] where to leave each floor's HTML for a reader (`/news/1` -> news__1.html)
 */
async function createFloors(shellOrigin, saveDir = null) {
  const { chromium } = require('playwright-core');
  const { CHROME_ARGS, chromePath } = require('./page-load.cjs');
  const server = await startFloorServer(shellOrigin);
  /** @type {import('playwright-core').Browser | null} */
  let browser = null;
  return {
    origin: server.origin,
    /** @param {string} route @returns {Promise<{ url: string, htmlKiB: number, styleRules: number, removed: number }>} */
    async prepare(route) {
      // With the phone's installed fonts, as Lighthouse has them (phone-fonts.cjs): the settled page is
      // the phone's, without the font preloads the boot script adds on a device lacking them (decision 072).
      browser ??= await chromium.launch({
        executablePath: chromePath(),
        args: CHROME_ARGS,
        env: await phoneFontsEnv(),
      });
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        await page.goto(shellOrigin + route, { waitUntil: 'load', timeout: 30_000 });
        await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
        // The chat widget starts 1.5 s after load; then wait for quiet.
        await page.waitForTimeout(2500);
        await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
        const floor = await page.evaluate(floorDocument);
        server.set(route, floor.html);
        if (saveDir) {
          fs.mkdirSync(saveDir, { recursive: true });
          fs.writeFileSync(path.join(saveDir, `${route === '/' ? 'index' : route.slice(1).replace(/\//g, '__')}.html`), floor.html);
        }
        return {
          url: server.origin + route,
          htmlKiB: Buffer.byteLength(floor.html) / 1024,
          styleRules: floor.styleRules,
          removed: floor.removed,
        };
      } finally {
        await context.close();
      }
    },
    async close() {
      await browser?.close();
      await server.close();
    },
  };
}

module.exports = { floorDocument, createFloors };
