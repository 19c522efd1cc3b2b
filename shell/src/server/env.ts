import * as v from 'valibot';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_REMOTE_TIMEOUT_MS, httpUrl, parseSiteConfig, remoteTimeoutSchema } from 'shared/contracts';
import type { ParseResult, RemoteName, SiteConfig } from 'shared/contracts';
import { chatEndpointEntry, flag, mapRead, matching, readEnv, serverEnv, share, trustProxy, whole } from 'shared/server/env';
import { PORTS } from 'shared/ports';
import { DEFAULT_ROLLBACK_RULE } from 'shared/server/releases/health';

const SITE_URL_EXPECTED = "must be the site's public http(s) address, like https://www.robominds.in, with no user, query or #fragment";
/** SITE_URL: a server behind a proxy or a CDN cannot learn its public address from a request. */
const siteUrl = v.pipe(
  httpUrl(SITE_URL_EXPECTED),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    const url = new URL(value);
    // A refused value is quoted in the log, never with a password in it; a bare '?' or '#' is still in the address.
    if (url.username || url.password) addIssue({ message: SITE_URL_EXPECTED, input: `${url.protocol}//…@${url.host}${url.pathname}` });
    else if (/[?#]/.test(url.href.slice(url.origin.length))) addIssue({ message: SITE_URL_EXPECTED, input: url.href });
    // URL writes the host in lower case and drops a default port: one spelling for every link.
    else return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    return NEVER;
  }),
);
const text = (message: string, min = 1) => v.optional(v.pipe(v.string(), v.minLength(min, message)));
const views = whole(1, 1e7, 'must be a whole number of views from 1 to 10000000');
const ms = (min: number, max: number) => whole(min, max, `must be a whole number of milliseconds from ${min} to ${max}`);

/** The shell server's variables after PORT and HSTS_* (shared/server/env); the README says what each does. */
const shellEntries = {
  SITE_URL: v.optional(siteUrl, `http://localhost:${PORTS.shell}`),
  SSR_REMOTE_TIMEOUT_MS: v.optional(ms(50, 5000), '400'),
  SSR_CACHE_ENTRIES: v.optional(whole(0, 100_000), '500'),
  CONTACT_ENDPOINT: v.optional(httpUrl('must be the contact server’s http(s) origin'), `http://localhost:${PORTS.contact}`),
  CHAT_ENDPOINT: chatEndpointEntry,
  CSP_REPORTS: flag,
  RELEASE_STORE: text('must be a folder'),
  DEPLOY_ENV: v.optional(matching(/^[a-z0-9-]{1,40}$/, 'must be a lower-case name like production'), 'production'),
  DEPLOY_STATE_FILE: text('must be a file path'),
  PREVIEW_SECRET: text('must be at least 32 characters (a random secret)', 32),
  HEALTH_ROLLBACK_MARGIN: v.optional(share('must be a share from 0 to 1 (0.05 is five points)'), `${DEFAULT_ROLLBACK_RULE.margin}`),
  HEALTH_ROLLBACK_MIN_VIEWS: v.optional(views, `${DEFAULT_ROLLBACK_RULE.minViews}`),
  HEALTH_SNAPSHOT_MS: v.optional(ms(200, 60_000), '5000'),
  REDIS_URL: v.optional(matching(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// address')),
  METRICS_TOKEN: v.optional(matching(/^[\x21-\x7e]{24,200}$/, 'must be 24 to 200 printable characters without spaces (a random secret)')),
  // Unset: nobody's X-Forwarded-For is believed, every visitor is the address that connects (decision 057).
  TRUST_PROXY: trustProxy('false'),
};

/** Everything the shell's server reads from its environment, or the sentence naming what is wrong. */
export function shellEnvFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const server = serverEnv(env, PORTS.shell);
  if (!server.ok) return server;
  return mapRead(readEnv(shellEntries, env), (e) => {
    // The version map: DEPLOY_STATE_FILE, or the environment's file in the release store (by default beside the shell).
    const store = e.RELEASE_STORE ?? path.resolve(__dirname, '..', '..', '.releases');
    const file = path.resolve(e.DEPLOY_STATE_FILE ?? path.join(store, 'environments', `${e.DEPLOY_ENV}.json`));
    return {
      ...server.value,
      render: { remoteTimeoutMs: e.SSR_REMOTE_TIMEOUT_MS, cacheEntries: e.SSR_CACHE_ENTRIES, baseUrl: e.SITE_URL },
      contactEndpoint: e.CONTACT_ENDPOINT.replace(/\/+$/, ''),
      chatEndpoint: e.CHAT_ENDPOINT,
      cspReports: e.CSP_REPORTS,
      deploy: { environment: e.DEPLOY_ENV, file },
      previewSecret: e.PREVIEW_SECRET,
      metricsToken: e.METRICS_TOKEN,
      redisUrl: e.REDIS_URL,
      trustProxy: e.TRUST_PROXY,
      health: { rule: { margin: e.HEALTH_ROLLBACK_MARGIN, minViews: e.HEALTH_ROLLBACK_MIN_VIEWS }, intervalMs: e.HEALTH_SNAPSHOT_MS },
    };
  });
}
export type ShellEnv = Extract<ReturnType<typeof shellEnvFromEnv>, { ok: true }>['value'];
export type RenderEnv = ShellEnv['render'];

/** The variable naming each remote's manifest (by default the remote on this machine). */
export const ENV_KEYS = {
  mf_content: 'MF_CONTENT_URL',
  mf_chat: 'MF_CHAT_URL',
  mf_maze: 'MF_MAZE_URL',
  mf_contact: 'MF_CONTACT_URL',
} as const;
const manifest = (remote: RemoteName) =>
  v.optional(httpUrl("must be an http(s) URL of the remote's mf-manifest.json"), `http://localhost:${PORTS[remote]}/mf-manifest.json`);
const timeout = v.pipe(matching(/^\d{1,9}$/, 'must be a whole number of milliseconds'), v.transform(Number), remoteTimeoutSchema);
const siteConfigEntries = {
  MF_CONTENT_URL: manifest('mf_content'),
  MF_CHAT_URL: manifest('mf_chat'),
  MF_MAZE_URL: manifest('mf_maze'),
  MF_CONTACT_URL: manifest('mf_contact'),
  REMOTE_TIMEOUT_MS: v.optional(timeout, `${DEFAULT_REMOTE_TIMEOUT_MS}`),
  HEALTH_SAMPLE_RATE: v.optional(share('must be a share of page loads from 0 to 1 (0.1 is one in ten)')),
};

/**
 * Where each remote's manifest lives, from the variables or the whole config in the JSON file SITE_CONFIG_FILE, or
 * the sentence naming what is wrong. Never compiled into the bundle: served as /site-config.json.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ParseResult<SiteConfig> {
  const file = env.SITE_CONFIG_FILE;
  if (file) {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      return { ok: false, error: `SITE_CONFIG_FILE ${file} is not a readable JSON file (${(error as Error).message}).` };
    }
    const parsed = parseSiteConfig(raw);
    return parsed.ok ? parsed : { ok: false, error: `SITE_CONFIG_FILE ${file}: ${parsed.error}` };
  }
  const read = readEnv(siteConfigEntries, env);
  if (!read.ok) return read;
  const remotes = Object.fromEntries(Object.entries(ENV_KEYS).map(([name, key]) => [name, read.value[key]]));
  return parseSiteConfig({ remotes, remoteTimeoutMs: read.value.REMOTE_TIMEOUT_MS, healthSampleRate: read.value.HEALTH_SAMPLE_RATE });
}
