/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { startRedis, type TestRedis } from 'shared/test-redis';
import { buildGateway } from './gateway';
import { startFakeUpstream, type FakeUpstream } from './fixtures/fake-upstream';
import { buildRequestBody } from '../src/lib/chat-request';

/**
 * With Redis, every gateway instance shares the limits: against a real redis-server (Debian's
 * package; .ci/run installs it) started here on a free port without persistence, and stopped after.
 */
jest.setTimeout(30_000);
let server: TestRedis;
let redisA: Redis;
let redisB: Redis;
let upstream: FakeUpstream;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await startRedis();
  redisA = new Redis({ port: server.port, host: server.host });
  redisB = new Redis({ port: server.port, host: server.host });
  upstream = await startFakeUpstream();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  redisA?.disconnect();
  redisB?.disconnect();
  await upstream?.close();
  server?.stop();
});

async function twoInstances(limits: object, gemini = false) {
  const options = {
    origins: [],
    knowledgeUrls: upstream.knowledgeUrls,
    limits,
    gemini: gemini ? { apiKey: 'test-key-1234567', baseUrl: upstream.origin, model: 'gemini-2.5-flash', timeoutMs: 2000 } : null,
  };
  const a = await buildGateway({ ...options, redis: redisA });
  const b = await buildGateway({ ...options, redis: redisB });
  apps.push(a, b);
  return [a, b] as const;
}
const ask = (app: FastifyInstance, question: string, remoteAddress = '192.0.2.1') =>
  app.inject({
    method: 'POST',
    url: '/main/gemini',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: buildRequestBody(question),
  });

it('shares the per-client limit between instances', async () => {
  const [a, b] = await twoInstances({ perClientPerMinute: 2 });
  expect((await ask(a, 'hi')).statusCode).toBe(200);
  expect((await ask(b, 'hi')).statusCode).toBe(200);
  expect((await ask(a, 'hi')).statusCode).toBe(429);
  expect((await ask(b, 'hi')).statusCode).toBe(429);
  expect((await ask(b, 'hi', '192.0.2.2')).statusCode).toBe(200);
});

it('shares the per-minute cap of paid calls between instances', async () => {
  upstream.gemini = { kind: 'text', text: 'The IoT course costs ₹499.' };
  upstream.requests.length = 0;
  const [a, b] = await twoInstances({ perClientPerMinute: 100, geminiPerMinute: 1, geminiPerDay: 100 }, true);
  // The cap counts calls per calendar minute: two asks on either side of a minute's end are two
  // minutes' first calls (and both go to the model). Ask well inside one minute.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
  expect((await ask(a, 'What does the IoT course cost?', '192.0.2.3')).json()).toMatchObject({ mode: 'gemini' });
  expect((await ask(b, 'What does the IoT course cost?', '192.0.2.4')).json()).toMatchObject({
    mode: 'offline',
    reply: expect.stringContaining('499 rupees'),
  });
  expect(upstream.requests.filter((r) => r.path.includes(':generateContent'))).toHaveLength(1);
});
