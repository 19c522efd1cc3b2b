#!/usr/bin/env node
// @ts-check
/**
 * `npm run serve -w mf-chat`: the production build on its own origin, plus chat-config.json made at
 * request time, so the endpoint is deployment data and never part of the bundle. PORT, HSTS_* and
 * CHAT_ENDPOINT are checked at start.
 */
const path = require('node:path');
const { createStaticServer, listen, serverEnv, orExit, releaseFolderOf } = require('shared/server');
const { securityHeaders } = require('shared/security');
const { PORTS } = require('shared/ports');
const { chatEndpoint } = require('./chat-endpoint.cjs');

// --dir serves another folder, or a link to the live release folder (the README's redeploy).
const at = process.argv.indexOf('--dir');
const given = at >= 0 ? process.argv[at + 1] : undefined;
const dir = given ? path.resolve(given) : path.join(__dirname, '..', 'dist');
const { port, hsts } = orExit(serverEnv(process.env, PORTS.mf_chat), 'mf-chat');
const endpoint = chatEndpoint();

let app;
try {
  app = createStaticServer({
    dir,
    cors: true,
    hsts,
    releases: releaseFolderOf('mf_chat'),
    generated: { '/chat-config.json': () => ({ endpoint }) },
    // The standalone page talks to the gateway, so its policy must allow that one origin.
    headers: securityHeaders({ connectOrigins: [endpoint] }, { hsts }),
  });
} catch (error) {
  console.error(`mf-chat cannot start: ${/** @type {Error} */ (error).message}`);
  process.exit(2);
}
listen(app, port)
  .then(() => console.log(`mf-chat serving dist on http://localhost:${port} (chat endpoint ${endpoint})`))
  .catch((error) => {
    console.error(`Could not serve ${dir} on port ${port}: ${error.message}`);
    process.exit(1);
  });
