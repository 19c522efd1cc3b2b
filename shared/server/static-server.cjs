// @ts-check
/**
 * The production static-file server of every package, on a kept stack: Fastify with @fastify/static
 * (stored .br/.gz files, ETag/Last-Modified, 304s, Range through send). Around it, what a deployed site
 * needs and the libraries leave to us: the headers of security-headers.cjs, the cache rules, Range
 * answers by the RFC (range.cjs), a deploy that swaps files under a running server, time limits on
 * slow clients, and for the shell every path that is not a file answered with the site itself.
 *
 * Redeploy: files are looked up per request, and `dir` may be a symbolic link to the live release
 * folder. It is resolved once per request, so one answer comes from one release even while a deploy
 * switches the link (see the README's redeploy steps).
 */
require('./typescript.cjs');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { planRange } = require('./range.cjs');
const {
  securityHeaders,
  inlineScriptHashes,
  cacheControlFor,
  PAGE_HEADERS,
  DOCUMENT_ONLY_HEADERS,
  CORS_HEADERS,
  ALLOWED_METHODS,
} = require('./security-headers.cjs');
// The environment checks every server runs at start, exported with the server (package `shared/server`).
const { serverEnv, chatEndpointFromEnv, cspReportsFromEnv, orExit } = require('./env');

/** How often the shell's page answers look for a new index.html (a deploy of the shell). */
const INDEX_RECHECK_MS = 1000;

/** Longer paths are no file of ours (names stay far below this) and are not worth a lookup. */
const MAX_PATH = 1024;

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir   folder to serve, or a symbolic link to the live release folder
 * @property {boolean} [cors] allow any origin to fetch (remotes, whose files other origins load)
 * @property {Record<string, () => unknown>} [generated] paths answered with JSON made at request time
 * @property {Record<string, string> | ((index: { scriptHashes: readonly string[] }) => Record<string, string>)} [headers]
 *   headers on every answer (they win over the defaults); a function is asked per request, for headers
 *   that follow live config, with the hashes of the live index.html's inline scripts for the policy
 * @property {(pathname: string | null, html: string) => string} [page] rewrites index.html for the path
 *   it answers (null: a path that cannot be decoded), e.g. to add resource hints
 * @property {(request: { pathname: string | null, url: string, headers: import('node:http').IncomingHttpHeaders },
 *   template: () => Promise<string>) => Promise<{ status: number, body: string | Buffer, headers?: Record<string, string> }>} [document]
 *   makes the server the site itself: every path that is not a file gets this answer, made from
 *   index.html (after `page`, asked for only when the answer needs it: a page the caller already
 *   holds does not pay for the template): the shell's server-rendered pages (status, body, and
 *   headers such as content-type and cache-control). Without it such a path is a plain 404.
 * @property {(app: import('fastify').FastifyInstance, site: { template: (pathname: string | null) => Promise<string> }) => void} [routes]
 *   routes of the caller's own, given the live index.html (after `page`) for the pages they answer
 * @property {import('./security-headers.cjs').Hsts} [hsts]
 * @property {{ headersMs?: number, requestMs?: number }} [timeouts] slow-client limits
 * @property {string} [releases] a remote's folder in the release store (`<store>/<remote>`): every stored
 *   version is served under `/releases/<version>/`, as `dir` is under `/`, and is immutable there
 */

/** `/releases/<version>/<file>`: a version is one path segment of the release store's names (deploy-state.ts). */
const RELEASE_PATH = /^\/releases\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})(\/.*)$/;
/** A stored version never changes, its entry files included: a year, like a content-hashed file. */
const RELEASED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** @param {StaticServerOptions} options */
function createStaticServer(options) {
  const { dir, cors = false, generated = {}, headers = {}, page, document, routes, hsts, timeouts = {}, releases } = options;
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no index.html: build the package first (npm run build).`);
  }
  const headersMs = timeouts.headersMs ?? 10_000;
  const requestMs = timeouts.requestMs ?? 30_000;
  const app = Fastify({
    // A client that trickles its headers (or body) is cut off instead of holding a socket for ever.
    serverFactory: (handler) =>
      http.createServer(
        { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, headersMs / 2) },
        handler,
      ),
    bodyLimit: 16 * 1024,
    // Paths reach our handler whole; it decides what a long path is.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Our handler reads and validates the raw URL; the router must not answer a bad one itself.
    // (The request hooks do not run for these, hence the headers here.)
    // Fastify does not wait for this handler's promise: `guarded` answers whatever it throws.
    frameworkErrors: (error, request, reply) => {
      reply.headers(commonHeaders());
      if (error.code === 'FST_ERR_BAD_URL') return guarded(request, reply, () => notAFile(request, reply, null));
      return sendText(reply, 400, 'Bad Request');
    },
    logger: false,
  });
  const base = { ...securityHeaders(undefined, { hsts }), ...(cors ? CORS_HEADERS : {}) };

  app.register(fastifyStatic, {
    root: dir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    acceptRanges: true,
  });

  // Merged once when fixed; a function (live configuration) is asked per request.
  const fixed = typeof headers === 'function' ? null : { ...base, ...headers };
  const live = typeof headers === 'function' ? headers : null;
  // The live index.html's inline scripts as the last lookup found them (see indexHtml).
  const commonHeaders = fixed || !live ? () => fixed ?? base : () => ({ ...base, ...live({ scriptHashes: indexCache.scriptHashes }) });
  app.addHook('onRequest', async (_request, reply) => {
    // A release folder caught between two deploys keeps the last policy; the page answer says more.
    if (!fixed) await indexHtml().catch(() => undefined);
    reply.headers(commonHeaders());
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 304) {
      // A 304 describes no body: the stored answer keeps its own type and encoding.
      reply.removeHeader('content-type');
      reply.removeHeader('content-encoding');
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(PAGE_HEADERS);
    else for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    return payload;
  });

  /** The release folder this request is answered from (see the redeploy note above). */
  const releaseRoot = () => fs.promises.realpath(dir);

  /**
   * index.html of the live release, read again only when the file changes, and looked up at most once
   * a second: every page answer needs it, and a lookup (realpath and stat) per request was a fifth of
   * a cached page's time. A deploy's new index.html is in use within a second, its inline scripts'
   * hashes (for the policy) with it.
   * @type {{ key: string, html: string, scriptHashes: readonly string[], checkedAt: number }}
   */
  let indexCache = { key: '', html: '', scriptHashes: [], checkedAt: -Infinity };
  async function indexHtml() {
    const now = performance.now();
    if (now - indexCache.checkedAt < INDEX_RECHECK_MS) return indexCache.html;
    const file = path.join(await releaseRoot(), 'index.html');
    const stat = await fs.promises.stat(file);
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    if (indexCache.key !== key) {
      const html = await fs.promises.readFile(file, 'utf8');
      indexCache = { key, html, scriptHashes: inlineScriptHashes(html), checkedAt: now };
    } else indexCache.checkedAt = now;
    return indexCache.html;
  }

  /** index.html of the live release, as `page` rewrites it for `pathname`. @param {string | null} pathname */
  async function templateFor(pathname) {
    const source = await indexHtml();
    return page ? page(pathname, source) : source;
  }

  /**
   * The site's answer for a path that is no file.
   * @param {import('fastify').FastifyReply} reply @param {string | null} pathname
   * @param {NonNullable<StaticServerOptions['document']>} answerFor
   */
  async function sendPage(reply, pathname, answerFor) {
    const template = () => templateFor(pathname);
    const { raw } = reply.request;
    const answer = await answerFor({ pathname, url: raw.url ?? '/', headers: raw.headers }, template);
    reply.code(answer.status).headers(answer.headers ?? {});
    // Also here, not only in onSend: a URL the router cannot decode comes through frameworkErrors,
    // where no hook runs.
    if (String(answer.headers?.['content-type'] ?? '').startsWith('text/html')) reply.headers(PAGE_HEADERS);
    return reply.send(answer.body);
  }

  /**
   * Runs `answer` and turns anything it throws into a 500 answer with a log line: the request-level
   * guard for the paths Fastify does not guard itself (its frameworkErrors handler's promise is
   * nobody's: a rejection there ended the process).
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   * @param {() => unknown} answer
   */
  function guarded(request, reply, answer) {
    return Promise.resolve()
      .then(answer)
      .catch((/** @type {Error} */ error) => {
        console.error(`[server] ${request.method} ${String(request.raw.url).slice(0, 200)}: ${error?.message}`);
        if (!reply.sent) return sendText(reply, 500, 'Internal Server Error');
      });
  }

  /** @param {import('fastify').FastifyReply} reply @param {number} status @param {string} body */
  const sendText = (reply, status, body) =>
    reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(body);

  /**
   * A GET for something that is no file: the site (the shell's `document`), or a plain 404.
   * @param {import('fastify').FastifyRequest} _request @param {import('fastify').FastifyReply} reply @param {string | null} pathname
   */
  function notAFile(_request, reply, pathname) {
    reply.removeHeader('content-range');
    reply.removeHeader('vary');
    return document ? sendPage(reply, pathname, document) : sendText(reply, 404, 'Not Found');
  }

  /**
   * send's own Range parser gets suffix ranges longer than the file wrong; hand it a spec it reads
   * right (or none), decided by range.cjs for the exact file about to be sent.
   * @param {import('fastify').FastifyRequest} request
   */
  const rangeFor = (request) => (/** @type {string} */ _path, /** @type {fs.Stats} */ stat) => {
    const plan = planRange(request.raw.headers.range, stat.size);
    if (plan.kind === 'full') delete request.raw.headers.range;
    else request.raw.headers.range = plan.kind === 'none' ? 'bytes=-0' : `bytes=${plan.start}-${plan.end}`;
  };

  /** The decoded path when it can name a file of ours, else null. @param {string | undefined} url */
  function filePath(url) {
    const raw = (url || '/').split('?')[0] ?? '/';
    if (raw.length > MAX_PATH) return null;
    let pathname;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // NUL, backslashes and any non-canonical form (`..`, `.`, `//`) name no file we serve.
    if (pathname.includes('\0') || pathname.includes('\\') || path.posix.normalize(pathname) !== pathname) return null;
    return pathname;
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const pathname = filePath(request.raw.url);
      if (pathname === null) return notAFile(request, reply, null);
      const released = releases ? RELEASE_PATH.exec(pathname) : null;
      if (released) return sendReleased(request, reply, /** @type {string} */ (released[1]), /** @type {string} */ (released[2]));
      const make = generated[pathname];
      if (make) return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(make()));
      if (document && pathname === '/') return sendPage(reply, pathname, document);
      if (pathname.endsWith('/') && pathname !== '/') return notAFile(request, reply, pathname);
      const file = pathname === '/' ? '/index.html' : pathname;
      reply.header('cache-control', cacheControlFor(file));
      return reply.sendFile(file, await releaseRoot(), { onFile: rangeFor(request) });
    },
  });

  /**
   * A file of a stored version: the same answers as the live build's (Range, stored encodings,
   * generated JSON such as the chat's config), each version's files immutable.
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   * @param {string} version @param {string} rest
   */
  function sendReleased(request, reply, version, rest) {
    const make = generated[rest];
    if (make) return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(make()));
    if (rest.endsWith('/')) return sendText(reply, 404, 'Not Found');
    reply.header('cache-control', RELEASED_CACHE_CONTROL);
    return reply.sendFile(rest, path.join(/** @type {string} */ (releases), version), { onFile: rangeFor(request) });
  }

  app.options('/*', async (_request, reply) => {
    if (cors) reply.header('access-control-allow-methods', ALLOWED_METHODS);
    return reply.code(204).header('allow', ALLOWED_METHODS).send();
  });

  routes?.(app, { template: templateFor });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return notAFile(request, reply, filePath(request.raw.url));
    return reply.code(405).header('allow', ALLOWED_METHODS).type('text/plain; charset=utf-8').send('Method Not Allowed');
  });

  app.setErrorHandler((error, request, reply) => {
    const status = /** @type {any} */ (error).statusCode ?? /** @type {any} */ (error).status ?? 500;
    if (status === 416) {
      return reply
        .code(416)
        .headers(/** @type {any} */ (error).headers ?? {})
        .type('text/plain; charset=utf-8')
        .send('Range Not Satisfiable');
    }
    if (status === 403 || status === 404) return guarded(request, reply, () => notAFile(request, reply, null));
    if (status >= 500)
      console.error(`[server] ${request.method} ${request.raw.url?.slice(0, 200)}: ${/** @type {Error} */ (error).message}`);
    return sendText(reply, status, http.STATUS_CODES[status] ?? 'Error');
  });

  return app;
}

/**
 * Starts listening and resolves with the bound Node server (its address, and close for tests).
 * @param {import('fastify').FastifyInstance} app @param {number} port @param {string} [host]
 * @returns {Promise<http.Server>}
 */
async function listen(app, port, host = '0.0.0.0') {
  await app.listen({ port, host });
  return app.server;
}

/**
 * Where a remote's released versions are (`<store>/<remote>`): RELEASE_STORE, or the repository's
 * `.releases` (shared/tooling/release/store.ts writes both).
 * @param {string} remote @param {NodeJS.ProcessEnv} [env]
 */
function releaseFolderOf(remote, env = process.env) {
  const store = env.RELEASE_STORE ? path.resolve(env.RELEASE_STORE) : path.resolve(__dirname, '..', '..', '.releases');
  return path.join(store, remote);
}

module.exports = {
  releaseFolderOf,
  createStaticServer,
  listen,
  cacheControlFor,
  serverEnv,
  chatEndpointFromEnv,
  cspReportsFromEnv,
  orExit,
};
