// @ts-check
/**
 * Security headers of every production server. The Content-Security-Policy allows scripts only from
 * this origin and the origins a deployment configures (remotes), never inline scripts or eval; styles
 * may be inline because emotion writes <style> tags at run time.
 */

/** @param {string} url */
function originOf(url) {
  return new URL(url).origin;
}

/**
 * @param {object} [options]
 * @param {string[]} [options.scriptOrigins]  origins whose scripts run here (remotes)
 * @param {string[]} [options.connectOrigins] origins fetched from (manifests, the chat gateway)
 * @param {string[]} [options.assetOrigins]   origins of images and media (a remote's own assets)
 * @param {string} [options.frameAncestors]   who may frame the page
 */
function contentSecurityPolicy({ scriptOrigins = [], connectOrigins = [], assetOrigins = [], frameAncestors = "'none'" } = {}) {
  const list = (/** @type {string[]} */ origins) => ["'self'", ...new Set(origins.map(originOf))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(scriptOrigins)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(assetOrigins)} data:`,
    `media-src ${list(assetOrigins)}`,
    "font-src 'self'",
    `connect-src ${list([...scriptOrigins, ...connectOrigins])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Features this site never uses, switched off for it and anything it loads. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** @param {Parameters<typeof contentSecurityPolicy>[0]} [csp] */
function securityHeaders(csp) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

module.exports = { contentSecurityPolicy, securityHeaders, originOf };
