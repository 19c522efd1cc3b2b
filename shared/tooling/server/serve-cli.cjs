#!/usr/bin/env node
// @ts-check
/**
 * `mf-serve --dir dist --port-key mf_maze`: serves one remote's production build on its own origin.
 * PORT overrides the port; PORT_BASE moves the well-known set.
 */
const path = require('node:path');
const { createStaticServer, listen } = require('./static-server.cjs');
const { PORTS } = require('./ports.cjs');

function arg(/** @type {string} */ name, /** @type {string | undefined} */ fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const dir = path.resolve(arg('dir', 'dist') || 'dist');
const portKey = /** @type {keyof typeof PORTS} */ (arg('port-key', 'shell'));
const port = Number(process.env.PORT || PORTS[portKey]);
if (!port) {
  console.error(`Unknown --port-key ${portKey}; use one of ${Object.keys(PORTS).join(', ')}`);
  process.exit(2);
}

listen(createStaticServer({ dir, cors: true }), port)
  .then(() => console.log(`${arg('name', portKey)} serving ${path.relative(process.cwd(), dir) || '.'} on http://localhost:${port}`))
  .catch((error) => {
    console.error(`Could not serve ${dir} on port ${port}: ${error.message}`);
    process.exit(1);
  });
