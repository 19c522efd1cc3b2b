import { Counter, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';

/**
 * The shell server's health per remote and version (issue 26, point 4; decision 036), as Prometheus
 * metrics on its own registry (two servers in one test process never share counts). Every page
 * answer is counted once per remote of its version set, so a canary's remote and the stable one are
 * two label sets side by side. A remote the map does not version is labelled "unversioned".
 */
export interface PageCount {
  /** remote name to version: the request's version set (version-choice.ts). */
  readonly versions: Readonly<Record<string, string>>;
  /** stable, canary or preview. */
  readonly kind: string;
  /** hot: answered from the hot cache; render: made (or taken from the renderer's page cache). */
  readonly source: 'hot' | 'render';
  /** Seconds spent making it; none for a hot answer. */
  readonly seconds?: number;
}

export const REMOTES = ['mf_content', 'mf_chat', 'mf_maze', 'mf_contact'] as const;

export function createShellMetrics() {
  const registry = new Registry();
  const labelNames = ['remote', 'version', 'kind'] as const;
  const views = new Counter({
    name: 'shell_page_views_total',
    help: 'Page answers per remote and version, by source (hot cache or render)',
    labelNames: [...labelNames, 'source'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'shell_render_duration_seconds',
    help: 'Time to make a page not in the hot cache, per remote and version',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    page({ versions, kind, source, seconds }: PageCount): void {
      for (const remote of REMOTES) {
        const labels = { remote, version: versions[remote] ?? 'unversioned', kind };
        views.inc({ ...labels, source });
        if (seconds !== undefined) durations.observe(labels, seconds);
      }
    },
  };
}

export type ShellMetrics = ReturnType<typeof createShellMetrics>;

/** Whether the Authorization header carries exactly this bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics: only when METRICS_TOKEN is set (otherwise the route does not exist: 404), and only
 * with `Authorization: Bearer <token>` (otherwise 401). Never cached.
 */
export function metricsRoute(app: FastifyInstance, metrics: ShellMetrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('A bearer token is needed.\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
