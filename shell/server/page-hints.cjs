// @ts-check
/**
 * Resource hints in the shell's HTML: the page's first bytes name the remote files its route needs, so
 * the browser fetches them while main.js is still downloading instead of one after another
 * (index.html -> main.js -> manifest -> remoteEntry.js + page chunk). Best effort by design: a remote
 * whose manifest this server cannot read right now gets no hints, and the page loads it as before.
 */

/** @typedef {{ path: string, module: string }} RouteModule */
/** @typedef {{ remoteEntry: string, exposes: Record<string, string[]> }} ManifestAssets */

/**
 * The module that renders `pathname`, by the route table's patterns (`/news/:id`), or null (a 404 is
 * the shell's own page).
 * @param {readonly RouteModule[]} routes @param {string} pathname
 */
function moduleForPath(routes, pathname) {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const route of routes) {
    const pattern = route.path.replace(/\/+$/, '').split('/').slice(1);
    if (pattern.length !== parts.length) continue;
    if (pattern.every((segment, i) => segment.startsWith(':') ? parts[i] !== '' : segment === parts[i])) return route.module;
  }
  return null;
}

/**
 * What the runtime will fetch after a remote's manifest: its entry and, per exposed module, the
 * chunks that module needs at once (`assets.js.sync`), as absolute URLs.
 * @param {unknown} manifest @param {string} manifestUrl @returns {ManifestAssets | null} null for a shape it does not know
 */
function manifestAssets(manifest, manifestUrl) {
  const m = /** @type {any} */ (manifest);
  const entry = m?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !Array.isArray(m.exposes)) return null;
  const publicPath = typeof m.metaData.publicPath === 'string' && m.metaData.publicPath !== 'auto' ? m.metaData.publicPath : '';
  const base = new URL(publicPath || '.', manifestUrl);
  const at = (/** @type {string} */ file) => new URL(file, base).href;
  /** @type {Record<string, string[]>} */
  const exposes = {};
  for (const expose of m.exposes) {
    const sync = expose?.assets?.js?.sync;
    if (typeof expose?.name === 'string' && Array.isArray(sync)) exposes[expose.name] = sync.filter((f) => typeof f === 'string').map(at);
  }
  return { remoteEntry: at(`${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`), exposes };
}

/**
 * Manifests of the remotes, read in the background and kept for `ttlMs`. `get` never waits: it answers
 * from what it has (null when nothing, or when the remote did not answer last time) and refreshes
 * stale entries for the next visitor, so a slow or dead remote never slows the shell's HTML.
 * @param {{ fetch?: typeof fetch, ttlMs?: number, timeoutMs?: number, now?: () => number }} [options]
 */
function createManifestCache(options = {}) {
  const { fetch: fetchFn = fetch, ttlMs = 30_000, timeoutMs = 1500, now = Date.now } = options;
  /** @type {Map<string, { at: number, assets: ManifestAssets | null, loading?: Promise<void> }>} */
  const entries = new Map();

  /** @param {string} url */
  function refresh(url) {
    const current = entries.get(url);
    if (current?.loading) return current.loading;
    const loading = (async () => {
      let assets = null;
      try {
        const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (response.ok) assets = manifestAssets(await response.json(), url);
      } catch {
        // Unreachable, slow or not JSON: no hints for this remote until it answers again.
      }
      entries.set(url, { at: now(), assets });
    })();
    entries.set(url, { at: current?.at ?? -Infinity, assets: current?.assets ?? null, loading });
    return loading;
  }

  return {
    /** @param {string} url */
    get(url) {
      const entry = entries.get(url);
      if (!entry || now() - entry.at >= ttlMs) void refresh(url);
      return entry?.assets ?? null;
    },
    /** Reads every URL now (at start-up), so the first visitor already gets hints. @param {string[]} urls */
    warm: (urls) => Promise.all(urls.map(refresh)),
  };
}

const escapeAttr = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>` tags for one page: a preconnect to each remote origin it will talk to, and, for the
 * remote that renders the route, preloads matching how the federation runtime fetches each file (the
 * manifest with fetch(), hence crossorigin; scripts with plain script tags, hence none).
 * @param {{ manifestUrl: string | null, assets: ManifestAssets | null, exposeName: string | null, otherOrigins: string[] }} page
 */
function hintTags({ manifestUrl, assets, exposeName, otherOrigins }) {
  const origins = new Set(otherOrigins);
  /** @type {string[]} */
  const tags = [];
  if (manifestUrl && assets) {
    origins.add(new URL(manifestUrl).origin);
    tags.push(`<link rel="preload" href="${escapeAttr(manifestUrl)}" as="fetch" crossorigin="anonymous" />`);
    const scripts = [assets.remoteEntry, ...((exposeName && assets.exposes[exposeName]) || [])];
    for (const src of new Set(scripts)) tags.push(`<link rel="preload" href="${escapeAttr(src)}" as="script" />`);
  }
  return [...[...origins].map((origin) => `<link rel="preconnect" href="${escapeAttr(origin)}" />`), ...tags];
}

/** @param {string} html @param {string[]} tags */
function injectIntoHead(html, tags) {
  if (tags.length === 0) return html;
  return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The shell server's page transform: index.html plus the hints for the requested path.
 * @param {{ routes: readonly RouteModule[], config: () => { remotes: Record<string, string> }, cache: ReturnType<typeof createManifestCache>, alwaysOn?: string[] }} options
 *   `alwaysOn`: remotes every page loads (the chat widget), which get a preconnect only
 */
function createPageHints({ routes, config, cache, alwaysOn = [] }) {
  return (/** @type {string} */ pathname, /** @type {string} */ html) => {
    const { remotes } = config();
    const moduleId = moduleForPath(routes, pathname);
    const [remote, exposeName] = moduleId ? moduleId.split('/') : [null, null];
    const manifestUrl = (remote && remotes[remote]) || null;
    /** @type {string[]} */
    const otherOrigins = [];
    for (const name of alwaysOn) {
      const url = remotes[name];
      if (url && cache.get(url)) otherOrigins.push(new URL(url).origin);
    }
    const assets = manifestUrl ? cache.get(manifestUrl) : null;
    return injectIntoHead(html, hintTags({ manifestUrl, assets, exposeName: exposeName ?? null, otherOrigins }));
  };
}

module.exports = { moduleForPath, manifestAssets, createManifestCache, hintTags, injectIntoHead, createPageHints };
