/** @jest-environment node */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildGateway, BODY_LIMIT_BYTES } from './gateway';
import { startFakeUpstream, type FakeUpstream } from './fixtures/fake-upstream';
import { buildRequestBody } from '../src/lib/chat-request';

/**
 * Hostile and broken input never crashes the gateway or gets a 5xx: each gets the right 4xx as JSON,
 * and valid questions keep being answered afterwards.
 */
// Generous: this machine may be shared, and the first question builds the knowledge index.
jest.setTimeout(30_000);

const SITE = 'http://localhost:8080';
let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildGateway({ origins: [SITE], knowledgeUrls: upstream.knowledgeUrls, limits: { perClientPerMinute: 100_000 } });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const post = (payload: string | Buffer | object, contentType = 'application/json', remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': contentType, origin: SITE }, payload, remoteAddress });

async function expectAnswersAValidQuestion() {
  const res = await post(buildRequestBody('How much is the IoT course?'));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ reply: expect.stringContaining('499') });
}

function expectJsonClientError(res: Awaited<ReturnType<typeof post>>, allowed: number[]) {
  expect(allowed).toContain(res.statusCode);
  const body = res.json() as { error?: unknown; message?: unknown };
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
}

it('answers arbitrary bytes sent as JSON with 400, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 300 }), async (raw) => {
      let valid = false;
      try {
        const parsed = JSON.parse(raw) as { userMessage?: unknown };
        valid = typeof parsed === 'object' && parsed !== null && typeof parsed.userMessage === 'string' && parsed.userMessage.trim() !== '';
      } catch {
        valid = false;
      }
      const res = await post(raw);
      if (valid) expect(res.statusCode).toBe(200);
      else expectJsonClientError(res, [400]);
    }),
    { numRuns: 200 },
  );
  await expectAnswersAValidQuestion();
});

it('answers well-formed JSON of the wrong shape or types with 400', async () => {
  const wrongMessage = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object(), fc.constant(' \t\n '));
  const bodies = fc.oneof(
    fc.jsonValue().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value) || !('userMessage' in value)),
    wrongMessage.map((userMessage) => ({ userMessage })),
  );
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      expectJsonClientError(await post(JSON.stringify(body)), [400]);
    }),
    { numRuns: 200 },
  );
  await expectAnswersAValidQuestion();
});

it('refuses huge and deeply nested bodies without falling over', async () => {
  const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
  expectJsonClientError(await post(deep), [413]);
  const deepSmall = `{"userMessage":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  expectJsonClientError(await post(deepSmall), [400]);
  expectJsonClientError(await post(JSON.stringify({ userMessage: 'a'.repeat(BODY_LIMIT_BYTES * 8) })), [413]);
  expectJsonClientError(await post(Buffer.alloc(BODY_LIMIT_BYTES * 64, 0x7b)), [413]);
  expectJsonClientError(await post('{"userMessage":"\\ud800"', 'application/json'), [400]);
  expectJsonClientError(await post('<userMessage>hi</userMessage>', 'application/xml'), [400, 415]);
  await expectAnswersAValidQuestion();
});

it('answers bursts over the rate limit with 429 JSON and keeps serving other clients', async () => {
  const limited = await buildGateway({ origins: [SITE], knowledgeUrls: upstream.knowledgeUrls, limits: { perClientPerMinute: 5 } });
  try {
    const ask = (remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/main/gemini',
        headers: { 'content-type': 'application/json', origin: SITE },
        payload: buildRequestBody('What are your opening hours on Saturday?'),
        remoteAddress,
      });
    // One client asking as fast as it can: the first five are answered, the rest refused.
    const sequential = [];
    for (let i = 0; i < 25; i += 1) sequential.push(await ask('192.0.2.10'));
    expect(sequential.map((res) => res.statusCode)).toEqual([...Array(5).fill(200), ...Array(20).fill(429)]);
    for (const res of sequential.slice(5)) expect(res.json()).toMatchObject({ error: 'rate_limited' });

    // Forty at once from another client: every answer is a 200 or a 429 JSON, never a failure.
    // (The plugin's in-memory store may refuse a whole parallel burst; it never lets more than 5 through.)
    const parallel = await Promise.all(Array.from({ length: 40 }, () => ask('192.0.2.20')));
    const statuses = parallel.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
    for (const res of parallel)
      expect(typeof (res.json() as { reply?: string; error?: string }).reply === 'string' || res.json().error === 'rate_limited').toBe(
        true,
      );

    // A third client is still served.
    expect((await ask('192.0.2.30')).statusCode).toBe(200);
  } finally {
    await limited.close();
  }
});
