#!/usr/bin/env node
// @ts-check
/**
 * Production server of the shell: the built app with client-side routes falling back to index.html,
 * and `site-config.json` made from this deployment's environment.
 */
const path = require('node:path');
const { createStaticServer, listen } = require('shared/server');
const { PORTS } = require('shared/ports');
const { securityHeaders } = require('shared/security');
const { siteConfigFromEnv, chatEndpointFromEnv } = require('./site-config.cjs');

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
  return createStaticServer({
    dir: path.join(__dirname, '..', 'dist'),
    spa: true,
    generated: { '/site-config.json': () => config },
    headers: () => shellSecurityHeaders(config, chatEndpoint),
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
