/** @jest-environment node */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildGateway, BODY_LIMIT_BYTES, type GatewayOptions } from './gateway';
import { startFakeUpstream, type FakeUpstream } from './fixtures/fake-upstream';
import { buildRequestBody } from '../src/lib/chat-request';

const SITE = 'http://localhost:8080';
const SECRET = 'my-daughter-priya-secret-question';
let upstream: FakeUpstream;
let app: FastifyInstance | undefined;
let logLines: string[];

function logger() {
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  return { level: 'debug', stream };
}

async function gateway(overrides: Partial<GatewayOptions> = {}) {
  app = await buildGateway({ origins: [SITE], knowledgeUrls: upstream.knowledgeUrls, logger: logger(), ...overrides });
  return app;
}

const ask = (instance: FastifyInstance, question: string, headers: Record<string, string> = {}) =>
  instance.inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': 'application/json', origin: SITE, ...headers }, payload: buildRequestBody(question) });

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(() => {
  upstream.gemini = { kind: 'text', text: 'Hello from Gemini' };
  upstream.contentUp = true;
  upstream.requests.length = 0;
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('input rules', () => {
  it('answers JSON { reply, mode } to JSON { userMessage }', async () => {
    const res = await ask(await gateway(), 'How much is the IoT course?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ reply: expect.stringContaining('499 rupees'), mode: 'offline' });
  });

  it.each([
    ['malformed JSON', '{"userMessage": '],
    ['a missing userMessage', '{"message":"hi"}'],
    ['a userMessage that is not a string', '{"userMessage": 42}'],
    ['a blank userMessage', '{"userMessage": "   "}'],
    ['an array', '[1,2]'],
  ])('refuses %s with 400 JSON', async (_name, payload) => {
    const res = await (await gateway()).inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('refuses a body that is not JSON with 400 JSON', async () => {
    const res = await (await gateway()).inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const payload = JSON.stringify({ userMessage: 'x'.repeat(BODY_LIMIT_BYTES + 10) });
    const res = await (await gateway()).inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'] as const)('answers %s with 405', async (method) => {
    const res = await (await gateway()).inject({ method, url: '/main/gemini' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('POST');
    expect(res.json()).toMatchObject({ error: 'method_not_allowed' });
  });

  it('answers an unknown path with a 404 JSON', async () => {
    const res = await (await gateway()).inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('limits each client with 429 JSON', async () => {
    const instance = await gateway({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    expect((await ask(instance, 'hi')).statusCode).toBe(200);
    expect((await ask(instance, 'hi')).statusCode).toBe(200);
    const limited = await ask(instance, 'hi');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    // Another client is not affected.
    expect((await ask(instance, 'hi', { 'x-test': '1' })).statusCode).toBe(429);
    const other = await instance.inject({
      method: 'POST',
      url: '/main/gemini',
      remoteAddress: '10.0.0.9',
      headers: { 'content-type': 'application/json' },
      payload: buildRequestBody('hi'),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it('allows a configured site origin, preflight included', async () => {
    const instance = await gateway();
    const preflight = await instance.inject({
      method: 'OPTIONS',
      url: '/main/gemini',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    const res = await ask(instance, 'hi');
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('gives another origin no CORS headers and refuses its POST', async () => {
    const instance = await gateway();
    const preflight = await instance.inject({
      method: 'OPTIONS',
      url: '/main/gemini',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const res = await ask(instance, 'hi', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves clients that send no Origin (curl, server to server)', async () => {
    const res = await (await gateway()).inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': 'application/json' }, payload: buildRequestBody('hi') });
    expect(res.statusCode).toBe(200);
  });
});

describe('offline mode and knowledge loading', () => {
  it('reports its mode and knowledge on /healthz', async () => {
    const instance = await gateway();
    await ask(instance, 'hours?');
    const health = (await instance.inject({ method: 'GET', url: '/healthz' })).json();
    expect(health).toMatchObject({ status: 'ok', mode: 'offline', knowledge: { entries: expect.any(Number) } });
    expect(health.knowledge.entries).toBeGreaterThan(10);
  });

  it('keeps answering from the remotes that are up when one is down', async () => {
    upstream.contentUp = false;
    const instance = await gateway();
    const hours = (await ask(instance, 'What are your hours on Saturday?')).json();
    expect(hours.reply).toMatch(/Saturday 10:00 AM - 5:00 PM/);
  });

  it('says so honestly when no knowledge location answers, then recovers once they do', async () => {
    const instance = await gateway({ knowledgeUrls: ['http://127.0.0.1:1/knowledge.json'] });
    const res = await ask(instance, 'How much is the IoT course?');
    expect(res.statusCode).toBe(200);
    expect(res.json().reply).toMatch(/can't reach the site's information/);
    expect(res.json().reply).toContain('/contact');
  });

  it('loads a remote that starts after the gateway', async () => {
    upstream.contentUp = false;
    const instance = await gateway({ knowledge: { retryMs: 0 } });
    expect((await ask(instance, 'How much is the IoT course?')).json().reply).not.toMatch(/499/);
    upstream.contentUp = true;
    expect((await ask(instance, 'How much is the IoT course?')).json().reply).toMatch(/499 rupees/);
  });
});

describe('Gemini mode against a fake upstream', () => {
  const gemini = (timeoutMs = 2000) => ({ apiKey: 'test-key-123', baseUrl: upstream.origin, model: 'gemini-2.0-flash', timeoutMs });

  it('sends the userMessage with the key in a header and answers { reply, mode: gemini }', async () => {
    const instance = await gateway({ gemini: gemini() });
    const res = await ask(instance, 'Which lab has drones?');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reply: 'Hello from Gemini', mode: 'gemini' });
    const call = upstream.requests.find((r) => r.path.includes(':generateContent'));
    expect(call?.path).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    expect(call?.headers['x-goog-api-key']).toBe('test-key-123');
    expect(call?.path).not.toContain('test-key-123');
    const sent = JSON.parse(call?.body ?? '{}');
    expect(sent.contents[0].parts[0].text).toBe(buildRequestBody('Which lab has drones?').userMessage);
    // Grounded with the site's own facts.
    expect(sent.systemInstruction.parts[0].text).toContain('Drone Lab');
  });

  it('passes an empty model answer on as an empty reply', async () => {
    upstream.gemini = { kind: 'text', text: '' };
    const res = await ask(await gateway({ gemini: gemini() }), 'hi');
    expect(res.json()).toEqual({ reply: '', mode: 'gemini' });
  });

  it('answers 502 JSON when the upstream fails', async () => {
    upstream.gemini = { kind: 'status', status: 500 };
    const res = await ask(await gateway({ gemini: gemini() }), 'hi');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'upstream_error' });
  });

  it('answers 502 JSON when the upstream answers garbage', async () => {
    upstream.gemini = { kind: 'raw', body: '<html>' };
    const res = await ask(await gateway({ gemini: gemini() }), 'hi');
    expect(res.statusCode).toBe(502);
  });

  it('answers 502 JSON when the upstream times out', async () => {
    upstream.gemini = { kind: 'hang' };
    const started = Date.now();
    const res = await ask(await gateway({ gemini: gemini(300) }), 'hi');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'upstream_error' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('answers 502 when the upstream is unreachable', async () => {
    const res = await ask(await gateway({ gemini: { ...gemini(), baseUrl: 'http://127.0.0.1:1' } }), 'hi');
    expect(res.statusCode).toBe(502);
  });
});

describe('logs', () => {
  it('never contain message text, in any mode or failure', async () => {
    let instance = await gateway();
    await ask(instance, SECRET);
    await instance.inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': 'application/json' }, payload: `{"userMessage": "${SECRET}` });
    await instance.inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': 'text/plain' }, payload: SECRET });
    await instance.inject({ method: 'POST', url: '/main/gemini', headers: { 'content-type': 'application/json' }, payload: `"${SECRET}"` });
    const offlineLogs = logLines.join('');
    await instance.close();
    upstream.gemini = { kind: 'status', status: 500 };
    instance = await gateway({ gemini: { apiKey: 'k', baseUrl: upstream.origin, model: 'm', timeoutMs: 1000 } });
    await ask(instance, SECRET);
    const all = offlineLogs + logLines.join('');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain('my-daughter');
  });
});
