/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { bearerMatches, createShellMetrics, metricsRoute } from './metrics';

const TOKEN = 'a-test-token-of-thirty-two-chars!';

/** The Prometheus text format's sample lines, read back: name, labels, value (comments skipped). */
function parseSamples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

async function served(token: string | undefined) {
  const metrics = createShellMetrics();
  const app = Fastify();
  metricsRoute(app, metrics, token);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${address}/metrics`, { headers });
    return { statusCode: res.status, headers: { 'cache-control': res.headers.get('cache-control') }, body: await res.text() };
  };
  return { app, metrics, get };
}

describe('the shell metrics', () => {
  it('serves page views and render durations per remote and version, parsable as Prometheus text', async () => {
    const { app, metrics, get } = await served(TOKEN);
    metrics.page({ versions: { mf_content: '1.4.0' }, kind: 'stable', source: 'render', seconds: 0.02 });
    metrics.page({ versions: { mf_content: '1.5.0' }, kind: 'canary', source: 'hot' });
    const res = await get({ authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const samples = parseSamples(res.body);
    const views = samples.filter((s) => s.name === 'shell_page_views_total' && s.labels.remote === 'mf_content');
    expect(views).toEqual(
      expect.arrayContaining([
        { name: 'shell_page_views_total', labels: { remote: 'mf_content', version: '1.4.0', kind: 'stable', source: 'render' }, value: 1 },
        { name: 'shell_page_views_total', labels: { remote: 'mf_content', version: '1.5.0', kind: 'canary', source: 'hot' }, value: 1 },
      ]),
    );
    const count = samples.find(
      (s) => s.name === 'shell_render_duration_seconds_count' && s.labels.version === '1.4.0' && s.labels.remote === 'mf_content',
    );
    expect(count?.value).toBe(1);
    // A remote the map does not version is still counted, by that name.
    expect(samples.some((s) => s.labels.remote === 'mf_chat' && s.labels.version === 'unversioned')).toBe(true);
    await app.close();
  });

  it('answers 401 without the token or with a wrong one', async () => {
    const { app, get } = await served(TOKEN);
    expect((await get()).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await get({ authorization: `Basic ${TOKEN}` })).statusCode).toBe(401);
    await app.close();
  });

  it('has no /metrics at all when no token is configured', async () => {
    const { app, get } = await served(undefined);
    expect((await get({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
    await app.close();
  });

  it('compares bearer tokens exactly', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
