#!/usr/bin/env node
// @ts-check
/**
 * Deploy-time configuration of the shell: where each remote's manifest lives. Built from environment
 * variables (or a JSON file named by SITE_CONFIG_FILE), never compiled into the bundle, and checked
 * with the site-config contract at start: a bad value stops the server with a sentence naming the
 * variable and what it expects.
 *
 *   MF_CONTENT_URL, MF_CHAT_URL, MF_MAZE_URL, MF_CONTACT_URL   manifest URLs (default: localhost ports)
 *   REMOTE_TIMEOUT_MS                                          how long an area waits for its remote
 *   SITE_CONFIG_FILE                                           the whole config as a JSON file instead
 *
 * `npm run --silent config -w shell > dist/site-config.json` writes the file for a static host.
 */
const fs = require('node:fs');
const v = require('valibot');
const { orExit } = require('shared/server');
const { PORTS } = require('shared/ports');
const { httpUrl, parseWith, parseSiteConfig, remoteTimeoutSchema, DEFAULT_REMOTE_TIMEOUT_MS } = require('shared/contracts');

const ENV_KEYS = /** @type {const} */ ({
  mf_content: 'MF_CONTENT_URL',
  mf_chat: 'MF_CHAT_URL',
  mf_maze: 'MF_MAZE_URL',
  mf_contact: 'MF_CONTACT_URL',
});

const envSchema = v.object({
  ...Object.fromEntries(
    Object.values(ENV_KEYS).map((key) => [key, v.optional(httpUrl(`${key} must be an http(s) URL of the remote's mf-manifest.json`))]),
  ),
  REMOTE_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'REMOTE_TIMEOUT_MS must be a whole number of milliseconds'),
      v.transform(Number),
      remoteTimeoutSchema,
    ),
  ),
});

/**
 * The site config this environment describes, or a sentence naming the variable that is wrong.
 * @param {NodeJS.ProcessEnv} [env] @returns {import('shared/contracts').ParseResult<import('shared/contracts').SiteConfig>}
 */
function siteConfigFromEnv(env = process.env) {
  if (env.SITE_CONFIG_FILE) {
    let raw;
    try {
      raw = JSON.parse(fs.readFileSync(env.SITE_CONFIG_FILE, 'utf8'));
    } catch (error) {
      return {
        ok: false,
        error: `SITE_CONFIG_FILE ${env.SITE_CONFIG_FILE} is not a readable JSON file (${/** @type {Error} */ (error).message}).`,
      };
    }
    const parsed = parseSiteConfig(raw);
    return parsed.ok ? parsed : { ok: false, error: `SITE_CONFIG_FILE ${env.SITE_CONFIG_FILE}: ${parsed.error}` };
  }
  const names = [...Object.values(ENV_KEYS), 'REMOTE_TIMEOUT_MS'];
  const picked = Object.fromEntries(names.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]));
  const parsed = parseWith(envSchema, picked, 'environment');
  // The dot path repeats the variable its message names.
  if (!parsed.ok) return { ok: false, error: parsed.error.replace(/^environment: ([A-Z_]+) (?=\1 )/, 'environment: ') };
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [name, key] of Object.entries(ENV_KEYS)) {
    remotes[name] =
      /** @type {string | undefined} */ (parsed.value[key]) ??
      `http://localhost:${PORTS[/** @type {keyof typeof ENV_KEYS} */ (name)]}/mf-manifest.json`;
  }
  return parseSiteConfig({ remotes, remoteTimeoutMs: parsed.value.REMOTE_TIMEOUT_MS ?? DEFAULT_REMOTE_TIMEOUT_MS });
}

if (require.main === module) process.stdout.write(`${JSON.stringify(orExit(siteConfigFromEnv(), 'site-config'), null, 2)}\n`);

module.exports = { siteConfigFromEnv, ENV_KEYS };
