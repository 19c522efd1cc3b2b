/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyDeployState, promote, type DeployState } from 'shared/contracts';
import { folderDeployStore, type DeployStore } from 'shared/server/releases/deploy-store';
import { SHARED_KINDS, openStore, startSharedServers, type SharedServers } from 'shared/server/releases/test-servers';
import { isNamedVersion, watchDeployMap } from '../releases/deploy-map';
import { watchHealth } from './health-watch';
import { createShellMetrics } from './metrics';

const STABLE = '20261123-201734-f79076ea';
const CANARY = '20261123-203000-1a2b3c4d';

function canaryMap(): DeployState {
  const first = promote(emptyDeployState('production'), { remote: 'mf_content', version: STABLE, who: 'Asha', why: 'first', at: 'then' });
  if (!first.ok) throw new Error(first.error);
  const canary = promote(first.value, { remote: 'mf_content', version: CANARY, percent: 50, who: 'Asha', why: 'try', at: 'now' });
  if (!canary.ok) throw new Error(canary.error);
  return canary.value;
}

/** A shell server's health part over its own client of the environment's store: its metrics, its map, its watch. */
async function server(store: DeployStore, lines: string[]) {
  const deployMap = watchDeployMap({ store, log: { log: () => undefined, error: () => undefined } });
  await deployMap.ready;
  const metrics = createShellMetrics({ known: (remote, version) => isNamedVersion(deployMap.state(), remote, version) });
  const watch = watchHealth({
    metrics,
    deployMap,
    store,
    rule: { margin: 0.05, minViews: 20 },
    intervalMs: 60_000,
    log: (line) => lines.push(line),
  });
  return { metrics, deployMap, watch, stop: async () => (watch.stop(), deployMap.stop(), await store.close()) };
}

/** Each kind of store, as each server of an environment reaches it: the same folder, or one database (a connection per server). */
let servers: SharedServers;
let dir: string;
let environment = 0;
const kinds: [string, () => DeployStore][] = [
  ['the folder', () => folderDeployStore({ file: path.join(dir, 'environments', 'production.json'), environment: 'production' })],
  ...SHARED_KINDS.map(([name, kind]): [string, () => DeployStore] => [name, () => openStore(servers, kind, `production-${environment}`)]),
];

beforeAll(async () => (servers = await startSharedServers()), 60_000);
afterAll(() => servers.stop());

describe.each(kinds)('the automatic rollback, with the deploy state in %s', (_kind, storeOf) => {
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-watch-'));
    environment++;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const withCanary = async () => {
    const writer = storeOf();
    await writer.change(() => ({ ok: true, value: { ...canaryMap(), environment: writer.environment } }));
    await writer.close();
  };
  const stateNow = async () => {
    const reader = storeOf();
    const state = await reader.read();
    await reader.close();
    if (!state.ok) throw new Error(state.error);
    return state.value;
  };

  it('takes a canary whose pages fail back to 0 % once, however many servers race to, with the figures in the history', async () => {
    await withCanary();
    const lines: string[] = [];
    const servers = await Promise.all([server(storeOf(), lines), server(storeOf(), lines)]);
    // Each server: stable pages whole, canary pages with their content area left to the browser.
    for (const { metrics } of servers) {
      for (let at = 0; at < 30; at++) metrics.page({ versions: { mf_content: STABLE }, kind: 'stable', source: 'hot' });
      for (let at = 0; at < 12; at++)
        metrics.page({
          versions: { mf_content: CANARY },
          kind: 'canary',
          source: 'render',
          seconds: 0.01,
          fallbacks: [{ remote: 'mf_content', reason: 'failed' }],
        });
    }
    // Judged on both servers' counts (24 canary views; each alone has 12, under the minimum of 20),
    // both servers racing each round.
    await Promise.all(servers.map(({ watch }) => watch.tick()));
    await Promise.all(servers.map(({ watch }) => watch.tick()));
    await Promise.all(servers.map(({ watch }) => watch.tick()));

    const state = await stateNow();
    expect(state.remotes.mf_content).toEqual({ live: STABLE });
    const automatic = state.history.filter((entry) => entry.action === 'auto-rollback');
    expect(automatic).toEqual([
      expect.objectContaining({
        who: 'automatic rollback',
        remote: 'mf_content',
        live: STABLE,
        why: `canary ${CANARY}: area failure rate 100.0 % over 24 views against 0.0 % over 60 for the stable version (margin 5.0 %, at least 20 views)`,
      }),
    ]);
    expect(lines).toEqual([
      expect.stringMatching(/^\[health\] production(-\d+)?: mf_content canary .* taken back to 0 % \(automatic rollback\)$/),
    ]);
    // The server that did it says so on /metrics, beside the failures that made it; the other did not.
    const texts = await Promise.all(servers.map(({ metrics }) => metrics.registry.metrics()));
    const rolled = `shell_auto_rollbacks_total{remote="mf_content",version="${CANARY}"} 1`;
    expect(texts.filter((text) => text.includes(rolled))).toHaveLength(1);
    expect(texts.join('\n')).toContain(
      `shell_area_fallbacks_total{remote="mf_content",version="${CANARY}",kind="canary",reason="failed"} 12`,
    );
    for (const one of servers) await one.stop();
  });

  it('leaves a canary that fails no more than the stable version', async () => {
    await withCanary();
    const lines: string[] = [];
    const one = await server(storeOf(), lines);
    for (let at = 0; at < 40; at++) one.metrics.page({ versions: { mf_content: CANARY }, kind: 'canary', source: 'hot' });
    await one.watch.tick();
    expect((await stateNow()).remotes.mf_content?.canary).toEqual({ version: CANARY, percent: 50 });
    expect(lines).toEqual([]);
    await one.stop();
  });
});
