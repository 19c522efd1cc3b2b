/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { startRedis, type TestRedis } from 'shared/test-redis';
import { buildContactServer } from './contact-server';
import { Store } from './store';
import { TimeTokens } from './time-token';
import { withDatabase } from './fixtures/test-bed';

/**
 * With Redis, every contact server shares the per-client limit and the global cap: against a real
 * redis-server (Debian's package) started here on a free port without persistence, and stopped after.
 */
jest.setTimeout(60_000);

let redisServer: TestRedis;
let redisA: Redis;
let redisB: Redis;
const bed = withDatabase();
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  redisServer = await startRedis();
  redisA = new Redis({ port: redisServer.port, host: redisServer.host });
  redisB = new Redis({ port: redisServer.port, host: redisServer.host });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  redisA?.disconnect();
  redisB?.disconnect();
  redisServer?.stop();
});

beforeEach(() => redisA.flushall());

// One minute for the whole test: the global cap counts per clock minute.
const now = () => Date.parse('2026-11-23T10:00:30Z');

async function twoServers(limits: { perClientPerMinute?: number; globalPerMinute?: number }) {
  const store = new Store(bed.db);
  // Every contact server holds the same FORM_TOKEN_SECRET, which also keys the per-client hash.
  const secret = 'the-same-form-token-secret-on-every-server';
  const a = await buildContactServer({ store, origins: [], limits, redis: redisA, now, tokens: new TimeTokens(secret, now) });
  const b = await buildContactServer({ store, origins: [], limits, redis: redisB, now, tokens: new TimeTokens(secret, now) });
  apps.push(a, b);
  return [a, b] as const;
}

// Each post a question of its own: the same one again within a day is not stored twice (repeats.test.ts).
let sent = 0;
const send = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/forms/contact',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `name=Asha&email=asha%40example.com&message=Hello+${(sent += 1)}`,
  });

it('shares the per-client limit between servers', async () => {
  const [a, b] = await twoServers({ perClientPerMinute: 2 });
  expect((await send(a, '192.0.2.1')).statusCode).toBe(200);
  expect((await send(b, '192.0.2.1')).statusCode).toBe(200);
  expect((await send(a, '192.0.2.1')).statusCode).toBe(429);
  expect((await send(b, '192.0.2.1')).statusCode).toBe(429);
  expect((await send(b, '192.0.2.2')).statusCode).toBe(200);
});

it('shares the global cap between servers', async () => {
  // Posts without a time token may fill half the cap (decision record 030): 3 of 6.
  const [a, b] = await twoServers({ perClientPerMinute: 100, globalPerMinute: 6 });
  const statuses = [];
  for (let i = 0; i < 8; i += 1) statuses.push((await send(i % 2 ? a : b, `198.51.100.${i}`)).statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(await new Store(bed.db).count()).toBe(3);
});
