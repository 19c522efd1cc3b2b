import * as v from 'valibot';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_REMOTE_TIMEOUT_MS, REMOTE_NAMES, httpUrl, parseSiteConfig, remoteTimeoutSchema } from 'shared/contracts';
import type { ParseResult, RemoteName, SiteConfig } from 'shared/contracts';
import { chatEndpointEntry, flag, matching, readEnv, serverEntries, serverOf, serviceEntries, share, whole } from 'shared/server/env';
import { PORTS } from 'shared/ports';
import { DEFAULT_ROLLBACK_RULE } from 'shared/server/releases/health';

const trimmed = v.transform((url: string) => url.replace(/\/+$/, ''));
const SITE = "must be the site's public http(s) address, like https://www.robominds.in, with no user, query or #fragment";
/** SITE_URL as URL writes it (host in lower case, no default port), quoted without user and password when refused. */
const siteUrl = v.pipe(
  httpUrl(SITE),
  v.transform((value) => new URL(value)),
  v.transform((url) => (url.username || url.password ? `${url.protocol}//…@${url.host}${url.pathname}` : url.href)),
  v.check((href) => !/[?#…]/.test(href), SITE),
  trimmed,
);
const contactUrl = v.pipe(httpUrl('must be the contact server’s http(s) origin'), trimmed);
const text = (message: string, min = 1) => v.optional(v.pipe(v.string(), v.minLength(min, message)));
const views = whole(1, 1e7, 'must be a whole number of views from 1 to 10000000');
const ms = (min: number, max: number) => whole(min, max, `must be a whole number of milliseconds from ${min} to ${max}`);
const { REDIS_URL, TRUST_PROXY } = serviceEntries('false');

/** The shell server's variables; the README says what each does. */
const shellEntries = {
  ...serverEntries(PORTS.shell),
  SITE_URL: v.optional(siteUrl, `http://localhost:${PORTS.shell}`),
  SSR_REMOTE_TIMEOUT_MS: v.optional(ms(50, 5000), '400'),
  SSR_CACHE_ENTRIES: v.optional(whole(0, 100_000), '500'),
  CONTACT_ENDPOINT: v.optional(contactUrl, `http://localhost:${PORTS.contact}`),
  CHAT_ENDPOINT: chatEndpointEntry,
  CSP_REPORTS: flag,
  RELEASE_STORE: text('must be a folder'),
  DEPLOY_ENV: v.optional(matching(/^[a-z0-9-]{1,40}$/, 'must be a lower-case name like production'), 'production'),
  DEPLOY_STATE_FILE: text('must be a file path'),
  PREVIEW_SECRET: text('must be at least 32 characters (a random secret)', 32),
  HEALTH_ROLLBACK_MARGIN: v.optional(share('must be a share from 0 to 1 (0.05 is five points)'), `${DEFAULT_ROLLBACK_RULE.margin}`),
  HEALTH_ROLLBACK_MIN_VIEWS: v.optional(views, `${DEFAULT_ROLLBACK_RULE.minViews}`),
  HEALTH_SNAPSHOT_MS: v.optional(ms(200, 60_000), '5000'),
  REDIS_URL,
  METRICS_TOKEN: v.optional(matching(/^[\x21-\x7e]{24,200}$/, 'must be 24 to 200 printable characters without spaces (a random secret)')),
  TRUST_PROXY,
};

/** The shell's variables under their names, its port and HSTS header and its version map's file, or what is wrong. */
export const shellEnvFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  readEnv(shellEntries, env, false, (e, refuse) => {
    // The version map: DEPLOY_STATE_FILE, or the environment's file in the release store (by default beside the shell).
    const store = e.RELEASE_STORE ?? path.resolve(__dirname, '..', '..', '.releases');
    const deployFile = path.resolve(e.DEPLOY_STATE_FILE ?? path.join(store, 'environments', `${e.DEPLOY_ENV}.json`));
    return { ...e, ...serverOf(e, refuse), deployFile };
  });
export type ShellEnv = Extract<ReturnType<typeof shellEnvFromEnv>, { ok: true }>['value'];

/** The variable naming each remote's manifest: MF_MAZE_URL for mf_maze (by default the remote on this machine). */
type UrlKey = `${Uppercase<RemoteName>}_URL`;
const byRemote = <T>(value: (name: RemoteName) => T) =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, value(name)])) as Record<RemoteName, T>;
export const ENV_KEYS = byRemote((name) => `${name.toUpperCase()}_URL` as UrlKey);
const manifest = v.optional(httpUrl("must be an http(s) URL of the remote's mf-manifest.json"));
const manifests = Object.fromEntries(Object.values(ENV_KEYS).map((key) => [key, manifest])) as Record<UrlKey, typeof manifest>;
const timeout = v.pipe(matching(/^\d{1,9}$/, 'must be a whole number of milliseconds'), v.transform(Number), remoteTimeoutSchema);
const siteConfigEntries = {
  ...manifests,
  REMOTE_TIMEOUT_MS: v.optional(timeout, `${DEFAULT_REMOTE_TIMEOUT_MS}`),
  HEALTH_SAMPLE_RATE: v.optional(share('must be a share of page loads from 0 to 1 (0.1 is one in ten)')),
};

/**
 * Where each remote's manifest lives, from the variables (checked as site-config.json is) or the JSON file SITE_CONFIG_FILE,
 * or the sentence naming what is wrong. Never compiled into the bundle: served as /site-config.json.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ParseResult<SiteConfig> {
  const file = env.SITE_CONFIG_FILE;
  if (!file) {
    return readEnv(siteConfigEntries, env, false, (e) => ({
      remotes: byRemote((name) => e[ENV_KEYS[name]] ?? `http://localhost:${PORTS[name]}/mf-manifest.json`),
      remoteTimeoutMs: e.REMOTE_TIMEOUT_MS,
      healthSampleRate: e.HEALTH_SAMPLE_RATE,
    }));
  }
  try {
    const parsed = parseSiteConfig(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.ok ? parsed : { ok: false, error: `SITE_CONFIG_FILE ${file}: ${parsed.error}` };
  } catch (error) {
    return { ok: false, error: `SITE_CONFIG_FILE ${file} is not a readable JSON file (${(error as Error).message}).` };
  }
}
