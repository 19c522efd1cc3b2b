import * as v from 'valibot';
import { httpUrl } from 'shared/contracts';
import { PORTS, commaList, matching, port, readEnv, serviceEntries, whole } from 'shared/server/env';
import { DEFAULT_GEMINI_MODEL } from './gemini';

const knowledge = [PORTS.mf_content, PORTS.mf_contact].map((at) => `http://localhost:${at}/knowledge.json`).join();
/** The gateway's variables after the ones every service reads (shared/server/env); the README says what each does. */
const gatewayEntries = {
  ...serviceEntries('false', PORTS.shell, PORTS.mf_chat),
  GATEWAY_PORT: port,
  GATEWAY_HOST: v.optional(v.string(), '0.0.0.0'),
  KNOWLEDGE_URLS: v.optional(commaList(httpUrl('must list http(s) URLs of knowledge.json files'), 'URL'), knowledge),
  GEMINI_API_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{10,200}$/, 'must be an API key (letters, digits, - and _)'))),
  GEMINI_MODEL: v.optional(matching(/^[a-z0-9][a-z0-9.-]{2,80}$/, 'must be a model name such as gemini-2.5-flash'), DEFAULT_GEMINI_MODEL),
  GEMINI_BASE_URL: v.optional(httpUrl(), 'https://generativelanguage.googleapis.com'),
  GEMINI_TIMEOUT_MS: v.optional(whole(500, 60_000, 'must be milliseconds from 500 to 60000'), '10000'),
  CHAT_RATE_LIMIT: v.optional(whole(1, 1_000_000_000, 'must be questions a minute per client (a whole number)'), '30'),
  CHAT_GEMINI_PER_MINUTE: v.optional(whole(0, 1_000_000, 'must be paid calls a minute (a whole number)'), '60'),
  CHAT_GEMINI_PER_DAY: v.optional(whole(0, 100_000_000, 'must be paid calls a day (a whole number)'), '2000'),
};

/** The gateway's variables under their names, with its port (GATEWAY_PORT, else PORT) and Gemini's settings when a key is set. */
export const gatewayConfigFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  readEnv(gatewayEntries, env, true, (e) => ({
    ...e,
    port: e.GATEWAY_PORT ?? e.PORT ?? PORTS.gateway,
    gemini: e.GEMINI_API_KEY
      ? { apiKey: e.GEMINI_API_KEY, baseUrl: e.GEMINI_BASE_URL, model: e.GEMINI_MODEL, timeoutMs: e.GEMINI_TIMEOUT_MS }
      : null,
  }));
