#!/usr/bin/env node
// @ts-check
/**
 * Production server of the shell: the built app with client-side routes falling back to index.html,
 * and `site-config.json` made from this deployment's environment.
 */
const path = require('node:path');
const { createStaticServer, listen } = require('shared/server');
const { PORTS } = require('shared/ports');
const { siteConfigFromEnv } = require('./site-config.cjs');

/** @param {{ config?: unknown, headers?: Record<string, string> }} [options] */
function createShellServer(options = {}) {
  const config = options.config ?? siteConfigFromEnv();
  return createStaticServer({
    dir: path.join(__dirname, '..', 'dist'),
    spa: true,
    generated: { '/site-config.json': () => config },
    headers: options.headers,
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
