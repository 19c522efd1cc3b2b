import { REMOTE_NAMES, type RemoteName } from './remotes';

/**
 * The shell's deploy-time configuration, served as `site-config.json` next to its index.html. It is
 * the only place remote locations live: the shell's bundle holds none.
 */
export interface SiteConfig {
  /** Each remote's `mf-manifest.json` (or `remoteEntry.js`) URL. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
  /** How long a remote may take to load before its area shows the failure message. */
  readonly remoteTimeoutMs: number;
}

export const SITE_CONFIG_FILE = 'site-config.json';
export const DEFAULT_REMOTE_TIMEOUT_MS = 6000;
const MIN_TIMEOUT_MS = 500;
const MAX_TIMEOUT_MS = 60000;

export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates untrusted JSON into a SiteConfig, with a message an operator can act on. */
export function parseSiteConfig(raw: unknown): ParseResult<SiteConfig> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: `${SITE_CONFIG_FILE} must be a JSON object.` };
  }
  const record = raw as Record<string, unknown>;
  const remotesRaw = record.remotes;
  if (typeof remotesRaw !== 'object' || remotesRaw === null || Array.isArray(remotesRaw)) {
    return { ok: false, error: `${SITE_CONFIG_FILE} needs a "remotes" object mapping each remote to its manifest URL.` };
  }
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const url = (remotesRaw as Record<string, unknown>)[name];
    if (typeof url !== 'string' || !isHttpUrl(url)) {
      return { ok: false, error: `${SITE_CONFIG_FILE}: remotes.${name} must be an http(s) URL, got ${JSON.stringify(url)}.` };
    }
    remotes[name] = url;
  }
  let remoteTimeoutMs = DEFAULT_REMOTE_TIMEOUT_MS;
  if (record.remoteTimeoutMs !== undefined) {
    const value = record.remoteTimeoutMs;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < MIN_TIMEOUT_MS || value > MAX_TIMEOUT_MS) {
      return {
        ok: false,
        error: `${SITE_CONFIG_FILE}: remoteTimeoutMs must be a number of milliseconds from ${MIN_TIMEOUT_MS} to ${MAX_TIMEOUT_MS}.`,
      };
    }
    remoteTimeoutMs = value;
  }
  return { ok: true, value: { remotes, remoteTimeoutMs } };
}
