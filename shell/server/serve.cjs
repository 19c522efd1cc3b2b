#!/usr/bin/env node
// @ts-check
/**
 * Production server of the shell: the built app with client-side routes falling back to index.html,
 * and `site-config.json` made from this deployment's environment.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createStaticServer, listen } = require('shared/server');
const { PORTS } = require('shared/ports');
const { securityHeaders } = require('shared/security');
const { siteConfigFromEnv, chatEndpointFromEnv } = require('./site-config.cjs');
const { createManifestCache, createPageHints } = require('./page-hints.cjs');

const DIST = path.join(__dirname, '..', 'dist');

/**
 * The shell's policy: scripts and fetches only from itself and the remotes its config names, plus the
 * chat gateway the chat remote talks to; remote images and video come from the remotes' origins.
 * @param {{ remotes: Record<string, string> }} config @param {string} chatEndpoint
 */
function shellSecurityHeaders(config, chatEndpoint) {
  const remotes = Object.values(config.remotes);
  return securityHeaders({ scriptOrigins: remotes, connectOrigins: [chatEndpoint], assetOrigins: remotes });
}

/**
 * @param {{ config?: { remotes: Record<string, string> }, chatEndpoint?: string }} [options]
 * The config object is read on every request, so a test (or an operator's hot reload) can change it.
 */
function createShellServer(options = {}) {
  const config = options.config ?? siteConfigFromEnv();
  const chatEndpoint = options.chatEndpoint ?? chatEndpointFromEnv();
  // Written by the shell's build from the route table; a build without it just sends no hints.
  const routesFile = path.join(DIST, 'route-modules.json');
  const routes = fs.existsSync(routesFile) ? JSON.parse(fs.readFileSync(routesFile, 'utf8')) : [];
  const manifests = createManifestCache();
  void manifests.warm(Object.values(config.remotes));
  return createStaticServer({
    dir: DIST,
    spa: true,
    generated: { '/site-config.json': () => config },
    headers: () => shellSecurityHeaders(config, chatEndpoint),
    page: createPageHints({ routes, config: () => config, cache: manifests, alwaysOn: ['mf_chat'] }),
  });
}

if (require.main === module) {
  const port = Number(process.env.PORT || PORTS.shell);
  listen(createShellServer(), port)
    .then(() => console.log(`shell serving on http://localhost:${port}`))
    .catch((error) => {
      console.error(`Could not serve the shell on port ${port}: ${error.message}`);
      process.exit(1);
    });
}

module.exports = { createShellServer };
