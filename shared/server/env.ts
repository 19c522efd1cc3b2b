import * as v from 'valibot';
import { CHAT_PATH_SUFFIX, httpUrl, parseWith, wholeNumberText, type ParseResult } from '../contracts';
// The port table is CommonJS, shared with plain-node scripts.
const { PORTS } = require('./ports.cjs') as { PORTS: Record<string, number> };

/**
 * The environment every production server reads, validated at start: a bad value stops the server at
 * once with a sentence naming the variable and what it expects, instead of a crash on the first
 * request. Each function takes the environment and answers a ParseResult; `orExit` turns a failure
 * into that sentence and exit code 2.
 */

/** A true/false switch, off unless set. */
export const flag = (name: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], `${name} must be true or false`),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'false',
  );

export const wholeNumber = (name: string, min: number, max: number) =>
  wholeNumberText(min, max, `${name} must be a whole number from ${min} to ${max}`);

/** Two years: the longest max-age the HSTS preload list asks for. */
const MAX_HSTS_SECONDS = 63_072_000;

const hstsSchema = v.pipe(
  v.object({
    HSTS_MAX_AGE: v.optional(wholeNumber('HSTS_MAX_AGE', 0, MAX_HSTS_SECONDS), '0'),
    HSTS_INCLUDE_SUBDOMAINS: flag('HSTS_INCLUDE_SUBDOMAINS'),
    HSTS_PRELOAD: flag('HSTS_PRELOAD'),
  }),
  v.check(
    (env) => !env.HSTS_PRELOAD || (env.HSTS_INCLUDE_SUBDOMAINS && env.HSTS_MAX_AGE >= 31_536_000),
    'HSTS_PRELOAD=true needs HSTS_INCLUDE_SUBDOMAINS=true and HSTS_MAX_AGE of at least 31536000 (one year)',
  ),
  v.transform((env) => ({ maxAge: env.HSTS_MAX_AGE, includeSubDomains: env.HSTS_INCLUDE_SUBDOMAINS, preload: env.HSTS_PRELOAD })),
);

/** CHAT_ENDPOINT's value: where the chat widget sends questions. */
export const chatEndpointSchema = v.pipe(
  httpUrl(`CHAT_ENDPOINT must be an http(s) URL ending in ${CHAT_PATH_SUFFIX}`),
  v.endsWith(CHAT_PATH_SUFFIX, `CHAT_ENDPOINT must be an http(s) URL ending in ${CHAT_PATH_SUFFIX}`),
);

export interface ServerEnv {
  readonly port: number;
  readonly hsts: { readonly maxAge: number; readonly includeSubDomains: boolean; readonly preload: boolean };
}

/**
 * Validates the named variables only: a message quotes the value it refuses, and must never quote
 * the rest of the environment (API keys live there).
 */
export function parseEnv<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  env: NodeJS.ProcessEnv,
  names: readonly string[],
): ParseResult<v.InferOutput<TSchema>> {
  const picked = Object.fromEntries(names.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]));
  const parsed = parseWith(schema, picked, 'environment');
  // The dot path repeats the variable the message already names: keep the sentence short.
  return parsed.ok ? parsed : { ok: false, error: parsed.error.replace(/^environment: ([A-Z_]+) (?=\1 )/, 'environment: ') };
}

/** PORT (default: the package's well-known port) and the HSTS settings every server shares. */
export function serverEnv(env: NodeJS.ProcessEnv, defaultPort: number): ParseResult<ServerEnv> {
  const port = parseEnv(v.object({ PORT: v.optional(wholeNumber('PORT', 1, 65535), String(defaultPort)) }), env, ['PORT']);
  if (!port.ok) return port;
  const hsts = parseEnv(hstsSchema, env, ['HSTS_MAX_AGE', 'HSTS_INCLUDE_SUBDOMAINS', 'HSTS_PRELOAD']);
  if (!hsts.ok) return hsts;
  return { ok: true, value: { port: port.value.PORT, hsts: hsts.value } };
}

/**
 * Where the chat widget sends questions: the chat remote serves it as chat-config.json and the shell's
 * policy allows connecting there. The one default of the site: the local gateway.
 */
export function chatEndpointFromEnv(env: NodeJS.ProcessEnv): ParseResult<string> {
  const parsed = parseEnv(v.object({ CHAT_ENDPOINT: chatEndpointEntry() }), env, ['CHAT_ENDPOINT']);
  return parsed.ok ? { ok: true, value: parsed.value.CHAT_ENDPOINT } : parsed;
}

/** CHAT_ENDPOINT with the site's one default, the local gateway: for a server's own schema. */
export const chatEndpointEntry = () => v.optional(chatEndpointSchema, `http://localhost:${PORTS.gateway}${CHAT_PATH_SUFFIX}`);

/** CSP_REPORTS=true switches on the shell's violation endpoint. */
export function cspReportsFromEnv(env: NodeJS.ProcessEnv): ParseResult<boolean> {
  const parsed = parseEnv(v.object({ CSP_REPORTS: flag('CSP_REPORTS') }), env, ['CSP_REPORTS']);
  return parsed.ok ? { ok: true, value: parsed.value.CSP_REPORTS } : parsed;
}

/** The value, or the sentence on stderr and exit code 2 (a configuration error, not a crash). */
export function orExit<T>(result: ParseResult<T>, server: string): T {
  if (result.ok) return result.value;
  console.error(`${server} cannot start: ${result.error}`);
  process.exit(2);
}

/*
 * The parts the Fastify services (the chat gateway, the contact server) read alike, written once: a
 * whole-number setting, a comma-separated list, the site origins allowed to call, Redis, the proxy
 * hops trusted for the client's address, the log level, and the read itself (unset and empty are the
 * same, so a blank variable in a compose file means "use the default").
 */

/** An optional whole number from `min` to `max`, its message naming `what` it is. */
export const optionalWhole = (min: number, max: number, what: string) => v.optional(wholeNumberText(min, max, `must be ${what}`));

/** An optional comma-separated list of at least one `item`. */
export const commaList = <T extends v.GenericSchema<string>>(item: T, what: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.minLength(1, `must list at least one ${what}`),
      v.array(item),
    ),
  );

const sameOrigin = (value: string) => {
  try {
    return new URL(value).origin === value.replace(/\/$/, '');
  } catch {
    return true; // not a URL at all: the check before this one says so
  }
};
/** An http(s) origin, with no path. */
export const originSchema = v.pipe(
  httpUrl('must list http(s) origins such as https://www.example.org'),
  v.check(sameOrigin, 'must list origins without a path'),
);

/** A proxy address or range as proxy-addr reads it: an IP, an IP/prefix, or loopback/linklocal/uniquelocal. */
const proxyAddress = v.pipe(
  v.string(),
  v.regex(
    /^(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]{2,45}(?:\/\d{1,3})?)$/,
    'must be a hop count or a list of proxy addresses or ranges',
  ),
);

/** The entries every service's schema starts from. */
export const serviceEntries = {
  PORT: optionalWhole(1, 65535, 'a port number from 1 to 65535'),
  SITE_ORIGINS: commaList(originSchema, 'origin'),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'))),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.trim())),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be one of fatal, error, warn, info, debug, trace, silent',
    ),
  ),
};

/** Who may say who the client is: false (nobody), a hop count, or proxy addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY: unset -> `fallback`; "" / "false" / "0" -> false; "2" -> two hops; "10.0.0.0/8,127.0.0.1" -> those proxies. */
export function trustProxyOf(value: string | undefined, fallback: TrustProxy = false): ParseResult<TrustProxy> {
  if (value === undefined) return { ok: true, value: fallback };
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (/^\d{1,2}$/.test(value)) return { ok: true, value: Number(value) };
  const parsed = parseWith(commaList(proxyAddress, 'proxy'), value, 'TRUST_PROXY');
  return parsed.ok ? { ok: true, value: parsed.value ?? false } : parsed;
}

/**
 * A service's whole schema over the environment: unset and empty variables are the same, and a
 * failure is one sentence starting with the variable's name.
 */
export function parseServiceEnv<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  env: NodeJS.ProcessEnv,
): ParseResult<v.InferOutput<TSchema>> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = parseWith(schema, present, 'environment');
  return parsed.ok ? parsed : { ok: false, error: parsed.error.replace(/^environment: /, '') };
}
