/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { bearerMatches, createShellMetrics, metricsRoute, versionLabel, type KnownVersion } from './metrics';

const TOKEN = 'a-test-token-of-thirty-two-chars!';
const KNOWN: KnownVersion = (remote, version) => ['mf_content@1.4.0', 'mf_content@1.5.0'].includes(`${remote}@${version}`);

async function served(token: string | undefined) {
  const metrics = createShellMetrics({ known: KNOWN });
  const app = Fastify();
  metricsRoute(app, metrics, token);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${address}/metrics`, { headers });
    return { statusCode: res.status, headers: { 'cache-control': res.headers.get('cache-control') }, body: await res.text() };
  };
  return { app, metrics, get };
}

/** /metrics read with a Prometheus text-format parser: each family's samples by name. */
async function scrape(get: Awaited<ReturnType<typeof served>>['get']) {
  const res = await get({ authorization: `Bearer ${TOKEN}` });
  expect(res.statusCode).toBe(200);
  const families = parsePrometheusTextFormat(res.body);
  return (name: string) => families.find((family) => family.name === name)?.metrics ?? [];
}

describe('the shell metrics', () => {
  it('serves views, fallbacks and render durations per remote and version, parsable as Prometheus text', async () => {
    const { app, metrics, get } = await served(TOKEN);
    metrics.page({
      versions: { mf_content: '1.4.0' },
      kind: 'stable',
      source: 'render',
      seconds: 0.02,
      fallbacks: [{ remote: 'mf_content', reason: 'timeout' }],
    });
    metrics.page({ versions: { mf_content: '1.5.0' }, kind: 'canary', source: 'hot' });
    metrics.page({ versions: { mf_content: '1.5.0' }, kind: 'canary', source: 'cache' });
    const res = await get({ authorization: `Bearer ${TOKEN}` });
    expect(res.headers['cache-control']).toBe('no-store');
    const family = await scrape(get);
    expect(family('shell_page_views_total')).toEqual(
      expect.arrayContaining([
        { value: '1', labels: { remote: 'mf_content', version: '1.4.0', kind: 'stable', source: 'render' } },
        { value: '1', labels: { remote: 'mf_content', version: '1.5.0', kind: 'canary', source: 'hot' } },
        { value: '1', labels: { remote: 'mf_content', version: '1.5.0', kind: 'canary', source: 'cache' } },
        // A remote the map does not version is still counted, by that name.
        { value: '1', labels: { remote: 'mf_chat', version: 'unversioned', kind: 'stable', source: 'render' } },
      ]),
    );
    expect(family('shell_area_fallbacks_total')).toEqual([
      { value: '1', labels: { remote: 'mf_content', version: '1.4.0', kind: 'stable', reason: 'timeout' } },
    ]);
    // The parser flattens a histogram with labels of its own to its buckets: the count is read from the registry.
    expect(family('shell_render_duration_seconds')).toHaveLength(1);
    const durations = (await metrics.registry.getSingleMetric('shell_render_duration_seconds')!.get()).values;
    expect(durations).toContainEqual(
      expect.objectContaining({
        metricName: 'shell_render_duration_seconds_count',
        value: 1,
        labels: expect.objectContaining({ remote: 'mf_content', version: '1.4.0' }),
      }),
    );
    await app.close();
  });

  it('labels a version the map does not name "unknown", and a kind it does not know too', async () => {
    const { app, metrics, get } = await served(TOKEN);
    for (let at = 0; at < 50; at++) metrics.page({ versions: { mf_content: `forged-${at}` }, kind: `kind-${at}`, source: 'hot' });
    const views = (await scrape(get))('shell_page_views_total').filter((sample) => sample.labels?.remote === 'mf_content');
    expect(views).toEqual([{ value: '50', labels: { remote: 'mf_content', version: 'unknown', kind: 'unknown', source: 'hot' } }]);
    await app.close();
  });

  it("serves the process's own figures: the CPU seconds it has used, which grow with its work, and its memory", async () => {
    const { app, get } = await served(TOKEN);
    try {
      const cpu = async () => Number((await scrape(get))('process_cpu_seconds_total')[0]?.value);
      const before = await cpu();
      const start = process.cpuUsage();
      // Until this process has used 50 ms of CPU (a wall-clock wait can be cut short by a busy host).
      for (let used = process.cpuUsage(start); used.user + used.system < 50_000; used = process.cpuUsage(start));
      const after = await cpu();
      expect(before).toBeGreaterThan(0);
      expect(after - before).toBeGreaterThanOrEqual(0.04);
      expect(Number((await scrape(get))('process_resident_memory_bytes')[0]?.value)).toBeGreaterThan(10_000_000);
    } finally {
      await app.close();
    }
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

  it('writes a version as a label only when the map names it', () => {
    expect(versionLabel('mf_content', '1.4.0', KNOWN)).toBe('1.4.0');
    expect(versionLabel('mf_maze', '1.4.0', KNOWN)).toBe('unknown');
    expect(versionLabel('mf_maze', undefined, KNOWN)).toBe('unversioned');
  });
});
