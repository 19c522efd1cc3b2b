#!/usr/bin/env node
// @ts-check
/**
 * Production server of the shell: the built app, where every path that is not a file gets the site
 * itself (200 for a page some remote publishes, 404 otherwise, rendered as Page Not Found by the app),
 * `site-config.json` made from this deployment's environment, resource hints in the HTML and, with
 * CSP_REPORTS=true, an endpoint that logs Content-Security-Policy violations.
 *   node server/serve.cjs [--dir dist]      (--dir may be a link to the live release folder)
 */
const path = require('node:path');
const { createStaticServer, listen, serverEnv, chatEndpointFromEnv, cspReportsFromEnv, orExit } = require('shared/server');
const { PORTS } = require('shared/ports');
const { securityHeaders, CSP_REPORT_PATH } = require('shared/security');
const { siteConfigFromEnv } = require('./site-config.cjs');
const { createManifestCache, createPagesCache, createSitePages } = require('./page-hints.cjs');
const { registerCspReports } = require('./csp-reports.cjs');

const DIST = path.join(__dirname, '..', 'dist');

/**
 * The shell's policy: scripts and fetches only from itself and the remotes its config names, plus the
 * chat gateway the chat remote talks to; remote images and video come from the remotes' origins.
 * @param {{ remotes: Record<string, string> }} config @param {string} chatEndpoint
 * @param {{ reportPath?: string, hsts?: import('shared/security').Hsts }} [options]
 */
function shellSecurityHeaders(config, chatEndpoint, { reportPath, hsts } = {}) {
  const remotes = Object.values(config.remotes);
  return securityHeaders({ scriptOrigins: remotes, connectOrigins: [chatEndpoint], assetOrigins: remotes, reportPath }, { hsts });
}

/**
 * @param {{ config?: { remotes: Record<string, string> }, chatEndpoint?: string, dir?: string, cspReports?: boolean,
 *   hsts?: import('shared/security').Hsts, fetch?: typeof fetch, timeouts?: { headersMs?: number, requestMs?: number } }} [options]
 * The config object is read on every request, so a test (or an operator's hot reload) can change it.
 * Whatever is not given is read from the environment, which stops the process when it is wrong.
 */
function createShellServer(options = {}) {
  const config = options.config ?? orExit(siteConfigFromEnv(), 'shell');
  const chatEndpoint = options.chatEndpoint ?? orExit(chatEndpointFromEnv(process.env), 'shell');
  const cspReports = options.cspReports ?? false;
  const reportPath = cspReports ? CSP_REPORT_PATH : undefined;
  const site = createSitePages({
    config: () => config,
    manifests: createManifestCache({ fetch: options.fetch }),
    pages: createPagesCache({ fetch: options.fetch }),
    alwaysOn: ['mf_chat'],
  });
  void site.warm();
  let policy = { key: '', headers: /** @type {Record<string, string>} */ ({}) };
  return createStaticServer({
    dir: options.dir ?? DIST,
    spa: true,
    hsts: options.hsts,
    timeouts: options.timeouts,
    generated: { '/site-config.json': () => config },
    // Made again only when the config changes: this runs on every request.
    headers: () => {
      const key = JSON.stringify(config.remotes);
      if (policy.key !== key) policy = { key, headers: shellSecurityHeaders(config, chatEndpoint, { reportPath, hsts: options.hsts }) };
      return policy.headers;
    },
    page: (pathname, html) => site.hints(pathname, html),
    pageStatus: (pathname) => site.status(pathname),
    routes: cspReports ? (app) => registerCspReports(app, CSP_REPORT_PATH) : undefined,
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
