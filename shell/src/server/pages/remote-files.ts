import { parseRemotePages, type RemotePages } from 'shared/contracts';
import { contentVersion } from 'shared/lib';

/**
 * What the shell's server reads from the deployed remotes, in the background: each remote's
 * `mf-manifest.json` (by its content, the version of the remote's build) and `pages.json` (which paths
 * are pages, and which module renders each). Best effort by design: a remote this server cannot read
 * right now gives nothing until it answers again, and a request never waits more than a short bound.
 */

export interface RemoteBuild {
  readonly version: string;
  /** The manifest as read: the page hints name the route page's scripts from it (page-hints.ts). */
  readonly manifest: unknown;
}

/** Limits that keep a hostile or broken remote from costing more than its own hints. */
export const LIMITS = Object.freeze({ manifestBytes: 256 * 1024, pagesBytes: 64 * 1024 });

/**
 * The version of a remote's build from its manifest (see shared/lib content-version), or null for a
 * document that is no federation manifest (its remote then gets no hint and no version).
 */
export function manifestVersion(manifest: unknown): RemoteBuild | null {
  const m = manifest as { metaData?: { remoteEntry?: { name?: unknown } }; exposes?: unknown } | null | undefined;
  if (typeof m?.metaData?.remoteEntry?.name !== 'string' || !Array.isArray(m.exposes)) return null;
  return { version: contentVersion(manifest), manifest };
}

/** Reads a JSON file of at most `maxBytes`, or throws: a remote cannot make this server buffer more. */
async function readJsonCapped(fetchFn: typeof fetch, url: string, maxBytes: number, timeoutMs: number): Promise<unknown> {
  const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (Number(response.headers?.get?.('content-length') ?? 0) > maxBytes) throw new Error(`${url} is over ${maxBytes} bytes`);
  if (!response.body) return response.json();
  let text = '';
  let bytes = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw new Error(`${url} is over ${maxBytes} bytes`);
    text += decoder.decode(chunk, { stream: true });
  }
  return JSON.parse(text + decoder.decode());
}

export interface RemoteCacheOptions {
  readonly fetch?: typeof fetch;
  readonly ttlMs?: number;
  readonly retryMs?: number;
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

/**
 * Remote files read in the background and kept for `ttlMs`. `get` never waits: it answers from what it
 * has (null when nothing, or when the remote did not answer last time) and refreshes stale entries for
 * the next visitor (a failed read sooner, after `retryMs`). `settled` waits for a first read, at most `ms`.
 */
function createRemoteCache<T>(parse: (raw: unknown, url: string) => T | null, options: RemoteCacheOptions & { maxBytes: number }) {
  const { fetch: fetchFn = fetch, ttlMs = 30_000, retryMs = 1000, timeoutMs = 1500, maxBytes, now = Date.now } = options;
  const entries = new Map<string, { at: number; value: T | null; loading?: Promise<void> }>();

  function refresh(url: string): Promise<void> {
    const current = entries.get(url);
    if (current?.loading) return current.loading;
    const loading = (async () => {
      let value: T | null = null;
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

  function get(url: string): T | null {
    const entry = entries.get(url);
    if (!entry || now() - entry.at >= (entry.value === null ? retryMs : ttlMs)) void refresh(url);
    return entry?.value ?? null;
  }

  return {
    get,
    /**
     * For every URL without a value (never read, or the last read failed and a retry is due), starts a
     * read and waits for those under way, at most `ms`: right after start-up, or after a remote came
     * back, a request gets the fresh answer instead of a guess.
     */
    async settled(urls: readonly string[], ms: number): Promise<void> {
      const pending = urls.filter((url) => get(url) === null).flatMap((url) => entries.get(url)?.loading ?? []);
      if (pending.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(pending), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
    /** Reads every URL now (at start-up), so the first visitor already gets answers. */
    warm: (urls: readonly string[]) => Promise.all(urls.map(refresh)),
  };
}

export type RemoteCache<T> = ReturnType<typeof createRemoteCache<T>>;

/** Each remote's build version, by its manifest's URL. */
export const createManifestCache = (options: RemoteCacheOptions = {}) =>
  createRemoteCache(manifestVersion, { ...options, maxBytes: LIMITS.manifestBytes });

/** Each remote's published pages, by its pages.json's URL. */
export const createPagesCache = (options: RemoteCacheOptions = {}) =>
  createRemoteCache<RemotePages>(
    (raw, url) => {
      const parsed = parseRemotePages(raw, url);
      return parsed.ok ? parsed.value : null;
    },
    { ...options, maxBytes: LIMITS.pagesBytes },
  );
