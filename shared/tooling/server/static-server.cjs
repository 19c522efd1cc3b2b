// @ts-check
/**
 * The production static-file server of every package: sirv for files, compression for gzip, and the
 * cache and security headers a deployed site needs. A package serves its own `dist` with it, alone.
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const sirv = require('sirv');
const compression = require('compression');
const { securityHeaders } = require('./security-headers.cjs');

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const ALWAYS_FRESH = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir                          folder to serve
 * @property {boolean} [spa]                       answer extension-less paths with index.html (client routes)
 * @property {boolean} [cors]                      allow any origin to fetch (remotes, whose files other origins load)
 * @property {Record<string, () => unknown>} [generated] paths answered with JSON made at request time
 * @property {Record<string, string> | (() => Record<string, string>)} [headers] extra headers on every answer (they win
 *   over the defaults); a function is asked on every request, for headers that follow live configuration
 * @property {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} [handle] a route of the caller's; true when it answered
 * @property {(pathname: string, html: string) => string} [page] rewrites index.html for the path it answers
 *   (`/`, `/index.html` and, with `spa`, every client route), e.g. to add resource hints
 */

/** @param {string} pathname */
function cacheControlFor(pathname) {
  const base = path.posix.basename(pathname);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  // Entry files (remoteEntry.js, main.js), manifests, configs and pages must be revalidated, or a
  // visitor keeps an old release after a team deploys.
  if (ALWAYS_FRESH.has(base) || /\.(json|html|js|css)$/.test(base)) return 'no-cache';
  return 'public, max-age=3600';
}

/** @param {StaticServerOptions} options */
function createStaticServer(options) {
  const { dir, spa = false, cors = false, generated = {}, headers = {}, handle, page } = options;
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no index.html: build the package first (npm run build).`);
  }
  const common = {
    // Same-origin-only policy unless the caller gives one that names its other origins.
    ...securityHeaders(),
    ...(cors ? { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' } : {}),
  };
  const headersFor = typeof headers === 'function' ? headers : () => headers;
  const files = sirv(dir, {
    dev: false,
    etag: true,
    // Production builds store .br and .gz beside each text file (shared/tooling/webpack/precompress-plugin):
    // sirv sends those when the browser accepts them, and `compression` leaves encoded answers alone.
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const compress = compression();
  const indexHtml = path.join(dir, 'index.html');
  // Read once, like sirv's file list: a new build is served after a restart.
  const indexSource = page ? fs.readFileSync(indexHtml, 'utf8') : '';

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} pathname */
  const sendPage = (req, res, pathname) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (!page) {
      fs.createReadStream(indexHtml).pipe(res);
      return;
    }
    const body = page(pathname, indexSource);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** @param {http.ServerResponse} res @param {number} status @param {string} body */
  const sendText = (res, status, body) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(body);
  };

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries({ ...common, ...headersFor() })) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      if (cors) res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      sendText(res, 405, 'Method Not Allowed');
      return;
    }
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      if (handle && handle(req, res)) return;
      let pathname = '/';
      try {
        pathname = decodeURIComponent(new URL(req.url || '/', 'http://x').pathname);
      } catch {
        sendText(res, 400, 'Bad Request');
        return;
      }
      const make = generated[pathname];
      if (make) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(make()));
        return;
      }
      if (page && (pathname === '/' || pathname === '/index.html')) {
        sendPage(req, res, pathname);
        return;
      }
      files(req, res, () => {
        const lastSegment = pathname.split('/').pop() || '';
        // Client routes have no extension; a missing file (a .js, an image) is a real 404.
        if (spa && !lastSegment.includes('.')) {
          sendPage(req, res, pathname);
          return;
        }
        sendText(res, 404, 'Not Found');
      });
    });
  });
}

/**
 * Starts listening and resolves once the port is bound.
 * @param {http.Server} server @param {number} port @param {string} [host]
 * @returns {Promise<http.Server>}
 */
function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

module.exports = { createStaticServer, listen, cacheControlFor };
