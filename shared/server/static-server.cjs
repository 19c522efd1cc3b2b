// @ts-check
/**
 * The production static files of every package, on a kept stack: Fastify with @fastify/static (stored
 * .br/.gz files, ETag/Last-Modified, 304s, Range through send). Around it, what a deployed site needs and
 * the libraries leave to us: the cache rules, Range answers by the RFC (range.cjs), every released
 * version under /releases/<version>/, a deploy that swaps files under a running server, and time limits
 * on slow clients. Three pieces, each calling back into nothing:
 *   staticServerOptions()  the Fastify options of a server that serves files (time limits, body limit)
 *   staticFiles            the plugin that serves files; a path that is no file goes to the server's
 *                          not-found handler (Fastify's callNotFound), whoever set it
 *   createStaticServer()   a remote's whole server: those two, the security headers plugin and a plain 404
 * The shell's server is assembled from the same pieces with its own page route (shell/src/server).
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
const fp = require('fastify-plugin');
const fastifyStatic = require('@fastify/static');
const { planRange } = require('./range.cjs');
const { securityHeaders, securityHeadersPlugin, inlineScriptHashes, cacheControlFor, ALLOWED_METHODS } = require('./security-headers.cjs');
// The environment checks every server runs at start, exported with the server (package `shared/server`).
const { serverEnv, chatEndpointFromEnv, orExit } = require('./env');

/** How often a release's index.html is looked up again (a deploy of the shell). */
const INDEX_RECHECK_MS = 1000;

/** Longer paths are no file of ours (names stay far below this) and are not worth a lookup. */
const MAX_PATH = 1024;

/** `/releases/<version>/<file>`: a version is one path segment of the release store's names (deploy-state.ts). */
const RELEASE_PATH = /^\/releases\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})(\/.*)$/;
/** A stored version never changes, its entry files included: a year, like a content-hashed file. */
const RELEASED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The Fastify options of a server that serves files: a client that trickles its headers (or body) is
 * cut off instead of holding a socket for ever; paths reach the handlers whole.
 * @param {{ headersMs?: number, requestMs?: number }} [timeouts]
 * @returns {import('fastify').FastifyServerOptions & { serverFactory: import('fastify').FastifyServerFactory }}
 */
function staticServerOptions({ headersMs = 10_000, requestMs = 30_000 } = {}) {
  return {
    serverFactory: (handler) =>
      http.createServer(
        { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, headersMs / 2) },
        handler,
      ),
    bodyLimit: 16 * 1024,
    // Paths reach our handler whole; it decides what a long path is.
    routerOptions: { maxParamLength: 16 * 1024 },
    logger: false,
  };
}

/** Stops a server that would serve a folder with no build in it. @param {string} dir */
function checkBuilt(dir) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html: build the package first (npm run build).`);
}

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

/**
 * `GET|HEAD /*`, the handler given the path filePath reads from the target (null: it names no file).
 * @param {import('fastify').FastifyInstance} app
 * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, pathname: string | null) => unknown} handler
 */
function everyGet(app, handler) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => handler(request, reply, filePath(request.raw.url)),
  });
}

/** @param {import('fastify').FastifyReply} reply @param {number} status @param {string} body */
const sendText = (reply, status, body) =>
  reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(body);

/**
 * @typedef {object} StaticFilesOptions
 * @property {string} dir   folder to serve, or a symbolic link to the live release folder
 * @property {boolean} [cors] answer OPTIONS with the allowed methods for any origin (remotes)
 * @property {Record<string, () => unknown>} [generated] paths answered with JSON made at request time
 * @property {string} [releases] a remote's folder in the release store (`<store>/<remote>`): every stored
 *   version is served under `/releases/<version>/`, as `dir` is under `/`, and is immutable there
 * @property {boolean} [route] register `GET|HEAD /*` (default); false: only `reply.sendStaticFile(pathname)`,
 *   for a server whose own route decides which paths are files (the shell's pages)
 */

/**
 * Serves the files of `dir`: `GET|HEAD /*` (unless `route: false`) and `reply.sendStaticFile(pathname)`.
 * A path that is no file, or cannot be one, is handed to the server's not-found handler.
 * @type {import('fastify').FastifyPluginAsync<StaticFilesOptions>}
 */
async function files(app, { dir, cors = false, generated = {}, releases, route = true }) {
  checkBuilt(dir);
  await app.register(fastifyStatic, {
    root: dir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    acceptRanges: true,
  });

  /** The release folder this request is answered from (see the redeploy note above). */
  const releaseRoot = () => fs.promises.realpath(dir);

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

  /** @param {import('fastify').FastifyReply} reply @param {() => unknown} make */
  const sendJson = (reply, make) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(make()));

  /**
   * The file at `pathname` (a path filePath accepted), of the live build or of a stored version.
   * @param {import('fastify').FastifyReply} reply @param {string} pathname
   */
  async function sendFileAt(reply, pathname) {
    const { request } = reply;
    const released = releases ? RELEASE_PATH.exec(pathname) : null;
    const [root, file] = released
      ? [path.join(/** @type {string} */ (releases), /** @type {string} */ (released[1])), /** @type {string} */ (released[2])]
      : [await releaseRoot(), pathname === '/' ? '/index.html' : pathname];
    const make = generated[file];
    if (make) return sendJson(reply, make);
    if (file.endsWith('/')) return reply.callNotFound();
    reply.header('cache-control', released ? RELEASED_CACHE_CONTROL : cacheControlFor(file));
    return reply.sendFile(file, root, { onFile: rangeFor(request) });
  }
  app.decorateReply(
    'sendStaticFile',
    /** @this {import('fastify').FastifyReply} @param {string} pathname */ function (pathname) {
      return sendFileAt(this, pathname);
    },
  );

  if (route) everyGet(app, (request, reply, pathname) => (pathname === null ? reply.callNotFound() : sendFileAt(reply, pathname)));

  app.options('/*', async (_request, reply) => {
    if (cors) reply.header('access-control-allow-methods', ALLOWED_METHODS);
    return reply.code(204).header('allow', ALLOWED_METHODS).send();
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
    // send refuses a dotfile or a path outside the root (403) and misses a file (404): no file here.
    if (status === 403 || status === 404) return reply.callNotFound();
    if (status >= 500)
      console.error(`[server] ${request.method} ${request.raw.url?.slice(0, 200)}: ${/** @type {Error} */ (error).message}`);
    return sendText(reply, status, http.STATUS_CODES[status] ?? 'Error');
  });
}

/** The plugin, its decorator and handlers on the whole server (fastify-plugin: not encapsulated). */
const staticFiles = fp(files, { name: 'static-files', fastify: '5.x' });

/**
 * The not-found answer of a server that only serves files: 404 for GET and HEAD, 405 for other methods.
 * A miss of `sendFile` may have set headers of the file it looked for.
 * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
 */
function plainNotFound(request, reply) {
  reply.removeHeader('content-range');
  reply.removeHeader('vary');
  if (request.method === 'GET' || request.method === 'HEAD') return sendText(reply, 404, 'Not Found');
  return reply.code(405).header('allow', ALLOWED_METHODS).type('text/plain; charset=utf-8').send('Method Not Allowed');
}

/**
 * index.html of the live release, read again only when the file changes, and looked up at most once a
 * second: every page answer needs it, and a lookup (realpath and stat) per request was a fifth of a
 * cached page's time. A deploy's new index.html is in use within a second, its inline scripts' hashes
 * (for the policy) with it. `current()` is the last one read (none before the first read).
 * @param {string} dir
 */
function liveIndexHtml(dir) {
  /** @type {{ key: string, html: string, scriptHashes: readonly string[], checkedAt: number }} */
  let cache = { key: '', html: '', scriptHashes: [], checkedAt: -Infinity };
  /** @returns {Promise<{ html: string, key: string, scriptHashes: readonly string[] }>} */
  async function read() {
    const now = performance.now();
    if (now - cache.checkedAt < INDEX_RECHECK_MS) return cache;
    const file = path.join(await fs.promises.realpath(dir), 'index.html');
    const stat = await fs.promises.stat(file);
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    if (cache.key !== key) {
      const html = await fs.promises.readFile(file, 'utf8');
      cache = { key, html, scriptHashes: inlineScriptHashes(html), checkedAt: now };
    } else cache.checkedAt = now;
    return cache;
  }
  return { read, current: () => cache };
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir
 * @property {boolean} [cors] allow any origin to fetch (remotes, whose files other origins load)
 * @property {Record<string, () => unknown>} [generated]
 * @property {Record<string, string>} [headers] headers on every answer (they win over the defaults)
 * @property {import('./security-headers.cjs').Hsts} [hsts]
 * @property {{ headersMs?: number, requestMs?: number }} [timeouts] slow-client limits
 * @property {string} [releases]
 */

/**
 * A remote's server: its files and released versions, the security headers, and a plain 404.
 * @param {StaticServerOptions} options
 */
function createStaticServer({ dir, cors = false, generated, headers = {}, hsts, timeouts, releases }) {
  checkBuilt(dir);
  const app = Fastify({
    ...staticServerOptions(timeouts),
    // A URL the router cannot decode names no file (the request hooks do not run for it, hence the headers).
    frameworkErrors: (error, request, reply) => {
      reply.headers({ ...securityHeaders(undefined, { hsts }), ...headers });
      return error.code === 'FST_ERR_BAD_URL' ? plainNotFound(request, reply) : sendText(reply, 400, 'Bad Request');
    },
  });
  app.register(securityHeadersPlugin, { headers: { ...securityHeaders(undefined, { hsts }), ...headers }, cors });
  app.register(staticFiles, { dir, cors, generated, releases });
  app.setNotFoundHandler(plainNotFound);
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
 * `.releases` (shared/server/releases/store.ts writes both).
 * @param {string} remote @param {NodeJS.ProcessEnv} [env]
 */
function releaseFolderOf(remote, env = process.env) {
  const store = env.RELEASE_STORE ? path.resolve(env.RELEASE_STORE) : path.resolve(__dirname, '..', '..', '.releases');
  return path.join(store, remote);
}

module.exports = {
  releaseFolderOf,
  createStaticServer,
  staticServerOptions,
  staticFiles,
  checkBuilt,
  plainNotFound,
  filePath,
  everyGet,
  liveIndexHtml,
  sendText,
  listen,
  cacheControlFor,
  serverEnv,
  chatEndpointFromEnv,
  orExit,
};
