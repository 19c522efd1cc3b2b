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
