#!/usr/bin/env node
// @ts-check
/**
 * `mf-serve --dir dist --port-key mf_maze`: serves one remote's production build on its own origin.
 * PORT overrides the port; PORT_BASE moves the well-known set; HSTS_* switch on Strict-Transport-Security
 * (see env.ts). A bad value stops it at once with a sentence naming the variable.
 */
const path = require('node:path');
const { createStaticServer, listen, serverEnv, orExit, releaseFolderOf } = require('./static-server.cjs');
const { PORTS } = require('./ports.cjs');
const { leaveOnSignal } = require('./shutdown.cjs');

/** @param {string} name @param {string} fallback @returns {string} */
function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return (index >= 0 ? process.argv[index + 1] : undefined) || fallback;
}

const dir = path.resolve(arg('dir', 'dist'));
const portKey = arg('port-key', 'shell');
const name = arg('name', portKey);
if (!(portKey in PORTS)) {
  console.error(`${name} cannot start: unknown --port-key ${portKey}; use one of ${Object.keys(PORTS).join(', ')}.`);
  process.exit(2);
}
const { port, hsts } = orExit(serverEnv(process.env, PORTS[/** @type {keyof typeof PORTS} */ (portKey)]), name);

let app;
try {
  // Every released version of this remote under /releases/<version>/ (README: Releasing a remote).
  app = createStaticServer({ dir, cors: true, hsts, releases: releaseFolderOf(portKey) });
} catch (error) {
  console.error(`${name} cannot start: ${/** @type {Error} */ (error).message}`);
  process.exit(2);
}
leaveOnSignal(app, { name });
listen(app, port)
  .then(() => console.log(`${name} serving ${path.relative(process.cwd(), dir) || '.'} on http://localhost:${port}`))
  .catch((error) => {
    console.error(`Could not serve ${dir} on port ${port}: ${error.message}`);
    process.exit(1);
  });
