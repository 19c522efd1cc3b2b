import type { FastifyPluginAsync } from 'fastify';
import { HEALTH_BODY_MAX, HEALTH_PATH, parseHealthBeacon } from 'shared/contracts';
import { clientKey, type Counter } from 'shared/server/limits';
import type { ShellMetrics } from './metrics';

/**
 * `POST /__health`: the browsers' health beacons (shared/contracts/health.ts), counted into the
 * metrics. Anyone can post here, so: the client's count is checked before the body is read (429
 * above `perMinute`), a body is at most HEALTH_BODY_MAX bytes (413, refused on its Content-Length
 * without reading it), JSON as sendBeacon sends it (text/plain, or application/json; anything else
 * 415), valid by the contract (400 otherwise), then 204. A counter that fails (Redis down) lets the
 * beacon in: health reports are worth less than the page's own requests, never worth an error.
 */

/** Beacons one client may post a minute: a visitor sends one per page it leaves. */
export const HEALTH_BEACONS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

export interface HealthRouteOptions {
  readonly metrics: ShellMetrics;
  /** Counts beacons per client (in memory, or in Redis shared by every shell server). */
  readonly counter: Counter;
  readonly perMinute?: number;
}

type Refusal = 'too-large' | 'bad-type' | 'bad-body';
const refusalOf = (status: number): Refusal => (status === 413 ? 'too-large' : status === 415 ? 'bad-type' : 'bad-body');

export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (
  scope,
  { metrics, counter, perMinute = HEALTH_BEACONS_PER_MINUTE },
) => {
  // This scope's own parsers: sendBeacon sends a string as text/plain, a Blob with its own type.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    ['text/plain', 'application/json'],
    { parseAs: 'string', bodyLimit: HEALTH_BODY_MAX },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('Bad Request'), { statusCode: 400 }), undefined);
      }
    },
  );
  scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    metrics.beacon(refusalOf(status));
    return reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(`${status}\n`);
  });
  scope.post(
    HEALTH_PATH,
    {
      bodyLimit: HEALTH_BODY_MAX,
      // Before the body is read: a flood costs a count, not a parse.
      onRequest: async (request, reply) => {
        const count = await counter.increment(`health:${clientKey(request.ip)}`, MINUTE_MS).catch(() => 0);
        if (count <= perMinute) return;
        metrics.beacon('limited');
        return reply
          .code(429)
          .header('retry-after', '60')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Too Many Requests\n');
      },
    },
    async (request, reply) => {
      const beacon = parseHealthBeacon(request.body);
      if (!beacon.ok) {
        metrics.beacon('bad-body');
        return reply.code(400).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(`${beacon.error}\n`);
      }
      metrics.health(beacon.value);
      metrics.beacon('accepted');
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
};
