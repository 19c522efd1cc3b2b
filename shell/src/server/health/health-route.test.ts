/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { MemoryCounter } from 'shared/server/limits';
import { HEALTH_PATH } from 'shared/contracts';
import { healthRoute } from './health-route';
import { createShellMetrics } from './metrics';

const known = (remote: string, version: string) => remote === 'mf_maze' && version === '20261123-201734-f79076ea';

async function app(perMinute?: number) {
  const metrics = createShellMetrics({ known });
  const server = Fastify();
  await server.register(healthRoute, { metrics, counter: new MemoryCounter(), ...(perMinute ? { perMinute } : {}) });
  // Over the network, as a browser posts (light-my-request does not load under this jest).
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const post = async (body: string, contentType = 'text/plain;charset=UTF-8') => {
    const res = await fetch(`${address}${HEALTH_PATH}`, { method: 'POST', body, headers: { 'content-type': contentType } });
    return { statusCode: res.status };
  };
  const value = async (name: string, labels: Record<string, string>) =>
    (await metrics.registry.getSingleMetric(name)!.get()).values.find((sample) =>
      Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
    )?.value ?? 0;
  return { server, post, value, metrics };
}

const beacon = (events: unknown[]) => JSON.stringify({ contract: 1, events });

describe('POST /__health', () => {
  it('counts a beacon’s events per remote and version and answers 204', async () => {
    const { server, post, value, metrics } = await app();
    const res = await post(
      beacon([
        { kind: 'remote-load', remote: 'mf_maze', version: '20261123-201734-f79076ea' },
        { kind: 'area-error', remote: 'mf_maze', version: '20261123-201734-f79076ea' },
        { kind: 'vital', remote: 'mf_maze', version: '20261123-201734-f79076ea', name: 'LCP', value: 1800 },
        { kind: 'vital', remote: 'mf_content', name: 'CLS', value: 0.02 },
      ]),
    );
    expect(res.statusCode).toBe(204);
    const maze = { remote: 'mf_maze', version: '20261123-201734-f79076ea' };
    expect(await value('shell_browser_reports_total', { ...maze, event: 'remote-load' })).toBe(1);
    expect(await value('shell_browser_reports_total', { ...maze, event: 'area-error' })).toBe(1);
    const lcp = (await metrics.registry.getSingleMetric('shell_web_vitals_lcp_seconds')!.get()).values;
    expect(lcp).toContainEqual(expect.objectContaining({ metricName: 'shell_web_vitals_lcp_seconds_sum', value: 1.8, labels: maze }));
    expect(await value('shell_health_beacons_total', { outcome: 'accepted' })).toBe(1);
    await server.close();
  });

  it('also takes application/json (a Blob with that type)', async () => {
    const { server, post } = await app();
    expect((await post(beacon([{ kind: 'area-error', remote: 'mf_chat' }]), 'application/json')).statusCode).toBe(204);
    await server.close();
  });

  it('counts a version the map does not name as "unknown", never as a label of its own', async () => {
    const { server, post, value } = await app();
    for (let at = 0; at < 5; at++) await post(beacon([{ kind: 'area-error', remote: 'mf_maze', version: `made-up-${at}` }]));
    expect(await value('shell_browser_reports_total', { remote: 'mf_maze', version: 'unknown', event: 'area-error' })).toBe(5);
    await server.close();
  });

  it('refuses an oversized body with 413, another content type with 415, and a bad body with 400', async () => {
    const { server, post, value } = await app();
    expect((await post('x'.repeat(2049))).statusCode).toBe(413);
    expect((await post(beacon([{ kind: 'area-error', remote: 'mf_maze' }]), 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await post('{not json')).statusCode).toBe(400);
    expect((await post(beacon([{ kind: 'area-error', remote: 'mf_nobody' }]))).statusCode).toBe(400);
    expect((await post(beacon([]))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ contract: 2, events: [{ kind: 'area-error', remote: 'mf_maze' }] }))).statusCode).toBe(400);
    expect((await post(beacon([{ kind: 'vital', remote: 'mf_maze', name: 'FID', value: 3 }]))).statusCode).toBe(400);
    expect((await post(beacon([{ kind: 'vital', remote: 'mf_maze', name: 'LCP', value: -1 }]))).statusCode).toBe(400);
    expect(await value('shell_health_beacons_total', { outcome: 'too-large' })).toBe(1);
    expect(await value('shell_health_beacons_total', { outcome: 'bad-type' })).toBe(1);
    expect(await value('shell_health_beacons_total', { outcome: 'bad-body' })).toBe(6);
    await server.close();
  });

  it('answers 429 to a client past its beacons a minute', async () => {
    const { server, post, value } = await app(3);
    const statuses = [];
    for (let at = 0; at < 5; at++) statuses.push((await post(beacon([{ kind: 'area-error', remote: 'mf_maze' }]))).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(await value('shell_health_beacons_total', { outcome: 'limited' })).toBe(2);
    await server.close();
  });
});
