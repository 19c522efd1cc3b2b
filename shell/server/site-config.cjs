#!/usr/bin/env node
// @ts-check
/**
 * Deploy-time configuration of the shell: where each remote's manifest lives. Built from environment
 * variables (or a JSON file named by SITE_CONFIG_FILE), never compiled into the bundle.
 *
 *   MF_CONTENT_URL, MF_CHAT_URL, MF_MAZE_URL, MF_CONTACT_URL   manifest URLs (default: localhost ports)
 *   REMOTE_TIMEOUT_MS                                          how long an area waits for its remote
 *
 * `node scripts/site-config.cjs > dist/site-config.json` writes the file for a static host.
 */
const fs = require('node:fs');
const { PORTS } = require('shared/ports');

const ENV_KEYS = /** @type {const} */ ({
  mf_content: 'MF_CONTENT_URL',
  mf_chat: 'MF_CHAT_URL',
  mf_maze: 'MF_MAZE_URL',
  mf_contact: 'MF_CONTACT_URL',
});

/** @param {NodeJS.ProcessEnv} [env] */
function siteConfigFromEnv(env = process.env) {
  if (env.SITE_CONFIG_FILE) return JSON.parse(fs.readFileSync(env.SITE_CONFIG_FILE, 'utf8'));
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [name, key] of Object.entries(ENV_KEYS)) {
    remotes[name] = env[key] || `http://localhost:${PORTS[/** @type {keyof typeof ENV_KEYS} */ (name)]}/mf-manifest.json`;
  }
  return { remotes, remoteTimeoutMs: env.REMOTE_TIMEOUT_MS ? Number(env.REMOTE_TIMEOUT_MS) : 6000 };
}

/**
 * Where the chat widget sends questions (the same CHAT_ENDPOINT the chat remote's server reads): the
 * shell's Content-Security-Policy must allow the page to connect there.
 * @param {NodeJS.ProcessEnv} [env]
 */
function chatEndpointFromEnv(env = process.env) {
  return env.CHAT_ENDPOINT || `http://localhost:${PORTS.gateway}/main/gemini`;
}

if (require.main === module) process.stdout.write(`${JSON.stringify(siteConfigFromEnv(), null, 2)}\n`);

module.exports = { siteConfigFromEnv, chatEndpointFromEnv, ENV_KEYS };
