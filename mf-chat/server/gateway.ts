import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { parseRequestLocale, type ChatAnswer } from 'shared/contracts';
import { answerLocale, answerWords } from './answer-language';
import { KnowledgeSource } from './knowledge-source';
import { answerQuestion, type OfflineAnswer } from './offline-answer';
import { askGemini, type GeminiOptions } from './gemini';
import { clientKey, counterFor } from 'shared/server/limits';
import { refusalStatus, serviceServerOptions } from 'shared/server/fastify';
import { GeminiBudget } from './limits';
import { questionFrom } from './question';
import { checkReply } from './reply-check';
import { systemInstruction } from './system-instruction';
const { securityHeaders, securityHeadersPlugin } = require('shared/security') as {
  securityHeaders: () => Record<string, string>;
  securityHeadersPlugin: import('fastify').FastifyPluginAsync<{ headers: Record<string, string>; api: boolean }>;
};

/**
 * The chat gateway: `POST /main/gemini` takes `{ userMessage }` and answers `{ reply, sources, mode }`,
 * offline from the site's own facts or through Gemini grounded on them when a key is configured.
 * `GET /healthz` says only whether it is ready.
 */
export const CHAT_PATH = '/main/gemini';
export const BODY_LIMIT_BYTES = 16 * 1024;
/** A model reply longer than this is not the 2 to 4 lines asked for. */
const MAX_MODEL_REPLY_CHARS = 1200;
/** Only the upstream's own 429 without a delay: how long to leave it alone. */
const DEFAULT_PAUSE_MS = 60_000;

export interface GatewayLimits {
  readonly perClientPerMinute?: number;
  readonly geminiPerMinute?: number;
  readonly geminiPerDay?: number;
}

export interface GatewayOptions {
  /** Origins allowed to call from a browser (CORS), and the only hosts a model reply may link to. */
  readonly origins: readonly string[];
  /** Where the remotes publish their knowledge.json. */
  readonly knowledgeUrls: readonly string[];
  /** Gemini mode when set; offline mode otherwise. */
  readonly gemini?: Omit<GeminiOptions, 'fetchImpl'> | null;
  readonly limits?: GatewayLimits;
  /** Shares the limits between instances; memory when absent. */
  readonly redis?: Redis | null;
  /** Proxy hops (a number) or proxy addresses and ranges whose X-Forwarded-For is believed. */
  readonly trustProxy?: boolean | number | readonly string[];
  readonly timeouts?: { readonly requestMs?: number; readonly connectionMs?: number; readonly keepAliveMs?: number };
  /** For tests: the fetch used for knowledge files and the upstream. */
  readonly fetchImpl?: typeof fetch;
  readonly knowledge?: { readonly maxAgeMs?: number; readonly retryMs?: number; readonly timeoutMs?: number };
  readonly logger?: FastifyServerOptions['logger'];
}

type ErrorCode =
  'bad_request' | 'payload_too_large' | 'method_not_allowed' | 'rate_limited' | 'forbidden_origin' | 'not_found' | 'timeout' | 'internal';

const errorBody = (error: ErrorCode, message: string) => ({ error, message });

/**
 * A JSON API's security headers (decision 043, the site's headers plugin): the site's headers on every
 * answer, errors and preflights included, with a policy under which an answer loads and runs nothing and
 * no page may frame it, and never stored (each answer is one visitor's question).
 */
export const API_HEADERS = Object.freeze({
  ...securityHeaders(),
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
});

const offlineBody = (answer: OfflineAnswer): ChatAnswer => ({ reply: answer.reply, sources: answer.sources, mode: 'offline' });

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const app = Fastify(
    serviceServerOptions({
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: options.trustProxy,
      requestMs: options.timeouts?.requestMs,
      connectionMs: options.timeouts?.connectionMs,
      keepAliveMs: options.timeouts?.keepAliveMs,
      logger: options.logger,
    }),
  );

  const knowledge = new KnowledgeSource({
    urls: options.knowledgeUrls,
    fetchImpl,
    ...options.knowledge,
    onLoadError: (url, reason) => app.log.warn({ url, reason }, 'knowledge location unavailable'),
  });
  const allowed = new Set(options.origins);
  const limits = options.limits ?? {};
  const budget = new GeminiBudget(counterFor(options.redis, 'chat-gateway:'), {
    perMinute: limits.geminiPerMinute ?? 60,
    perDay: limits.geminiPerDay ?? 2000,
  });

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['POST', 'GET', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    ...(options.redis ? { redis: options.redis, nameSpace: 'chat-gateway-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody('rate_limited', `Too many questions; try again in ${Math.ceil(context.ttl / 1000)} s.`),
    }),
  });

  await app.register(securityHeadersPlugin, { headers: API_HEADERS, api: true });

  app.setErrorHandler((error, request, reply) => {
    const status = refusalStatus(error, request);
    const body =
      status === 400
        ? errorBody('bad_request', 'Send JSON { "userMessage": string }.')
        : status === 413
          ? errorBody('payload_too_large', `The body must be at most ${BODY_LIMIT_BYTES} bytes.`)
          : status === 429
            ? errorBody('rate_limited', (error as { message?: string }).message || 'Too many questions.')
            : status === 408
              ? errorBody('timeout', 'The request took too long.')
              : errorBody('internal', 'Something went wrong.');
    void reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(errorBody('not_found', 'Nothing here. The chat endpoint is POST /main/gemini.'));
  });

  // A browser page from another origin must not use the gateway; non-browser clients send no Origin.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin) && request.method !== 'OPTIONS') {
      return reply.code(403).send(errorBody('forbidden_origin', 'This origin may not call the chat gateway.'));
    }
    return undefined;
  });

  app.get('/healthz', async (_request, reply) => {
    const ready = (await knowledge.current()).size > 0;
    return reply.code(ready ? 200 : 503).send({ ready });
  });

  app.post(CHAT_PATH, { config: { rateLimit: { max: limits.perClientPerMinute ?? 30, timeWindow: 60_000 } } }, async (request, reply) => {
    const read = questionFrom(request.body);
    if (!read.ok) return reply.code(400).send(errorBody('bad_request', read.message));
    const requested = parseRequestLocale((request.body as { locale?: unknown }).locale);
    if (!requested.ok) return reply.code(400).send(errorBody('bad_request', 'The locale must be one of en, hi, gu.'));
    // The question's script first (Gujarati or Devanagari), then the page's language, then English.
    const locale = answerLocale(read.question, requested.locale);
    const offline = answerQuestion(read.question, await knowledge.current(), await answerWords(locale));
    // Only a question the site's facts answer goes to the paid model, grounded on those facts. Greetings,
    // refusals and "not sure" stay offline: one site word in a request for a poem buys no poem.
    if (!options.gemini || (offline.kind !== 'fact' && offline.kind !== 'search')) return offlineBody(offline);
    const allowance = await budget.take();
    if (allowance !== 'ok') {
      request.log.warn({ allowance }, 'gemini budget: answering offline');
      return offlineBody(offline);
    }
    const instruction = systemInstruction(offline.grounding, locale);
    const result = await askGemini({ systemInstruction: instruction, question: read.question }, { ...options.gemini, fetchImpl });
    if (!result.ok) {
      if (result.reason === 'rate-limited') budget.pause(result.retryAfterMs ?? DEFAULT_PAUSE_MS);
      request.log.warn({ reason: result.reason, upstreamStatus: result.status }, 'gemini upstream failed: answering offline');
      return offlineBody(offline);
    }
    const problem = result.text.length > MAX_MODEL_REPLY_CHARS ? 'length' : checkReply(result.text, instruction, options.origins);
    if (problem) {
      request.log.warn({ problem }, 'gemini reply refused: answering offline');
      return offlineBody(offline);
    }
    const sources = [...new Map(offline.grounding.map((g) => [g.path, { title: g.title, path: g.path }])).values()].slice(0, 3);
    return { reply: result.text, sources: sources.length ? sources : offline.sources, mode: 'gemini' } satisfies ChatAnswer;
  });

  // Other methods on the chat path are a 405, not a 404: the path exists.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: CHAT_PATH,
    handler: async (_request, reply) => reply.code(405).header('Allow', 'POST, OPTIONS').send(errorBody('method_not_allowed', 'Use POST.')),
  });

  return app;
}
