import * as v from 'valibot';
import { httpUrl, type ParseResult } from 'shared/contracts';
import { commaList, optionalWhole as whole, parseServiceEnv, serviceEntries, trustProxyOf as readTrustProxy } from 'shared/server/env';
import { DEFAULT_GEMINI_MODEL } from './gemini';
import type { GatewayOptions } from './gateway';
const { PORTS } = require('shared/ports') as { PORTS: Record<'shell' | 'mf_content' | 'mf_chat' | 'mf_contact' | 'gateway', number> };

/**
 * The gateway's environment, validated at start: a bad value stops it at once with the variable's
 * name and what is expected, instead of starting and failing on the first question.
 */
const envSchema = v.object({
  ...serviceEntries,
  GATEWAY_PORT: whole(1, 65535, 'a port number from 1 to 65535'),
  GATEWAY_HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  KNOWLEDGE_URLS: commaList(httpUrl('must list http(s) URLs of knowledge.json files'), 'URL'),
  GEMINI_API_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{10,200}$/, 'must be an API key (letters, digits, - and _)'))),
  GEMINI_MODEL: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{2,80}$/, 'must be a model name such as gemini-2.5-flash'))),
  GEMINI_BASE_URL: v.optional(httpUrl()),
  GEMINI_TIMEOUT_MS: whole(500, 60_000, 'milliseconds from 500 to 60000'),
  CHAT_RATE_LIMIT: whole(1, 1_000_000_000, 'questions a minute per client (a whole number)'),
  CHAT_GEMINI_PER_MINUTE: whole(0, 1_000_000, 'paid calls a minute (a whole number)'),
  CHAT_GEMINI_PER_DAY: whole(0, 100_000_000, 'paid calls a day (a whole number)'),
});

export type GatewayConfig = Omit<GatewayOptions, 'redis'> & {
  readonly port: number;
  readonly host: string;
  readonly redisUrl: string | null;
};

/** "" / "false" -> false; "2" -> two hops; "10.0.0.0/8,127.0.0.1" -> those proxies (shared/server/env). */
export function trustProxyOf(value: string | undefined): ParseResult<GatewayOptions['trustProxy']> {
  return readTrustProxy(value || undefined, false);
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ParseResult<GatewayConfig> {
  const parsed = parseServiceEnv(envSchema, env);
  if (!parsed.ok) return parsed;
  const e = parsed.value;
  const trust = trustProxyOf(e.TRUST_PROXY);
  if (!trust.ok) return trust;
  return {
    ok: true,
    value: {
      port: e.GATEWAY_PORT ?? e.PORT ?? PORTS.gateway,
      host: e.GATEWAY_HOST ?? '0.0.0.0',
      origins: e.SITE_ORIGINS ?? [
        `http://localhost:${PORTS.shell}`,
        `http://127.0.0.1:${PORTS.shell}`,
        `http://localhost:${PORTS.mf_chat}`,
        `http://127.0.0.1:${PORTS.mf_chat}`,
      ],
      knowledgeUrls: e.KNOWLEDGE_URLS ?? [
        `http://localhost:${PORTS.mf_content}/knowledge.json`,
        `http://localhost:${PORTS.mf_contact}/knowledge.json`,
      ],
      gemini: e.GEMINI_API_KEY
        ? {
            apiKey: e.GEMINI_API_KEY,
            baseUrl: e.GEMINI_BASE_URL ?? 'https://generativelanguage.googleapis.com',
            model: e.GEMINI_MODEL ?? DEFAULT_GEMINI_MODEL,
            timeoutMs: e.GEMINI_TIMEOUT_MS ?? 10_000,
          }
        : null,
      limits: {
        perClientPerMinute: e.CHAT_RATE_LIMIT ?? 30,
        geminiPerMinute: e.CHAT_GEMINI_PER_MINUTE ?? 60,
        geminiPerDay: e.CHAT_GEMINI_PER_DAY ?? 2000,
      },
      trustProxy: trust.value,
      redisUrl: e.REDIS_URL ?? null,
      logger: { level: e.LOG_LEVEL ?? 'info' },
    },
  };
}
