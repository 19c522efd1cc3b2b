import * as v from 'valibot';
import { CHAT_PATH_SUFFIX, httpUrl, parseWith, wholeNumberText, type ParseResult, type RemoteName } from '../contracts';

/** The well-known ports, typed once for every server (a CommonJS table, shared with plain-node scripts). */
export const { PORTS } = require('./ports.cjs') as { PORTS: Record<'shell' | RemoteName | 'gateway' | 'contact', number> };
type EnvOf<T extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<T, undefined>>;
type Refuse = (message: string, got: unknown) => never;
type Env = NodeJS.ProcessEnv;

/**
 * The one way every server reads its environment, at start: a valibot object of its variables, each with its default and
 * the words a person reads when its value is wrong ("must be …", after its name). The server uses them under their own
 * names; `to` adds only what is derived (a path resolved, a default that depends on another variable) or refuses a
 * combination. Only those variables are read, so a message never quotes the rest of the environment (API keys live there).
 * A `service` reads a blank variable as unset (a blank line of a compose file keeps the default), and says no "environment: ".
 */
export function readEnv<const T extends v.ObjectEntries, U>(entries: T, env: Env, service: boolean, to: (e: EnvOf<T>, no: Refuse) => U) {
  const names = Object.keys(entries).filter((name) => env[name] !== undefined && !(service && env[name] === ''));
  const shape = v.rawTransform<EnvOf<T>, U>((c) => to(c.dataset.value, (message, input) => (c.addIssue({ message, input }), c.NEVER)));
  const read = parseWith(v.pipe(v.object(entries), shape), Object.fromEntries(names.map((name) => [name, env[name]])), 'environment');
  return read.ok || !service ? read : { ok: false as const, error: read.error.replace(/^environment: /, '') };
}

/** The value, or the sentence on stderr and exit code 2 (a configuration error, not a crash). */
export function orExit<T>(result: ParseResult<T>, server: string): T {
  if (result.ok) return result.value;
  console.error(`${server} cannot start: ${result.error}`);
  process.exit(2);
}

export const whole = (min: number, max: number, message = `must be a whole number from ${min} to ${max}`) =>
  wholeNumberText(min, max, message);
export const matching = (pattern: RegExp, message: string) => v.pipe(v.string(), v.regex(pattern, message));
export const share = (message: string) => v.pipe(matching(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, message), v.transform(Number));
const isOn = (value: 'true' | 'false' | '1' | '0') => value === 'true' || value === '1';
export const flag = v.optional(v.pipe(v.picklist(['true', 'false', '1', '0'], 'must be true or false'), v.transform(isOn)), 'false');
const items = (list: string) => list.split(',').flatMap((part) => part.trim() || []);
export const commaList = <T extends v.GenericSchema<string>>(item: T, what: string) =>
  v.pipe(v.string(), v.transform(items), v.minLength(1, `must list at least one ${what}`), v.array(item));
export const port = v.optional(whole(1, 65535, 'must be a port number from 1 to 65535'));

/** PORT (default: the package's well-known port) and HSTS (max-age up to two years, the longest the preload list asks for). */
const hsts = { HSTS_MAX_AGE: v.optional(whole(0, 63_072_000), '0'), HSTS_INCLUDE_SUBDOMAINS: flag, HSTS_PRELOAD: flag };
export const serverEntries = (defaultPort: number) => ({ PORT: v.optional(whole(1, 65535), `${defaultPort}`), ...hsts });
const PRELOAD = 'HSTS_PRELOAD=true needs HSTS_INCLUDE_SUBDOMAINS=true and HSTS_MAX_AGE of at least 31536000 (one year)';
/** The port and the HSTS header, or the refusal of a preload the list would not take. */
export function serverOf(e: EnvOf<ReturnType<typeof serverEntries>>, refuse: Refuse) {
  const { HSTS_MAX_AGE: maxAge, HSTS_INCLUDE_SUBDOMAINS: includeSubDomains, HSTS_PRELOAD: preload } = e;
  if (!preload || (includeSubDomains && maxAge >= 31_536_000)) return { port: e.PORT, hsts: { maxAge, includeSubDomains, preload } };
  return refuse(PRELOAD, { HSTS_MAX_AGE: maxAge, HSTS_INCLUDE_SUBDOMAINS: includeSubDomains, HSTS_PRELOAD: preload });
}
export const serverEnv = (env: Env, defaultPort: number) => readEnv(serverEntries(defaultPort), env, false, serverOf);

/** CHAT_ENDPOINT, where the chat widget asks (the shell's policy allows it): by default the local gateway. */
const chatEndpoint = `must be an http(s) URL ending in ${CHAT_PATH_SUFFIX}`;
const chatUrl = v.pipe(httpUrl(chatEndpoint), v.endsWith(CHAT_PATH_SUFFIX, chatEndpoint));
export const chatEndpointEntry = v.optional(chatUrl, `http://localhost:${PORTS.gateway}${CHAT_PATH_SUFFIX}`);
export const chatEndpointFromEnv = (env: Env) => readEnv({ CHAT_ENDPOINT: chatEndpointEntry }, env, false, (e) => e.CHAT_ENDPOINT);

/** TRUST_PROXY (Fastify's `trustProxy`): "", "false", "0" -> false; "2" -> 2 hops; a list of proxies -> that list. */
const HOPS = /^(|false|\d{1,2})$/;
const PROXY = /^(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]{2,45}(?:\/\d{1,3})?)$/;
const isTrust = (value: string) => HOPS.test(value) || (items(value).length > 0 && items(value).every((proxy) => PROXY.test(proxy)));
const trusted = v.check(isTrust, 'must be a hop count or a list of proxy addresses or ranges');
const trust = v.transform((value: string) => (HOPS.test(value) ? Number(value) || false : items(value)));
export const origin = v.pipe(
  httpUrl('must list http(s) origins such as https://www.example.org'),
  v.check((value) => !URL.canParse(value) || new URL(value).origin === value.replace(/\/$/, ''), 'must list origins without a path'),
);
const local = (at: number) => [`http://localhost:${at}`, `http://127.0.0.1:${at}`];
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** What every service reads before its own: SITE_ORIGINS by default the pages these ports serve on this machine. */
export const serviceEntries = (trustUnset: 'false' | 'loopback', ...sitePorts: number[]) => ({
  PORT: port,
  SITE_ORIGINS: v.optional(commaList(origin, 'origin'), sitePorts.flatMap(local).join()),
  REDIS_URL: v.optional(matching(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.trim(), trusted, trust), trustUnset),
  LOG_LEVEL: v.optional(v.picklist(LEVELS, `must be one of ${LEVELS.join(', ')}`), 'info'),
});
