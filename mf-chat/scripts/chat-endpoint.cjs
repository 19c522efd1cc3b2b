// @ts-check
/**
 * The chat endpoint this deployment of mf-chat tells its widget to call (served as chat-config.json).
 * CHAT_ENDPOINT points it at any gateway, a cloud one included; the default is the local gateway.
 */
const { PORTS } = require('shared/ports');

function chatEndpoint(env = process.env) {
  return env.CHAT_ENDPOINT || `http://localhost:${PORTS.gateway}/main/gemini`;
}

module.exports = { chatEndpoint };
