// @ts-check
/**
 * The deployment's public address, SITE_URL: what canonical links, Open Graph URLs, sitemap.xml and
 * robots.txt are written with. A server behind a proxy or a CDN cannot learn it from a request (the
 * Host header is the client's to write), so it is configuration, checked at start like the rest.
 *
 *   SITE_URL   http(s) origin with an optional path, e.g. https://www.robominds.in
 *              (default: http://localhost and the shell's local port)
 */
const v = require('valibot');
const { PORTS } = require('shared/ports');
// TypeScript: the shell's server has loaded shared/server, which lets plain node require it (jest
// transforms it itself). Requiring shared/server here would load Fastify to read one variable.
const { httpUrl, parseWith } = require('shared/contracts');

const EXPECTED = "SITE_URL must be the site's public http(s) address, like https://www.robominds.in, with no user, query or #fragment";

const siteUrlSchema = v.pipe(
  httpUrl(EXPECTED),
  v.transform((value) => new URL(value)),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const url = dataset.value;
    // The refused value is quoted in the log: never with a password in it.
    if (url.username || url.password) addIssue({ message: EXPECTED, input: `${url.protocol}//…@${url.host}${url.pathname}` });
    // A bare '?' or '#' leaves search and hash empty but is still in the address.
    else if (/[?#]/.test(url.href.slice(url.origin.length))) addIssue({ message: EXPECTED, input: url.href });
  }),
  // URL writes the host in lower case and drops a default port: one spelling for every link.
  v.transform((url) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`),
);

/**
 * The site's base URL without a trailing slash, or a sentence naming SITE_URL and what it expects.
 * @param {NodeJS.ProcessEnv} [env] @returns {import('shared/contracts').ParseResult<string>}
 */
function siteUrlFromEnv(env = process.env) {
  const picked = env.SITE_URL === undefined ? {} : { SITE_URL: env.SITE_URL };
  const schema = v.object({ SITE_URL: v.optional(siteUrlSchema, `http://localhost:${PORTS.shell}`) });
  const parsed = parseWith(schema, picked, 'environment');
  // The dot path repeats the variable its message names.
  if (!parsed.ok) return { ok: false, error: parsed.error.replace(/^environment: ([A-Z_]+) (?=\1 )/, 'environment: ') };
  return { ok: true, value: parsed.value.SITE_URL };
}

module.exports = { siteUrlFromEnv };
