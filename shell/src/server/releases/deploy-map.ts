import fs from 'node:fs';
import { emptyDeployState, liveVersions, type DeployState, type RemoteName, type VersionSet } from 'shared/contracts';
import { readState } from 'shared/server/releases/store';

/**
 * The shell server's view of the environment's version map (shared/contracts/deploy-state.ts): read
 * at start, and again whenever the file changes (looked at every second, so a promote or a rollback
 * reaches the rendered pages within a few seconds, with no restart). A map that does not parse, or
 * cannot be read, keeps the last good one and the log says why; a missing file is the site as before
 * releases: every remote at its plain manifest URL.
 */

/** A released version's manifest: `releases/<version>/` beside the remote's configured manifest. */
export function releasedManifestOf(manifestUrl: string, version: string): string {
  return new URL(`releases/${encodeURIComponent(version)}/mf-manifest.json`, manifestUrl).href;
}

/** The config's remotes with each one the version set names moved to that version's manifest. */
export function versionedRemotes(
  remotes: Readonly<Record<RemoteName, string>>,
  versions: VersionSet,
): Readonly<Record<RemoteName, string>> {
  const moved = Object.entries(versions).filter(([remote, version]) => version && remote in remotes);
  if (moved.length === 0) return remotes;
  return {
    ...remotes,
    ...Object.fromEntries(moved.map(([remote, version]) => [remote, releasedManifestOf(remotes[remote as RemoteName], version!)])),
  };
}

export interface DeployMap {
  /** The last good map. */
  state(): DeployState;
  /** Its live versions (the same object until the map changes). */
  live(): VersionSet;
  /** Reads the file again now (the watcher's work; a test or a writer in this process may call it). */
  reload(): void;
  stop(): void;
}

export function watchDeployMap({
  file,
  environment,
  intervalMs = 1000,
  log = console,
}: {
  file: string;
  environment: string;
  intervalMs?: number;
  log?: Pick<Console, 'log' | 'error'>;
}): DeployMap {
  let state = emptyDeployState(environment);
  let live: VersionSet = {};
  const reload = () => {
    const read = readState(file, environment);
    if (!read.ok) {
      log.error(`[deploy] ${read.error} The last good version map stays in use.`);
      return;
    }
    const before = JSON.stringify(live);
    state = read.value;
    live = liveVersions(state);
    if (JSON.stringify(live) !== before || state.history.length > 0)
      log.log(`[deploy] ${environment} version map read: ${JSON.stringify(state.remotes)}`);
  };
  reload();
  const listener = () => reload();
  fs.watchFile(file, { interval: intervalMs }, listener).unref();
  return {
    state: () => state,
    live: () => live,
    reload,
    stop: () => fs.unwatchFile(file, listener),
  };
}

/** Every version a map names for each remote (live, canary, and any in its history), kept per map. */
const namedMemo = new WeakMap<DeployState, ReadonlySet<string>>();
function namedVersions(state: DeployState): ReadonlySet<string> {
  let named = namedMemo.get(state);
  if (!named) {
    const pairs = new Set<string>();
    for (const [remote, deploy] of Object.entries(state.remotes)) {
      pairs.add(`${remote}@${deploy.live}`);
      if (deploy.canary) pairs.add(`${remote}@${deploy.canary.version}`);
    }
    for (const entry of state.history)
      for (const version of [entry.live, entry.canary?.version, entry.previous]) if (version) pairs.add(`${entry.remote}@${version}`);
    namedMemo.set(state, (named = pairs));
  }
  return named;
}

/**
 * Whether the map names `version` for `remote`: what the metrics accept as a label value (anything
 * else a request or a beacon carries is counted as "unknown", so no visitor can add label values).
 */
export const isNamedVersion = (state: DeployState | undefined, remote: RemoteName, version: string): boolean =>
  state !== undefined && namedVersions(state).has(`${remote}@${version}`);
