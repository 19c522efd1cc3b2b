/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyDeployState, promote, type DeployState } from 'shared/contracts';
import { readState, writeJsonAtomically } from 'shared/server/releases/store';
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

/** A shell server's health part over a map file of its own: its metrics, its map, its watch. */
function server(file: string, lines: string[]) {
  const deployMap = watchDeployMap({ file, environment: 'production', log: { log: () => undefined, error: () => undefined } });
  const metrics = createShellMetrics({ known: (remote, version) => isNamedVersion(deployMap.state(), remote, version) });
  const watch = watchHealth({
    metrics,
    deployMap,
    deploy: { file, environment: 'production' },
    rule: { margin: 0.05, minViews: 20 },
    intervalMs: 60_000,
    log: (line) => lines.push(line),
  });
  return { metrics, deployMap, watch, stop: () => (watch.stop(), deployMap.stop()) };
}

describe('the automatic rollback', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-watch-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes a canary whose pages fail back to 0 % once, however many servers see it, with the figures in the history', async () => {
    const file = path.join(dir, 'environments', 'production.json');
    writeJsonAtomically(file, canaryMap());
    const lines: string[] = [];
    const servers = [server(file, lines), server(file, lines)];
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
    // Judged on both servers' counts (24 canary views; each alone has 12, under the minimum of 20).
    await Promise.all(servers.map(({ watch }) => watch.tick()));
    await Promise.all(servers.map(({ watch }) => watch.tick()));

    const state = readState(file, 'production');
    if (!state.ok) throw new Error(state.error);
    expect(state.value.remotes.mf_content).toEqual({ live: STABLE });
    const automatic = state.value.history.filter((entry) => entry.action === 'auto-rollback');
    expect(automatic).toEqual([
      expect.objectContaining({
        who: 'automatic rollback',
        remote: 'mf_content',
        live: STABLE,
        why: `canary ${CANARY}: area failure rate 100.0 % over 24 views against 0.0 % over 60 for the stable version (margin 5.0 %, at least 20 views)`,
      }),
    ]);
    expect(lines).toEqual([
      expect.stringMatching(/^\[health\] production: mf_content canary .* taken back to 0 % \(automatic rollback\)$/),
    ]);
    // The server that did it says so on /metrics, beside the failures that made it.
    const text = (await Promise.all(servers.map(({ metrics }) => metrics.registry.metrics()))).join('\n');
    expect(text).toContain(`shell_auto_rollbacks_total{remote="mf_content",version="${CANARY}"} 1`);
    expect(text).toContain(`shell_area_fallbacks_total{remote="mf_content",version="${CANARY}",kind="canary",reason="failed"} 12`);
    for (const one of servers) one.stop();
  });

  it('leaves a canary that fails no more than the stable version', async () => {
    const file = path.join(dir, 'environments', 'production.json');
    writeJsonAtomically(file, canaryMap());
    const lines: string[] = [];
    const one = server(file, lines);
    for (let at = 0; at < 40; at++) one.metrics.page({ versions: { mf_content: CANARY }, kind: 'canary', source: 'hot' });
    await one.watch.tick();
    const state = readState(file, 'production');
    expect(state.ok && state.value.remotes.mf_content?.canary).toEqual({ version: CANARY, percent: 50 });
    expect(lines).toEqual([]);
    one.stop();
  });
});
