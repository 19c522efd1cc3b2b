// @ts-check
/**
 * What the shell's server learns from the deployed remotes, read in the background: each remote's
 * `pages.json` (which paths are pages, and which module renders each) and `mf-manifest.json` (the
 * files a module needs, and by its content the version of the remote's build). With them the server
 *   - gives the renderer its snapshot of the site: every remote's pages and build version (a changed
 *     version is a redeploy: the renderer registers that remote anew), and
 *   - names the route remote's manifest in the HTML, for the boot script (src/boot.js) to fetch with
 *     main.js once the page has painted (hydration reads it first).
 * Best effort by design: a remote this server cannot read right now is named as missing (its paths
 * are then rendered with that remote's failure area, not a 404). A request never waits more than a
 * short bound.
 */
const { parseRemotePages, PAGES_FILE } = require('shared/contracts');
const { contentVersion } = require('shared/lib');

/** @typedef {{ path: string, module: string }} PageRoute */
/** @typedef {{ version: string }} RemoteBuild */

/** Limits that keep a hostile or broken remote from costing more than its own hints. */
const LIMITS = Object.freeze({ manifestBytes: 256 * 1024, pagesBytes: 64 * 1024 });

/** A remote's pages.json, beside its manifest. @param {string} manifestUrl */
const pagesUrlOf = (manifestUrl) => new URL(PAGES_FILE, manifestUrl).href;

/**
 * The page of `pathname` among the published ones, by their patterns (`/news/:id`), or null. Static
 * segments compare without case, as the browser's router does, so both sides agree on a 404.
 * @template {PageRoute} T @param {readonly T[]} pages @param {string} pathname @returns {T | null}
 */
function matchPage(pages, pathname) {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const page of pages) {
    const pattern = page.path.replace(/\/+$/, '').split('/').slice(1);
    if (pattern.length !== parts.length) continue;
    if (pattern.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment.toLowerCase() === parts[i].toLowerCase())))
      return page;
  }
  return null;
}

/**
 * The version of a remote's build from its manifest (see shared/lib content-version), or null for a
 * document that is no federation manifest (its remote then gets no hint and no version).
 * @param {unknown} manifest @returns {RemoteBuild | null}
 */
function manifestVersion(manifest) {
  const m = /** @type {any} */ (manifest);
  if (typeof m?.metaData?.remoteEntry?.name !== 'string' || !Array.isArray(m.exposes)) return null;
  return { version: contentVersion(manifest) };
}

/**
 * Reads a JSON file of at most `maxBytes`, or throws: a remote cannot make this server buffer more.
 * @param {typeof fetch} fetchFn @param {string} url @param {number} maxBytes @param {number} timeoutMs
 */
async function readJsonCapped(fetchFn, url, maxBytes, timeoutMs) {
  const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (Number(response.headers?.get?.('content-length') ?? 0) > maxBytes) throw new Error(`${url} is over ${maxBytes} bytes`);
  if (!response.body) return response.json();
  let text = '';
  let bytes = 0;
  const decoder = new TextDecoder();
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (response.body))) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw new Error(`${url} is over ${maxBytes} bytes`);
    text += decoder.decode(chunk, { stream: true });
  }
  return JSON.parse(text + decoder.decode());
}

/**
 * Remote files read in the background and kept for `ttlMs`. `get` never waits: it answers from
 * what it has (null when nothing, or when the remote did not answer last time) and refreshes stale
 * entries for the next visitor (a failed read sooner, after `retryMs`). `settled` waits for a first
 * read, at most `ms`.
 * @template T
 * @param {(raw: unknown, url: string) => T | null} parse
 * @param {{ fetch?: typeof fetch, ttlMs?: number, retryMs?: number, timeoutMs?: number, maxBytes?: number, now?: () => number }} [options]
 */
function createRemoteCache(parse, options = {}) {
  const {
    fetch: fetchFn = fetch,
    ttlMs = 30_000,
    retryMs = 1000,
    timeoutMs = 1500,
    maxBytes = LIMITS.manifestBytes,
    now = Date.now,
  } = options;
  /** @type {Map<string, { at: number, value: T | null, loading?: Promise<void> }>} */
  const entries = new Map();

  /** @param {string} url */
  function refresh(url) {
    const current = entries.get(url);
    if (current?.loading) return current.loading;
    const loading = (async () => {
      let value = null;
      try {
        value = parse(await readJsonCapped(fetchFn, url, maxBytes, timeoutMs), url);
      } catch {
        // Unreachable, slow, too big or not JSON: nothing from this remote until it answers again.
      }
      entries.set(url, { at: now(), value });
    })();
    entries.set(url, { at: current?.at ?? -Infinity, value: current?.value ?? null, loading });
    return loading;
  }

  return {
    /** @param {string} url @returns {T | null} */
    get(url) {
      const entry = entries.get(url);
      if (!entry || now() - entry.at >= (entry.value === null ? retryMs : ttlMs)) void refresh(url);
      return entry?.value ?? null;
    },
    /**
     * For every URL without a value (never read, or the last read failed and a retry is due), starts
     * a read and waits for those under way, at most `ms`: right after start-up, or after a remote
     * came back, a request gets the fresh answer instead of a guess.
     * @param {string[]} urls @param {number} ms
     */
    async settled(urls, ms) {
      const pending = urls
        .filter((url) => this.get(url) === null)
        .map((url) => entries.get(url)?.loading)
        .filter(Boolean);
      if (pending.length === 0) return;
      let timer;
      await Promise.race([Promise.all(pending), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
    /** Reads every URL now (at start-up), so the first visitor already gets answers. @param {string[]} urls */
    warm: (urls) => Promise.all(urls.map(refresh)),
  };
}

/** @param {{ fetch?: typeof fetch, ttlMs?: number, retryMs?: number, timeoutMs?: number, now?: () => number }} [options] */
const createManifestCache = (options = {}) => createRemoteCache(manifestVersion, { ...options, maxBytes: LIMITS.manifestBytes });

/** @param {{ fetch?: typeof fetch, ttlMs?: number, retryMs?: number, timeoutMs?: number, now?: () => number }} [options] */
const createPagesCache = (options = {}) =>
  createRemoteCache(
    (raw, url) => {
      const parsed = parseRemotePages(raw, url);
      return parsed.ok ? parsed.value.pages : null;
    },
    { ...options, maxBytes: LIMITS.pagesBytes },
  );

const escapeAttr = (/** @type {string} */ value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Before `</head>`, by position: no replacement string, so `$&` in a URL stays text. @param {string} html @param {string[]} tags */
function injectIntoHead(html, tags) {
  const at = html.indexOf('</head>');
  if (tags.length === 0 || at < 0) return html;
  return `${html.slice(0, at)}  ${tags.join('\n    ')}\n  ${html.slice(at)}`;
}

/**
 * The shell server's knowledge of the site: which paths are pages (status) and the HTML hints.
 * @param {{ config: () => { remotes: Record<string, string> }, manifests: ReturnType<typeof createManifestCache>,
 *   pages: ReturnType<typeof createPagesCache>, alwaysOn?: string[], waitMs?: number }} options
 *   `alwaysOn`: remotes every page loads (the chat widget), which get a preconnect only
 */
function createSitePages({ config, manifests, pages, alwaysOn = [], waitMs = 150 }) {
  const remotesOf = () => Object.entries(config().remotes);

  /** The page that renders `pathname`, with its remote, and whether some remote's pages are unknown. @param {string} pathname */
  function lookup(pathname) {
    let unknown = false;
    for (const [remote, manifestUrl] of remotesOf()) {
      const list = pages.get(pagesUrlOf(manifestUrl));
      if (!list) unknown = true;
      const page = list && matchPage(list, pathname);
      if (page) return { page: { ...page, remote, manifestUrl }, unknown };
    }
    return { page: null, unknown };
  }

  return {
    /** index.html with the hints for `pathname`. @param {string | null} pathname @param {string} html */
    hints(pathname, html) {
      const origins = new Set();
      /** @type {string[]} */
      const tags = [];
      // No remote's pages.json: the page carries the server's table (the seed), so the browser reads
      // them only when one was missing; a preload nobody uses would only compete with the page.
      for (const [name, manifestUrl] of remotesOf()) {
        if (alwaysOn.includes(name) && manifests.get(manifestUrl)) origins.add(new URL(manifestUrl).origin);
      }
      const page = pathname === null ? null : lookup(pathname).page;
      const build = page && manifests.get(page.manifestUrl);
      if (page && build) {
        origins.add(new URL(page.manifestUrl).origin);
        // Not a preload: the page is finished HTML, and anything fetched before its pictures are painted
        // competes with them. The boot script preloads it with main.js once the page has painted; nothing
        // for a script is preloaded before (the area's code loads when hydration asks for it).
        tags.push(`<meta name="preload-after-paint" content="${escapeAttr(page.manifestUrl)}" />`);
      }
      for (const origin of [...origins].reverse()) tags.unshift(`<link rel="preconnect" href="${escapeAttr(origin)}" />`);
      return injectIntoHead(html, tags);
    },
    /**
     * What the server renders with: the config's remotes, each remote's pages (or why they are
     * missing) and the version of each remote's build (of its manifest), waiting at most `waitMs` for
     * a first read of what is not known yet.
     */
    async snapshot() {
      const remotes = remotesOf();
      await Promise.all([
        pages.settled(
          remotes.map(([, url]) => pagesUrlOf(url)),
          waitMs,
        ),
        manifests.settled(
          remotes.map(([, url]) => url),
          waitMs,
        ),
      ]);
      /** @type {Record<string, string>} */
      const versions = {};
      const descriptions = remotes.map(([remote, manifestUrl]) => {
        const version = manifests.get(manifestUrl)?.version;
        if (version) versions[remote] = version;
        const list = pages.get(pagesUrlOf(manifestUrl));
        return list
          ? { remote, ok: /** @type {const} */ (true), pages: list }
          : {
              remote,
              ok: /** @type {const} */ (false),
              kind: /** @type {const} */ ('unavailable'),
              reason: 'its pages.json did not answer',
            };
      });
      return { remotes: Object.fromEntries(remotes), descriptions, versions };
    },
    /** Starts every read now. */
    warm: () => Promise.all(remotesOf().flatMap(([, url]) => [manifests.warm([url]), pages.warm([pagesUrlOf(url)])])),
  };
}

module.exports = { matchPage, manifestVersion, createManifestCache, createPagesCache, createSitePages, injectIntoHead, pagesUrlOf, LIMITS };
