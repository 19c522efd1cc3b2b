import * as v from 'valibot';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_REMOTE_TIMEOUT_MS,
  httpUrl,
  parseSiteConfig,
  remoteTimeoutSchema,
  wholeNumberText,
  type ParseResult,
  type RemoteName,
  type SiteConfig,
} from 'shared/contracts';
import { chatEndpointEntry, flag, parseEnv, serverEnv, type ServerEnv } from 'shared/server/env';
import { PORTS } from 'shared/ports';
import { DEFAULT_ROLLBACK_RULE, type RollbackRule } from 'shared/server/releases/health';

/**
 * The shell server's environment, in one schema, checked at start: a bad value stops the server with a
 * sentence naming the variable and what it expects. What every server reads (PORT, HSTS_*) and the
 * chat endpoint come from shared/server/env, written once for all of them.
 *
 *   SITE_URL               the public address: canonical links, sharing tags, sitemap.xml, robots.txt
 *                          (http(s) origin with an optional path; default http://localhost:<shell port>)
 *   SSR_REMOTE_TIMEOUT_MS  how long a render waits for a remote before sending its area's loading
 *                          state for the browser to complete (default 400, 50 to 5000)
 *   SSR_CACHE_ENTRIES      rendered pages kept in memory (default 500; 0 renders every request)
 *   CONTACT_ENDPOINT       the contact server's origin (default http://localhost:<PORT_BASE + 6>)
 *   CHAT_ENDPOINT          where the chat widget asks (the policy allows connecting there)
 *   CSP_REPORTS            true: an endpoint that logs Content-Security-Policy violations
 *   RELEASE_STORE, DEPLOY_ENV, DEPLOY_STATE_FILE
 *                          the environment's version map of released remotes (README: Releasing a remote)
 *   PREVIEW_SECRET         signs preview links (32 characters or more); unset: previews are off
 *   HEALTH_ROLLBACK_MARGIN how far (0 to 1; default 0.05, five points) a canary's area failure rate may pass
 *                          the stable version's before it is rolled back by itself
 *   HEALTH_ROLLBACK_MIN_VIEWS  views a canary must have had before it is judged (default 200)
 *   HEALTH_SNAPSHOT_MS     how often this server writes its health snapshot and judges canaries (default 5000)
 *   REDIS_URL              counts health beacons per client in Redis, shared by every shell server (default:
 *                          in each server's memory)
 *   METRICS_TOKEN          opens GET /metrics (Prometheus) to `Authorization: Bearer <token>` (24
 *                          characters or more); unset: no /metrics (404)
 *
 * and the site config (where each remote's manifest lives), read again when SITE_CONFIG_FILE changes:
 *   MF_CONTENT_URL, MF_CHAT_URL, MF_MAZE_URL, MF_CONTACT_URL   manifest URLs (default: localhost ports)
 *   HEALTH_SAMPLE_RATE     share of page loads (0 to 1) whose browser sends a health beacon (default 0.1)
 *   REMOTE_TIMEOUT_MS                                          how long an area waits for its remote
 *   SITE_CONFIG_FILE                                           the whole config as a JSON file instead
 */

/** The render defaults. */
export const RENDER_DEFAULTS = Object.freeze({ remoteTimeoutMs: 400, cacheEntries: 500 });

const SITE_URL_EXPECTED =
  "SITE_URL must be the site's public http(s) address, like https://www.robominds.in, with no user, query or #fragment";

/**
 * A server behind a proxy or a CDN cannot learn its public address from a request (the Host header is
 * the client's to write), so it is configuration.
 */
const siteUrlSchema = v.pipe(
  httpUrl(SITE_URL_EXPECTED),
  v.transform((value) => new URL(value)),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const url = dataset.value;
    // The refused value is quoted in the log: never with a password in it.
    if (url.username || url.password) addIssue({ message: SITE_URL_EXPECTED, input: `${url.protocol}//…@${url.host}${url.pathname}` });
    // A bare '?' or '#' leaves search and hash empty but is still in the address.
    else if (/[?#]/.test(url.href.slice(url.origin.length))) addIssue({ message: SITE_URL_EXPECTED, input: url.href });
  }),
  // URL writes the host in lower case and drops a default port: one spelling for every link.
  v.transform((url) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`),
);

/** The shell's own variables, each once. */
const shellSchema = v.object({
  SITE_URL: v.optional(siteUrlSchema, `http://localhost:${PORTS.shell}`),
  SSR_REMOTE_TIMEOUT_MS: v.optional(
    wholeNumberText(50, 5000, 'SSR_REMOTE_TIMEOUT_MS must be a whole number of milliseconds from 50 to 5000'),
    String(RENDER_DEFAULTS.remoteTimeoutMs),
  ),
  SSR_CACHE_ENTRIES: v.optional(
    wholeNumberText(0, 100_000, 'SSR_CACHE_ENTRIES must be a whole number from 0 to 100000'),
    String(RENDER_DEFAULTS.cacheEntries),
  ),
  CONTACT_ENDPOINT: v.optional(
    httpUrl('CONTACT_ENDPOINT must be the contact server’s http(s) origin'),
    `http://localhost:${PORTS.contact}`,
  ),
  CHAT_ENDPOINT: chatEndpointEntry(),
  CSP_REPORTS: flag('CSP_REPORTS'),
  RELEASE_STORE: v.optional(v.pipe(v.string(), v.minLength(1, 'RELEASE_STORE must be a folder'))),
  DEPLOY_ENV: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'DEPLOY_ENV must be a lower-case name like production')),
    'production',
  ),
  DEPLOY_STATE_FILE: v.optional(v.pipe(v.string(), v.minLength(1, 'DEPLOY_STATE_FILE must be a file path'))),
  PREVIEW_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'PREVIEW_SECRET must be at least 32 characters (a random secret)'))),
  HEALTH_ROLLBACK_MARGIN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'HEALTH_ROLLBACK_MARGIN must be a share from 0 to 1 (0.05 is five points)'),
      v.transform(Number),
    ),
    String(DEFAULT_ROLLBACK_RULE.margin),
  ),
  HEALTH_ROLLBACK_MIN_VIEWS: v.optional(
    wholeNumberText(1, 10_000_000, 'HEALTH_ROLLBACK_MIN_VIEWS must be a whole number of views from 1 to 10000000'),
    String(DEFAULT_ROLLBACK_RULE.minViews),
  ),
  HEALTH_SNAPSHOT_MS: v.optional(
    wholeNumberText(200, 60_000, 'HEALTH_SNAPSHOT_MS must be a whole number of milliseconds from 200 to 60000'),
    '5000',
  ),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// address'))),
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\x21-\x7e]{24,200}$/, 'METRICS_TOKEN must be 24 to 200 printable characters without spaces (a random secret)'),
    ),
  ),
});

/** The repository's release store, beside the shell (dist-server/server.js is two folders down). */
const DEFAULT_RELEASE_STORE = path.resolve(__dirname, '..', '..', '.releases');

const SHELL_NAMES = Object.keys(shellSchema.entries);

export interface RenderEnv {
  readonly remoteTimeoutMs: number;
  readonly cacheEntries: number;
  /** The deployment's public address (SITE_URL) without a trailing slash. */
  readonly baseUrl: string;
}

export interface ShellEnv extends ServerEnv {
  readonly render: RenderEnv;
  readonly contactEndpoint: string;
  readonly chatEndpoint: string;
  readonly cspReports: boolean;
  /** The environment's version map (deploy-state.ts): DEPLOY_STATE_FILE, or `<RELEASE_STORE>/environments/<DEPLOY_ENV>.json`. */
  readonly deploy: { readonly environment: string; readonly file: string };
  /** Signs and checks preview links (shared/server/preview-token.ts); none: previews are off. */
  readonly previewSecret?: string;
  /** Opens GET /metrics to this bearer token; none: no /metrics. */
  readonly metricsToken?: string;
  /** The automatic rollback's rule, and how often health snapshots are written and judged. */
  readonly health: { readonly rule: RollbackRule; readonly intervalMs: number };
  /** Redis for the per-client counts shared by every shell server; none: each counts in memory. */
  readonly redisUrl?: string;
}

/** Everything the shell's server reads from its environment, or the sentence naming what is wrong. */
export function shellEnvFromEnv(env: NodeJS.ProcessEnv = process.env): ParseResult<ShellEnv> {
  const server = serverEnv(env, PORTS.shell);
  if (!server.ok) return server;
  const parsed = parseEnv(shellSchema, env, SHELL_NAMES);
  if (!parsed.ok) return parsed;
  const own = parsed.value;
  return {
    ok: true,
    value: {
      ...server.value,
      render: { remoteTimeoutMs: own.SSR_REMOTE_TIMEOUT_MS, cacheEntries: own.SSR_CACHE_ENTRIES, baseUrl: own.SITE_URL },
      contactEndpoint: own.CONTACT_ENDPOINT.replace(/\/+$/, ''),
      chatEndpoint: own.CHAT_ENDPOINT,
      cspReports: own.CSP_REPORTS,
      deploy: {
        environment: own.DEPLOY_ENV,
        file: path.resolve(
          own.DEPLOY_STATE_FILE ?? path.join(own.RELEASE_STORE ?? DEFAULT_RELEASE_STORE, 'environments', `${own.DEPLOY_ENV}.json`),
        ),
      },
      ...(own.PREVIEW_SECRET ? { previewSecret: own.PREVIEW_SECRET } : {}),
      ...(own.METRICS_TOKEN ? { metricsToken: own.METRICS_TOKEN } : {}),
      ...(own.REDIS_URL ? { redisUrl: own.REDIS_URL } : {}),
      health: {
        rule: { margin: own.HEALTH_ROLLBACK_MARGIN, minViews: own.HEALTH_ROLLBACK_MIN_VIEWS },
        intervalMs: own.HEALTH_SNAPSHOT_MS,
      },
    },
  };
}

/** The site's base URL alone (SITE_URL), read with the same schema. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): ParseResult<string> {
  const parsed = parseEnv(v.object({ SITE_URL: shellSchema.entries.SITE_URL }), env, ['SITE_URL']);
  return parsed.ok ? { ok: true, value: parsed.value.SITE_URL } : parsed;
}

/** The variable naming each remote's manifest. */
export const ENV_KEYS: Readonly<Record<RemoteName, string>> = Object.freeze({
  mf_content: 'MF_CONTENT_URL',
  mf_chat: 'MF_CHAT_URL',
  mf_maze: 'MF_MAZE_URL',
  mf_contact: 'MF_CONTACT_URL',
});

const manifestUrl = (key: string) => v.optional(httpUrl(`${key} must be an http(s) URL of the remote's mf-manifest.json`));

const siteConfigSchema = v.object({
  MF_CONTENT_URL: manifestUrl('MF_CONTENT_URL'),
  MF_CHAT_URL: manifestUrl('MF_CHAT_URL'),
  MF_MAZE_URL: manifestUrl('MF_MAZE_URL'),
  MF_CONTACT_URL: manifestUrl('MF_CONTACT_URL'),
  REMOTE_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'REMOTE_TIMEOUT_MS must be a whole number of milliseconds'),
      v.transform(Number),
      remoteTimeoutSchema,
    ),
  ),
  HEALTH_SAMPLE_RATE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'HEALTH_SAMPLE_RATE must be a share of page loads from 0 to 1 (0.1 is one in ten)'),
      v.transform(Number),
    ),
  ),
});

/**
 * The site config (where each remote's manifest lives) this environment describes, or a sentence
 * naming the variable that is wrong. Never compiled into the bundle: served as /site-config.json.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ParseResult<SiteConfig> {
  if (env.SITE_CONFIG_FILE) {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(env.SITE_CONFIG_FILE, 'utf8'));
    } catch (error) {
      return { ok: false, error: `SITE_CONFIG_FILE ${env.SITE_CONFIG_FILE} is not a readable JSON file (${(error as Error).message}).` };
    }
    const parsed = parseSiteConfig(raw);
    return parsed.ok ? parsed : { ok: false, error: `SITE_CONFIG_FILE ${env.SITE_CONFIG_FILE}: ${parsed.error}` };
  }
  const parsed = parseEnv(siteConfigSchema, env, Object.keys(siteConfigSchema.entries));
  if (!parsed.ok) return parsed;
  const remotes = Object.fromEntries(
    (Object.entries(ENV_KEYS) as [RemoteName, keyof typeof parsed.value][]).map(([name, key]) => [
      name,
      parsed.value[key] ?? `http://localhost:${PORTS[name]}/mf-manifest.json`,
    ]),
  );
  const rate = parsed.value.HEALTH_SAMPLE_RATE;
  return parseSiteConfig({
    remotes,
    remoteTimeoutMs: parsed.value.REMOTE_TIMEOUT_MS ?? DEFAULT_REMOTE_TIMEOUT_MS,
    ...(rate === undefined ? {} : { healthSampleRate: rate }),
  });
}
