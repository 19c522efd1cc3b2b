// @ts-check
/**
 * The chat endpoint this deployment of mf-chat tells its widget to call (served as chat-config.json).
 * CHAT_ENDPOINT points it at any gateway, a cloud one included; the default and the check live in
 * one place for the whole site (shared/server/env.ts), which the shell's server uses too.
 */
const { chatEndpointFromEnv, orExit } = require('shared/server');

/** @param {NodeJS.ProcessEnv} [env] @returns {string} */
function chatEndpoint(env = process.env) {
  return orExit(chatEndpointFromEnv(env), 'mf-chat');
}

module.exports = { chatEndpoint };
