// @ts-check
/**
 * How the shell's server renders pages, from the environment, checked at start:
 *   SSR_REMOTE_TIMEOUT_MS  how long a render waits for a remote before sending its area's loading
 *                          state for the browser to complete (default 400, 50 to 5000)
 *   SSR_CACHE_ENTRIES      rendered pages kept in memory (default 500; 0 renders every request)
 *   SITE_URL               the public address (site-url.cjs)
 */
const v = require('valibot');
const { parseWith, wholeNumberText } = require('shared/contracts');
const { siteUrlFromEnv } = require('./site-url.cjs');

const DEFAULTS = Object.freeze({ remoteTimeoutMs: 400, cacheEntries: 500 });

const schema = v.object({
  SSR_REMOTE_TIMEOUT_MS: v.optional(
    wholeNumberText(50, 5000, 'SSR_REMOTE_TIMEOUT_MS must be a whole number of milliseconds from 50 to 5000'),
    String(DEFAULTS.remoteTimeoutMs),
  ),
  SSR_CACHE_ENTRIES: v.optional(
    wholeNumberText(0, 100_000, 'SSR_CACHE_ENTRIES must be a whole number from 0 to 100000'),
    String(DEFAULTS.cacheEntries),
  ),
});

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {import('shared/contracts').ParseResult<{ remoteTimeoutMs: number, cacheEntries: number, baseUrl: string }>}
 */
function renderEnvFromEnv(env = process.env) {
  const names = ['SSR_REMOTE_TIMEOUT_MS', 'SSR_CACHE_ENTRIES'];
  const picked = Object.fromEntries(names.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]));
  const parsed = parseWith(schema, picked, 'environment');
  if (!parsed.ok) return { ok: false, error: parsed.error.replace(/^environment: ([A-Z_]+) (?=\1 )/, 'environment: ') };
  const baseUrl = siteUrlFromEnv(env);
  if (!baseUrl.ok) return baseUrl;
  return {
    ok: true,
    value: { remoteTimeoutMs: parsed.value.SSR_REMOTE_TIMEOUT_MS, cacheEntries: parsed.value.SSR_CACHE_ENTRIES, baseUrl: baseUrl.value },
  };
}

module.exports = { renderEnvFromEnv, DEFAULTS };
