import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { questionOf } from '../src/lib/chat-request';
import { KnowledgeSource } from './knowledge-source';
import { answerQuestion, type Hit } from './offline-answer';
import { askGemini, UpstreamError, type GeminiOptions } from './gemini';

/**
 * The chat gateway: `POST /main/gemini` answers `{ reply, mode }`, offline from the site's own
 * knowledge or through Gemini when a key is configured; `GET /healthz` says which.
 */

export const CHAT_PATH = '/main/gemini';
export const BODY_LIMIT_BYTES = 16 * 1024;
const MAX_USER_MESSAGE_CHARS = 8000;

export interface GatewayOptions {
  /** Origins allowed to call from a browser (CORS). */
  readonly origins: readonly string[];
  /** Where the remotes publish their knowledge.json. */
  readonly knowledgeUrls: readonly string[];
  /** Gemini mode when set; offline mode otherwise. */
  readonly gemini?: Omit<GeminiOptions, 'fetchImpl'> | null;
  readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number };
  /** For tests: the fetch used for knowledge files and the upstream. */
  readonly fetchImpl?: typeof fetch;
  readonly knowledge?: { readonly maxAgeMs?: number; readonly retryMs?: number; readonly timeoutMs?: number };
  readonly logger?: FastifyServerOptions['logger'];
  /** Behind a reverse proxy the client address comes from X-Forwarded-For. */
  readonly trustProxy?: boolean;
}

type ErrorCode = 'bad_request' | 'payload_too_large' | 'method_not_allowed' | 'rate_limited' | 'forbidden_origin' | 'not_found' | 'upstream_error' | 'internal';

const errorBody = (error: ErrorCode, message: string) => ({ error, message });

function statusCode(error: unknown): number {
  const code = (error as { statusCode?: unknown })?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Request logs carry method, path and status; bodies (the visitor's words) are never logged.
  });

  const knowledge = new KnowledgeSource({
    urls: options.knowledgeUrls,
    fetchImpl,
    ...options.knowledge,
    onLoadError: (url, reason) => app.log.warn({ url, reason }, 'knowledge location unavailable'),
  });
  const allowed = new Set(options.origins);
  const mode = options.gemini ? 'gemini' : 'offline';

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['POST', 'GET', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody('rate_limited', `Too many questions; try again in ${Math.ceil(context.ttl / 1000)} s.`),
    }),
  });

  app.setErrorHandler((error, request, reply) => {
    let status = statusCode(error);
    // A body that is not JSON at all (wrong content type) is as bad a request as malformed JSON.
    if (status === 415) status = 400;
    const code = (error as { code?: string }).code;
    // Only the error code: parser messages can quote the body, and the body is the visitor's text.
    if (status >= 500) request.log.error({ code }, 'request failed');
    else request.log.info({ code, status }, 'request refused');
    const body =
      status === 400
        ? errorBody('bad_request', 'Send JSON { "userMessage": string }.')
        : status === 413
          ? errorBody('payload_too_large', `The body must be at most ${BODY_LIMIT_BYTES} bytes.`)
          : status === 429
            ? errorBody('rate_limited', (error as { message?: string }).message || 'Too many questions.')
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

  app.get('/healthz', async () => ({ status: 'ok', mode, knowledge: knowledge.status() }));

  app.post(
    CHAT_PATH,
    {
      config: {
        rateLimit: { max: options.rateLimit?.max ?? 30, timeWindow: options.rateLimit?.timeWindowMs ?? 60_000 },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | null | undefined;
      const userMessage = body && typeof body === 'object' && !Array.isArray(body) ? body.userMessage : undefined;
      if (typeof userMessage !== 'string' || !userMessage.trim() || userMessage.length > MAX_USER_MESSAGE_CHARS) {
        return reply.code(400).send(errorBody('bad_request', 'Send JSON { "userMessage": string } with a non-empty question.'));
      }
      const question = questionOf(userMessage);
      const index = await knowledge.current();
      if (!options.gemini) {
        return { reply: answerQuestion(question, index), mode: 'offline' as const };
      }
      const hits: Hit[] = question ? index.find(question) : [];
      try {
        const text = await askGemini(userMessage, hits, { ...options.gemini, fetchImpl });
        return { reply: text, mode: 'gemini' as const };
      } catch (error) {
        const reason = error instanceof UpstreamError ? error.reason : 'unknown';
        const upstreamStatus = error instanceof UpstreamError ? error.status : undefined;
        request.log.warn({ reason, upstreamStatus }, 'gemini upstream failed');
        return reply.code(502).send(errorBody('upstream_error', 'The AI service did not answer. Try again later.'));
      }
    },
  );

  // Other methods on the chat path are a 405, not a 404: the path exists.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: CHAT_PATH,
    handler: async (_request, reply) =>
      reply.code(405).header('Allow', 'POST, OPTIONS').send(errorBody('method_not_allowed', 'Use POST.')),
  });

  return app;
}
