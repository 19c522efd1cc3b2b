/** @jest-environment ./server/fixtures/native-pglite-environment.cjs */
import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildContactServer } from './contact-server';
import { openDatabase, type Database } from './database';
import { migrate } from './migrations';
import { Store } from './store';
import { freePort } from './fixtures/smtp';

/**
 * With Redis, every contact server shares the per-client limit and the global cap: against a real
 * redis-server (Debian's package) started here on a free port without persistence, and stopped after.
 */
jest.setTimeout(60_000);

let redisServer: ChildProcess;
let redisA: Redis;
let redisB: Redis;
let db: Database;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  const port = await freePort();
  redisServer = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await new Promise<void>((resolve, reject) => {
    redisServer.once('error', (error) =>
      reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)),
    );
    const ping = async () => {
      const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        resolve();
      } catch {
        probe.disconnect();
        setTimeout(() => void ping(), 100);
      }
    };
    void ping();
  });
  redisA = new Redis({ port, host: '127.0.0.1' });
  redisB = new Redis({ port, host: '127.0.0.1' });
  db = await openDatabase({});
  await migrate(db);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  redisA?.disconnect();
  redisB?.disconnect();
  await db?.close();
  redisServer?.kill('SIGTERM');
});

beforeEach(async () => {
  await redisA.flushall();
  await db.query('TRUNCATE submissions, outbox RESTART IDENTITY CASCADE');
});

// One minute for the whole test: the global cap counts per clock minute.
const now = () => Date.parse('2026-11-23T10:00:30Z');

async function twoServers(limits: { perClientPerMinute?: number; globalPerMinute?: number }) {
  const store = new Store(db);
  const a = await buildContactServer({ store, origins: [], limits, redis: redisA, now });
  const b = await buildContactServer({ store, origins: [], limits, redis: redisB, now });
  apps.push(a, b);
  return [a, b] as const;
}

const send = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/forms/contact',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Asha&email=asha%40example.com&message=Hello',
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
  const [a, b] = await twoServers({ perClientPerMinute: 100, globalPerMinute: 3 });
  const statuses = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await send(i % 2 ? a : b, `198.51.100.${i}`)).statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(await new Store(db).count()).toBe(3);
});
