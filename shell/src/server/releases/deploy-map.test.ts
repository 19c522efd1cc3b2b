/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyDeployState, promote, type DeployState } from 'shared/contracts';
import { folderDeployStore } from 'shared/server/releases/deploy-store';
import { isNamedVersion, releasedManifestOf, versionedRemotes, watchDeployMap } from './deploy-map';
import { until } from 'shared/test-until';

const remotes = {
  mf_content: 'http://localhost:8081/mf-manifest.json',
  mf_chat: 'http://localhost:8082/mf-manifest.json',
  mf_maze: 'https://cdn.example.org/maze/mf-manifest.json',
  mf_contact: 'http://localhost:8084/mf-manifest.json',
};

function stateWith(version: string): DeployState {
  const result = promote(emptyDeployState('production'), { remote: 'mf_maze', version, who: 'Asha', why: 'test', at: 'now' });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('the version map on the shell server', () => {
  it('moves each released remote to its version, beside its configured manifest', () => {
    expect(releasedManifestOf(remotes.mf_maze, 'v2')).toBe('https://cdn.example.org/maze/releases/v2/mf-manifest.json');
    expect(versionedRemotes(remotes, { mf_maze: 'v2' })).toEqual({
      ...remotes,
      mf_maze: 'https://cdn.example.org/maze/releases/v2/mf-manifest.json',
    });
    expect(versionedRemotes(remotes, {})).toBe(remotes);
  });

  it('follows the file, and keeps the last good map when the file breaks, saying why', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-map-'));
    const file = path.join(dir, 'production.json');
    const log = { log: jest.fn(), error: jest.fn() };
    const map = watchDeployMap({ store: folderDeployStore({ file, environment: 'production', intervalMs: 50 }), log });
    try {
      await map.ready;
      expect(map.live()).toEqual({});
      fs.writeFileSync(file, JSON.stringify(stateWith('v1')));
      await map.reload();
      expect(map.live()).toEqual({ mf_maze: 'v1' });
      expect(map.status()).toEqual({ kind: 'folder', up: true, lastGoodAt: expect.any(Number) });
      fs.writeFileSync(file, '{ "environment": "production", "remotes": { "mf_maze": { "live": "../../x" } }, "history": [] }');
      await map.reload();
      expect(map.live()).toEqual({ mf_maze: 'v1' });
      expect(log.error).toHaveBeenLastCalledWith(
        `[deploy] ${file}: remotes.mf_maze.live must be a version name (letters, digits, . _ -), got "../../x". The last good version map stays in use.`,
      );
      expect(map.status().up).toBe(false);
      fs.writeFileSync(file, 'not json');
      await map.reload();
      expect(log.error).toHaveBeenLastCalledWith(expect.stringContaining(`${file} is not JSON`));
      // The watcher itself picks up a rewrite.
      fs.writeFileSync(file, JSON.stringify(stateWith('v3')));
      await until(() => map.live().mf_maze === 'v3', 5000, 'the watcher reading the rewritten map');
      expect(map.live()).toEqual({ mf_maze: 'v3' });
      expect(map.status().up).toBe(true);
    } finally {
      map.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the versions a map names (the only version labels the metrics write)', () => {
  it('names the live, canary and past versions of each remote, and nothing else', () => {
    const first = stateWith('1.0.0');
    const second = promote(first, { remote: 'mf_maze', version: '1.1.0', who: 'Asha', why: 'test', at: 'now' });
    if (!second.ok) throw new Error(second.error);
    const canary = promote(second.value, { remote: 'mf_maze', version: '1.2.0', percent: 10, who: 'Asha', why: 'test', at: 'now' });
    if (!canary.ok) throw new Error(canary.error);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) expect(isNamedVersion(canary.value, 'mf_maze', version)).toBe(true);
    expect(isNamedVersion(canary.value, 'mf_maze', '9.9.9')).toBe(false);
    expect(isNamedVersion(canary.value, 'mf_content', '1.0.0')).toBe(false);
    expect(isNamedVersion(undefined, 'mf_maze', '1.0.0')).toBe(false);
  });
});
