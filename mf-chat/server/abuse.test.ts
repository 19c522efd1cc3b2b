/** @jest-environment node */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayOptions } from './gateway';
import { startFakeUpstream, type FakeUpstream } from './fixtures/fake-upstream';
import { buildRequestBody } from '../src/lib/chat-request';

/** Abuse costs the abuser: who a client is cannot be chosen by the client, and slow bodies are cut off. */
jest.setTimeout(30_000);
let upstream: FakeUpstream;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function gateway(overrides: Partial<GatewayOptions> = {}) {
  app = await buildGateway({ origins: [], knowledgeUrls: upstream.knowledgeUrls, limits: { perClientPerMinute: 2 }, ...overrides });
  return app;
}
const ask = (instance: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  instance.inject({
    method: 'POST',
    url: '/main/gemini',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: buildRequestBody('hi'),
  });

describe('client address', () => {
  it('with one trusted hop, a client rotating its own X-Forwarded-For is still one client', async () => {
    const instance = await gateway({ trustProxy: 1 });
    const results: number[] = [];
    for (let i = 0; i < 8; i += 1) results.push((await ask(instance, '10.0.0.1', `203.0.113.${i}, 198.51.100.7`)).statusCode);
    expect(results).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
    // Another visitor behind the same proxy has its own allowance.
    expect((await ask(instance, '10.0.0.1', '198.51.100.8')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the configured proxy addresses', async () => {
    const instance = await gateway({ trustProxy: ['10.0.0.0/8'] });
    const viaProxies = [];
    for (const proxy of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) viaProxies.push((await ask(instance, proxy, '198.51.100.7')).statusCode);
    expect(viaProxies).toEqual([200, 200, 429]);
    // From outside the range the header is ignored: the sender's own address counts.
    const outside = [];
    for (let i = 0; i < 3; i += 1) outside.push((await ask(instance, '192.0.2.50', `203.0.113.${i}`)).statusCode);
    expect(outside).toEqual([200, 200, 429]);
  });

  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    const instance = await gateway();
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await ask(instance, '192.0.2.60', `203.0.113.${i}`)).statusCode);
    expect(results).toEqual([200, 200, 429]);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const instance = await gateway();
    const results = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3'])
      results.push((await ask(instance, address)).statusCode);
    expect(results).toEqual([200, 200, 429]);
    expect((await ask(instance, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('timeouts', () => {
  it('cuts off a body that trickles in, and keeps serving', async () => {
    const instance = await gateway({ timeouts: { requestMs: 500, connectionMs: 1_000 } });
    await instance.listen({ port: 0, host: '127.0.0.1' });
    const { port } = instance.server.address() as AddressInfo;
    const started = Date.now();
    const closedAfter = await new Promise<{ ms: number; answer: string }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      const drip = setInterval(() => socket.write('{'), 100);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ ms: Date.now() - started, answer });
      });
      socket.on('error', () => undefined);
      socket.write('POST /main/gemini HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n');
    });
    expect(closedAfter.ms).toBeLessThan(5_000);
    expect(closedAfter.answer === '' || /^HTTP\/1.1 408/.test(closedAfter.answer)).toBe(true);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
