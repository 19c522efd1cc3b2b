import * as v from 'valibot';
import { CHAT_PATH_SUFFIX, httpUrl, parseWith, wholeNumberText, type ParseResult } from '../contracts';
// The port table is CommonJS, shared with plain-node scripts.
const { PORTS } = require('./ports.cjs') as { PORTS: Record<string, number> };

/**
 * The one way every server reads its environment, at start: a valibot object of its variables, each with its
 * default and the words a person reads when its value is wrong ("must be …", after the variable's name).
 * Only those variables are read: a message quotes the value it refuses, never the rest of the environment
 * (API keys live there). The site's servers start the sentence with "environment: "; a `service` (the chat
 * gateway, the contact server) reads a blank variable as unset, so a blank line of a compose file keeps the default.
 */
export function readEnv<const T extends v.ObjectEntries>(entries: T, env: NodeJS.ProcessEnv, service = false) {
  const names = Object.keys(entries).filter((name) => env[name] !== undefined && !(service && env[name] === ''));
  const read = parseWith(v.object(entries), Object.fromEntries(names.map((name) => [name, env[name]])), 'environment');
  return read.ok || !service ? read : { ok: false as const, error: read.error.replace(/^environment: /, '') };
}

/** `read`'s value through `to`, or its refusal. */
export const mapRead = <T, U>(read: ParseResult<T>, to: (value: T) => U): ParseResult<U> =>
  read.ok ? { ok: true, value: to(read.value) } : read;

/** The value, or the sentence on stderr and exit code 2 (a configuration error, not a crash). */
export function orExit<T>(result: ParseResult<T>, server: string): T {
  if (result.ok) return result.value;
  console.error(`${server} cannot start: ${result.error}`);
  process.exit(2);
}

export const whole = (min: number, max: number, message = `must be a whole number from ${min} to ${max}`) =>
  wholeNumberText(min, max, message);
export const matching = (pattern: RegExp, message: string) => v.pipe(v.string(), v.regex(pattern, message));
/** A share from 0 to 1, up to four decimals. */
export const share = (message: string) => v.pipe(matching(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, message), v.transform(Number));
/** A true/false switch, off unless set. */
const isOn = (value: 'true' | 'false' | '1' | '0') => value === 'true' || value === '1';
export const flag = v.optional(v.pipe(v.picklist(['true', 'false', '1', '0'], 'must be true or false'), v.transform(isOn)), 'false');
/** A comma-separated list of at least one `item`. */
const items = (list: string) => list.split(',').flatMap((part) => part.trim() || []);
export const commaList = <T extends v.GenericSchema<string>>(item: T, what: string) =>
  v.pipe(v.string(), v.transform(items), v.minLength(1, `must list at least one ${what}`), v.array(item));
/** An http(s) origin, with no path. */
export const origin = v.pipe(
  httpUrl('must list http(s) origins such as https://www.example.org'),
  v.check((value) => !URL.canParse(value) || new URL(value).origin === value.replace(/\/$/, ''), 'must list origins without a path'),
);

/**
 * TRUST_PROXY, whose X-Forwarded-For names the client (Fastify's `trustProxy`): "", "false", "0" -> nobody's;
 * "2" -> the two hops nearest the server; "10.0.0.0/8,127.0.0.1" -> those proxies (also loopback, linklocal, uniquelocal).
 */
const HOPS = /^(|false|\d{1,2})$/;
const PROXY = /^(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]{2,45}(?:\/\d{1,3})?)$/;
const isTrust = (value: string) => HOPS.test(value) || (items(value).length > 0 && items(value).every((proxy) => PROXY.test(proxy)));
const trusted = v.check(isTrust, 'must be a hop count or a list of proxy addresses or ranges');
const trust = v.transform((value: string) => (HOPS.test(value) ? Number(value) || false : items(value)));
export const trustProxy = (unset: 'false' | 'loopback') => v.optional(v.pipe(v.string(), v.trim(), trusted, trust), unset);

/** PORT (default: the package's well-known port) and HSTS (max-age up to two years, the longest the preload list asks for). */
export function serverEnv(env: NodeJS.ProcessEnv, defaultPort: number) {
  const hstsEntries = { HSTS_MAX_AGE: v.optional(whole(0, 63_072_000), '0'), HSTS_INCLUDE_SUBDOMAINS: flag, HSTS_PRELOAD: flag };
  const read = readEnv({ PORT: v.optional(whole(1, 65535), `${defaultPort}`), ...hstsEntries }, env);
  if (!read.ok) return read;
  const { PORT: port, ...hsts } = read.value;
  const { HSTS_MAX_AGE: maxAge, HSTS_INCLUDE_SUBDOMAINS: includeSubDomains, HSTS_PRELOAD: preload } = hsts;
  if (!preload || (includeSubDomains && maxAge >= 31_536_000))
    return { ok: true as const, value: { port, hsts: { maxAge, includeSubDomains, preload } } };
  const needs = 'HSTS_PRELOAD=true needs HSTS_INCLUDE_SUBDOMAINS=true and HSTS_MAX_AGE of at least 31536000 (one year)';
  return { ok: false as const, error: `environment: ${needs}, got ${JSON.stringify(hsts)}.` };
}

/** CHAT_ENDPOINT, where the chat widget asks (the shell's policy allows it): by default the local gateway. */
const chatEndpoint = `must be an http(s) URL ending in ${CHAT_PATH_SUFFIX}`;
const chatUrl = v.pipe(httpUrl(chatEndpoint), v.endsWith(CHAT_PATH_SUFFIX, chatEndpoint));
export const chatEndpointEntry = v.optional(chatUrl, `http://localhost:${PORTS.gateway}${CHAT_PATH_SUFFIX}`);
export const chatEndpointFromEnv = (env: NodeJS.ProcessEnv) =>
  mapRead(readEnv({ CHAT_ENDPOINT: chatEndpointEntry }, env), (e) => e.CHAT_ENDPOINT);

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** What every service (the chat gateway, the contact server) reads before its own variables. */
export const serviceEntries = (trustUnset: 'false' | 'loopback') => ({
  PORT: v.optional(whole(1, 65535, 'must be a port number from 1 to 65535')),
  SITE_ORIGINS: v.optional(commaList(origin, 'origin')),
  REDIS_URL: v.optional(matching(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  TRUST_PROXY: trustProxy(trustUnset),
  LOG_LEVEL: v.optional(v.picklist(LEVELS, `must be one of ${LEVELS.join(', ')}`), 'info'),
});
