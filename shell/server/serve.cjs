#!/usr/bin/env node
// @ts-check
/**
 * Production server of the shell: the built app, where every path that is not a file gets the site
 * itself (200 for a page some remote publishes, 404 otherwise, rendered as Page Not Found by the app),
 * `site-config.json` made from this deployment's environment, resource hints in the HTML and, with
 * CSP_REPORTS=true, an endpoint that logs Content-Security-Policy violations.
 *   node server/serve.cjs [--dir dist]      (--dir may be a link to the live release folder)
 */
// The server renders pages with React: always its production build, which is several times faster
// and, unlike the development build, never writes an error's message and stack into the HTML it sends.
process.env.NODE_ENV = 'production';
const fs = require('node:fs');
const path = require('node:path');
const { createStaticServer, listen, serverEnv, chatEndpointFromEnv, cspReportsFromEnv, orExit } = require('shared/server');
const { PORTS } = require('shared/ports');
const { securityHeaders, CSP_REPORT_PATH } = require('shared/security');
const { siteConfigFromEnv } = require('./site-config.cjs');
const { createManifestCache, createPagesCache, createSitePages } = require('./page-hints.cjs');
const { registerCspReports } = require('./csp-reports.cjs');
const { renderEnvFromEnv } = require('./render-env.cjs');
const { pageResponse } = require('./page-answers.cjs');
const { createHotPages } = require('./hot-pages.cjs');
const { registerForms, contactEndpointFromEnv } = require('./forms.cjs');

const DIST = path.join(__dirname, '..', 'dist');
const RENDERER = path.join(__dirname, '..', 'dist-server', 'renderer.js');

/** A target that names nothing of this site (another host, `*`, authority-form). */
const BAD_REQUEST = Object.freeze({
  status: 400,
  body: 'Bad Request',
  headers: Object.freeze({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }),
});
/** A page's other spellings move for good; a day is long enough for caches and short enough to undo. */
const MOVED_CACHE_CONTROL = 'public, max-age=86400';

/** The built renderer (npm run build), or a sentence saying how to get it. */
function loadRenderer() {
  try {
    return require(RENDERER);
  } catch (error) {
    throw new Error(`${RENDERER} could not be loaded (${/** @type {Error} */ (error).message}): build the shell first (npm run build).`);
  }
}

/**
 * The shell's policy: scripts and fetches only from itself and the remotes its config names (and the
 * page's own inline script, by its hash), plus the chat gateway the chat remote talks to; remote
 * images and video come from the remotes' origins.
 * @param {{ remotes: Record<string, string> }} config @param {string} chatEndpoint
 * @param {{ reportPath?: string, hsts?: import('shared/security').Hsts, scriptHashes?: readonly string[] }} [options]
 */
function shellSecurityHeaders(config, chatEndpoint, { reportPath, hsts, scriptHashes } = {}) {
  const remotes = Object.values(config.remotes);
  return securityHeaders(
    { scriptOrigins: remotes, connectOrigins: [chatEndpoint], assetOrigins: remotes, reportPath, scriptHashes },
    { hsts },
  );
}

/** Whether two records hold the same keys with the same values. @param {Record<string, string>} a @param {Record<string, string>} b */
function sameEntries(a, b) {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/**
 * @param {{ config?: { remotes: Record<string, string> }, chatEndpoint?: string, dir?: string, cspReports?: boolean,
 *   hsts?: import('shared/security').Hsts, fetch?: typeof fetch, contactEndpoint?: string, timeouts?: { headersMs?: number, requestMs?: number },
 *   render?: { remoteTimeoutMs: number, cacheEntries: number, baseUrl: string }, remoteTtlMs?: number }} [options]
 * The config object is read on every request, so a test (or an operator's hot reload) can change it.
 * Whatever is not given is read from the environment, which stops the process when it is wrong.
 */
function createShellServer(options = {}) {
  let config = options.config ?? orExit(siteConfigFromEnv(), 'shell');
  if (!options.config && process.env.SITE_CONFIG_FILE) {
    // A deploy may move a remote by rewriting the config file: read it again when it changes, with no
    // restart (the pages rendered from then on use the new location). A broken file keeps the last good one.
    fs.watchFile(process.env.SITE_CONFIG_FILE, { interval: 2000 }, () => {
      const next = siteConfigFromEnv();
      if (next.ok) {
        config = next.value;
        console.log(`[config] ${process.env.SITE_CONFIG_FILE} read again: ${Object.values(config.remotes).join(', ')}`);
      } else console.error(`[config] ${next.error} The previous config stays in use.`);
    }).unref();
  }
  const chatEndpoint = options.chatEndpoint ?? orExit(chatEndpointFromEnv(process.env), 'shell');
  const cspReports = options.cspReports ?? false;
  const reportPath = cspReports ? CSP_REPORT_PATH : undefined;
  const render = options.render ?? orExit(renderEnvFromEnv(process.env), 'shell');
  // Remotes are read again every 10 s: a redeploy reaches the rendered HTML well within 30 s.
  const ttlMs = options.remoteTtlMs ?? 10_000;
  const site = createSitePages({
    config: () => config,
    manifests: createManifestCache({ fetch: options.fetch, ttlMs }),
    pages: createPagesCache({ fetch: options.fetch, ttlMs }),
    alwaysOn: ['mf_chat'],
  });
  void site.warm();
  const renderer = loadRenderer().createRenderer({
    snapshot: () => site.snapshot(),
    baseUrl: render.baseUrl,
    remoteTimeoutMs: render.remoteTimeoutMs,
    cacheEntries: render.cacheEntries,
  });
  // The first visitor's page should not pay for loading the remotes' modules (see the renderer).
  renderer.warm().catch((/** @type {Error} */ error) => console.warn(`[render] warming up: ${error.message}`));
  const contactEndpoint = options.contactEndpoint ?? orExit(contactEndpointFromEnv(process.env), 'shell');
  /**
   * @param {import('fastify').FastifyInstance} app
   * @param {{ template: (pathname: string | null) => Promise<string> }} live
   */
  const siteRoutes = (app, live) => {
    registerForms(app, {
      endpoint: contactEndpoint,
      fetch: options.fetch,
      // A form's page again, with its outcome: rendered for this one answer (no conditions, no cache).
      page: async (back, outcome, { 'accept-encoding': acceptEncoding }) => {
        const found = await renderer.target(back);
        const address = found.kind === 'page' ? found.address : '/';
        const answer = await renderer.renderWithOutcome(address, await live.template(address.split('?')[0] ?? '/'), outcome);
        return pageResponse(answer, { 'accept-encoding': acceptEncoding });
      },
    });
    app.get('/sitemap.xml', async (_request, reply) => {
      const { xml, complete } = await renderer.sitemap();
      // A sitemap made while a remote's pages or items are unknown lacks them: nobody may keep it.
      if (!complete) console.warn('[sitemap] made while a remote could not be read: sent with no-store');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', complete ? 'public, max-age=0, s-maxage=300' : 'no-store')
        .send(xml);
    });
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderer.robots()),
    );
    if (cspReports) registerCspReports(app, CSP_REPORT_PATH);
  };
  const hot = createHotPages({ entries: Math.min(render.cacheEntries, 1000) });
  /** @type {{ remotes: Record<string, string>, scriptHashes: readonly string[], key: string, headers: Record<string, string> } | null} */
  let policy = null;
  // The security headers of the config and the index.html as they are now, made again only when one of
  // them changes: this runs on every request. Remotes compared by content, not by identity: a live
  // config object may be changed in place (the e2e suite moves a remote that way).
  const currentPolicy = (/** @type {readonly string[]} */ scriptHashes = policy?.scriptHashes ?? []) => {
    const { remotes } = config;
    if (!policy || policy.scriptHashes !== scriptHashes || !sameEntries(policy.remotes, remotes)) {
      const headers = shellSecurityHeaders(config, chatEndpoint, { reportPath, hsts: options.hsts, scriptHashes });
      policy = { remotes: { ...remotes }, scriptHashes, key: JSON.stringify(remotes), headers };
    }
    return policy;
  };
  return createStaticServer({
    dir: options.dir ?? DIST,
    hsts: options.hsts,
    timeouts: options.timeouts,
    generated: { '/site-config.json': () => config },
    headers: ({ scriptHashes }) => currentPolicy(scriptHashes).headers,
    page: (pathname, html) => site.hints(pathname, html),
    document: async ({ url, headers }, template) => {
      // One canonical address per page (request-target.ts): what is rendered and cached, so odd
      // spellings and unknown parameters cost a lookup, not a render.
      const target = await renderer.target(url);
      if (target.kind === 'refused') return BAD_REQUEST;
      if (target.kind === 'moved')
        return { status: 301, body: '', headers: { location: target.location, 'cache-control': MOVED_CACHE_CONTROL } };
      // The remotes are in the key: a page made for a moved remote is never reused for the new place.
      const answer = await hot.answer(`${currentPolicy().key}\n${target.address}`, async () =>
        renderer.render(target.address, await template()),
      );
      return pageResponse(answer, headers);
    },
    routes: siteRoutes,
  });
}

if (require.main === module) {
  const { port, hsts } = orExit(serverEnv(process.env, PORTS.shell), 'shell');
  const cspReports = orExit(cspReportsFromEnv(process.env), 'shell');
  const at = process.argv.indexOf('--dir');
  const dir = at >= 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : DIST;
  let server;
  try {
    server = createShellServer({ dir, hsts, cspReports });
  } catch (error) {
    console.error(`shell cannot start: ${/** @type {Error} */ (error).message}`);
    process.exit(2);
  }
  listen(server, port)
    .then(() => console.log(`shell serving on http://localhost:${port}`))
    .catch((error) => {
      console.error(`Could not serve the shell on port ${port}: ${error.message}`);
      process.exit(1);
    });
}

module.exports = { createShellServer };
