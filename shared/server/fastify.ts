import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The Fastify options every API server here starts with (the chat gateway, the contact server): the
 * proxies believed, the body limit, and the time limits that cut off a slowly trickled body or an
 * idle connection instead of holding a socket forever. Request logs carry method, path and status;
 * bodies (what a visitor wrote) are never logged.
 */
export interface ServiceServerOptions {
  readonly bodyLimit: number;
  /** Proxy hops (a number) or proxy addresses and ranges whose X-Forwarded-For is believed. */
  readonly trustProxy?: boolean | number | readonly string[];
  readonly requestMs?: number;
  readonly connectionMs?: number;
  readonly keepAliveMs?: number;
  readonly logger?: FastifyServerOptions['logger'];
}

/** Fastify's `trustProxy` for TRUST_PROXY's reading: a hop count believes that many proxies nearest the server, never the client's own header. */
export function fastifyTrustProxy(trust: ServiceServerOptions['trustProxy'] = false): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : typeof trust === 'object' ? [...trust] : trust;
}

export function serviceServerOptions(options: ServiceServerOptions): FastifyServerOptions {
  const requestTimeout = options.requestMs ?? 15_000;
  return {
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    requestTimeout,
    // Given to Node's server as it is made too: Node only enforces the request and header limits it was
    // created with, checked on this interval (30 s by default, too coarse for the limit to mean much).
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 10_000),
      connectionsCheckingInterval: Math.min(1_000, requestTimeout / 2),
    },
    connectionTimeout: options.connectionMs ?? 20_000,
    keepAliveTimeout: options.keepAliveMs ?? 5_000,
    return503OnClosing: true,
  } as FastifyServerOptions;
}

/**
 * The status an API server answers a thrown error with (the error's own 4xx or 5xx, else 500; a body of
 * another content type, 415, is as bad a request as a malformed one, 400), logged with the error's code
 * only: a parser's message can quote the body, and the body is the visitor's text.
 */
export function refusalStatus(error: unknown, request: FastifyRequest): number {
  const raw = (error as { statusCode?: unknown } | null)?.statusCode;
  const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? (raw === 415 ? 400 : raw) : 500;
  const code = (error as { code?: string } | null)?.code;
  if (status >= 500) request.log.error({ code }, 'request failed');
  else request.log.info({ code, status }, 'request refused');
  return status;
}
