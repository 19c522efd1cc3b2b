import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { httpUrl, parseWith, type ParseResult } from './parse';

/**
 * The shell's deploy-time configuration, served as `site-config.json` next to its index.html. It is
 * the only place remote locations live: the shell's bundle holds none. It names the remotes only;
 * which pages each serves, each remote publishes itself (pages.ts).
 */
export interface SiteConfig {
  /** Each remote's `mf-manifest.json` URL. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
  /** How long a remote may take to load before its area shows the failure message. */
  readonly remoteTimeoutMs: number;
  /**
   * Share of page loads (0 to 1) whose browser sends a health beacon (health.ts); none: the default,
   * DEFAULT_HEALTH_SAMPLE_RATE. The shell's server sets it from HEALTH_SAMPLE_RATE.
   */
  readonly healthSampleRate?: number;
}

/** One page load in ten reports its health: enough for a canary's figures, little traffic. */
export const DEFAULT_HEALTH_SAMPLE_RATE = 0.1;

export const SITE_CONFIG_FILE = 'site-config.json';
export const DEFAULT_REMOTE_TIMEOUT_MS = 6000;
export const MIN_REMOTE_TIMEOUT_MS = 500;
export const MAX_REMOTE_TIMEOUT_MS = 60000;

const manifestUrl = httpUrl("must be an http(s) URL of the remote's mf-manifest.json");

export const remoteTimeoutSchema = v.pipe(
  v.number(`must be a number of milliseconds from ${MIN_REMOTE_TIMEOUT_MS} to ${MAX_REMOTE_TIMEOUT_MS}`),
  v.minValue(MIN_REMOTE_TIMEOUT_MS, `must be a number of milliseconds from ${MIN_REMOTE_TIMEOUT_MS} to ${MAX_REMOTE_TIMEOUT_MS}`),
  v.maxValue(MAX_REMOTE_TIMEOUT_MS, `must be a number of milliseconds from ${MIN_REMOTE_TIMEOUT_MS} to ${MAX_REMOTE_TIMEOUT_MS}`),
);

export const healthSampleRateSchema = v.pipe(
  v.number('must be a share of page loads from 0 to 1'),
  v.minValue(0, 'must be a share of page loads from 0 to 1'),
  v.maxValue(1, 'must be a share of page loads from 0 to 1'),
);

const siteConfigSchema = v.object(
  {
    remotes: v.object(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl])) as Record<RemoteName, typeof manifestUrl>,
      'must be an object mapping each remote to its manifest URL',
    ),
    remoteTimeoutMs: v.optional(remoteTimeoutSchema, DEFAULT_REMOTE_TIMEOUT_MS),
    healthSampleRate: v.optional(healthSampleRateSchema),
  },
  'must be a JSON object',
);

/** Validates untrusted JSON into a SiteConfig, with a message an operator can act on. */
export function parseSiteConfig(raw: unknown): ParseResult<SiteConfig> {
  return parseWith(siteConfigSchema, raw, SITE_CONFIG_FILE);
}
