// @ts-check
/**
 * THE header source of every production server and of the nginx recipe (shared/tooling/nginx): the
 * Content-Security-Policy, the other security headers, HSTS when the site is served over HTTPS, and
 * the cache rules. The Node servers and the generated nginx configuration both read this file, so a
 * header changes in one place.
 *
 * The Content-Security-Policy allows scripts only from this origin and the origins a deployment
 * configures (remotes), and the page's own inline scripts by their hashes, never any other inline
 * script or eval; styles may be inline because emotion writes <style> tags at run time.
 */
const { createHash } = require('node:crypto');
const fp = require('fastify-plugin');

/** @param {string} url */
function originOf(url) {
  return new URL(url).origin;
}

/** Where the shell's server takes CSP violation reports, when reporting is switched on. */
const CSP_REPORT_PATH = '/csp-report';
const CSP_REPORT_GROUP = 'csp';

/**
 * @typedef {object} PolicyOptions
 * @property {string[]} [scriptOrigins]  origins whose scripts run here (remotes)
 * @property {string[]} [connectOrigins] origins fetched from (manifests, the chat gateway)
 * @property {string[]} [assetOrigins]   origins of images and media (a remote's own assets)
 * @property {string} [frameAncestors]   who may frame the page
 * @property {string} [reportPath]       same-origin path that receives violation reports
 * @property {readonly string[]} [scriptHashes] the page's own inline scripts ('sha256-…', inlineScriptHashes)
 */

/** @param {PolicyOptions} [options] */
function contentSecurityPolicy({
  scriptOrigins = [],
  connectOrigins = [],
  assetOrigins = [],
  frameAncestors = "'none'",
  reportPath,
  scriptHashes = [],
} = {}) {
  const list = (/** @type {string[]} */ origins) => ["'self'", ...new Set(origins.map(originOf))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[list(scriptOrigins), ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(assetOrigins)} data:`,
    `media-src ${list(assetOrigins)}`,
    "font-src 'self'",
    `connect-src ${list([...scriptOrigins, ...connectOrigins])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    // report-uri for browsers without the Reporting API, report-to for those with it.
    ...(reportPath ? [`report-uri ${reportPath}`, `report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}

/** Types of `<script>` that hold data, which a browser never runs and the policy does not govern. */
const DATA_SCRIPT = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

/**
 * The policy's source for each script written into an HTML page ('sha256-…' of its text, as the
 * browser hashes it), so the page's own inline script runs and no other inline script would.
 * @param {string} html @returns {string[]}
 */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Features this site never uses, switched off for it and anything it loads. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * @typedef {object} Hsts
 * @property {number} maxAge              seconds; 0 sends no header (plain-HTTP deployments)
 * @property {boolean} includeSubDomains
 * @property {boolean} preload
 */

/** @param {Hsts | undefined} hsts @returns {string | null} */
function hstsValue(hsts) {
  if (!hsts || hsts.maxAge <= 0) return null;
  return [`max-age=${hsts.maxAge}`, ...(hsts.includeSubDomains ? ['includeSubDomains'] : []), ...(hsts.preload ? ['preload'] : [])].join(
    '; ',
  );
}

/**
 * Headers on every answer of a server (files, pages and errors alike).
 * @param {PolicyOptions} [csp] @param {{ hsts?: Hsts }} [options]
 * @returns {Record<string, string>}
 */
function securityHeaders(csp, { hsts } = {}) {
  const strictTransport = hstsValue(hsts);
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(strictTransport ? { 'Strict-Transport-Security': strictTransport } : {}),
    ...(csp?.reportPath ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${csp.reportPath}"` } : {}),
  };
}

/**
 * Headers of HTML pages only: a page opened from another site gets no handle on this window (and
 * this one none on pages it opens), which closes cross-window attacks; scripts and JSON need none.
 */
const PAGE_HEADERS = Object.freeze({ 'Cross-Origin-Opener-Policy': 'same-origin' });

/**
 * Headers that govern a document (and a worker, which this site has none of): on a script, a JSON
 * file or an image a browser ignores them. The servers send them on HTML only; the policy alone was
 * about 300 bytes on every script, JSON and image answer of a page load.
 */
const DOCUMENT_ONLY_HEADERS = Object.freeze(['Content-Security-Policy', 'Permissions-Policy', 'Reporting-Endpoints']);

/** Remotes: any origin (the shell's) may fetch their files and run their scripts. */
const CORS_HEADERS = Object.freeze({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' });
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** Content-hashed names (`7470.2e81e3c34d.js`, `robot-maze.1a2b3c4d.js`) never change content. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Entry files keep their name across releases; listed here for the nginx recipe and the README. */
const ENTRY_FILES = Object.freeze(['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'pages.json', 'knowledge.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** @param {string} pathname request path of a file */
function cacheControlFor(pathname) {
  const base = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (HASHED.test(base)) return IMMUTABLE;
  // Entry files (remoteEntry.js, main.js), manifests, configs and pages must be revalidated, or a
  // visitor keeps an old release after a team deploys.
  if (ENTRY_FILES.includes(base) || /\.(json|html|js|css)$/.test(base)) return REVALIDATE;
  return SHORT;
}

/**
 * @typedef {object} HeadersPluginOptions
 * @property {Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>)} [headers]
 *   the server's headers (securityHeaders(…)); a function is asked per request, for headers that follow
 *   live configuration. Default: securityHeaders() with no remotes.
 * @property {boolean} [cors] add CORS_HEADERS (remotes, whose files other origins load)
 * @property {boolean} [api] an API server's answers (the contact server's): every header on every answer,
 *   over what a handler set, the policy kept on JSON too
 */

/**
 * The security headers as a Fastify plugin every server registers: its headers on every answer, the
 * page-only ones on HTML, the document-only ones on nothing else, and a 304 stripped of the type and
 * encoding of a body it does not carry.
 * @type {import('fastify').FastifyPluginAsync<HeadersPluginOptions>}
 */
async function headersPlugin(app, { headers = securityHeaders(), cors = false, api = false }) {
  const extra = cors ? CORS_HEADERS : {};
  const fixed = typeof headers === 'function' ? null : { ...headers, ...extra };
  const live = typeof headers === 'function' ? headers : null;
  if (api && fixed) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(fixed);
      return payload;
    });
    return;
  }
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(fixed ?? { ...(await /** @type {NonNullable<typeof live>} */ (live)()), ...extra });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 304) {
      reply.removeHeader('content-type');
      reply.removeHeader('content-encoding');
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(PAGE_HEADERS);
    else for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    return payload;
  });
}

/** The plugin, its hooks on the whole server (fastify-plugin: not encapsulated). */
const securityHeadersPlugin = fp(headersPlugin, { name: 'security-headers', fastify: '5.x' });

module.exports = {
  securityHeadersPlugin,
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  hstsValue,
  originOf,
  cacheControlFor,
  PAGE_HEADERS,
  DOCUMENT_ONLY_HEADERS,
  CORS_HEADERS,
  ALLOWED_METHODS,
  HASHED,
  ENTRY_FILES,
  IMMUTABLE,
  REVALIDATE,
  SHORT,
  CSP_REPORT_PATH,
};
