#!/usr/bin/env node
// @ts-check
/**
 * `npm run serve -w mf-chat`: the production build on its own origin, plus chat-config.json made at
 * request time, so the endpoint is deployment data and never part of the bundle.
 */
const path = require('node:path');
const { createStaticServer, listen } = require('shared/server');
const { securityHeaders } = require('shared/security');
const { PORTS } = require('shared/ports');
const { chatEndpoint } = require('./chat-endpoint.cjs');

const dir = path.join(__dirname, '..', 'dist');
const port = Number(process.env.PORT || PORTS.mf_chat);
const endpoint = chatEndpoint();

listen(
  createStaticServer({
    dir,
    cors: true,
    generated: { '/chat-config.json': () => ({ endpoint }) },
    // The standalone page talks to the gateway, so its policy must allow that one origin.
    headers: securityHeaders({ connectOrigins: [endpoint] }),
  }),
  port,
)
  .then(() => console.log(`mf-chat serving dist on http://localhost:${port} (chat endpoint ${endpoint})`))
  .catch((error) => {
    console.error(`Could not serve ${dir} on port ${port}: ${error.message}`);
    process.exit(1);
  });
