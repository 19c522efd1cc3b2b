import { emptyDeployState, liveVersions, type DeployState, type RemoteName, type VersionSet } from 'shared/contracts';
import type { DeployStore } from 'shared/server/releases/deploy-store';

/**
 * The shell server's view of the environment's version map (shared/contracts/deploy-state.ts), from
 * its deploy store (a folder, or Redis: decision 056): read at start, again on each of the store's
 * notifications (the file looked at every second, or Redis pub/sub: a promote or a rollback reaches
 * the rendered pages within a second, with no restart), and every `rereadMs` in any case. A map that
 * does not parse, or a store that cannot be reached, keeps the last good one: the log says why once,
 * and `status()` says it for /metrics. Nothing in the store is the site as before releases: every
 * remote at its plain manifest URL.
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

/** Whether the store answered the last read, and when it last gave a good map (ms since the epoch). */
export interface DeployStoreStatus {
  readonly kind: DeployStore['kind'];
  readonly up: boolean;
  readonly lastGoodAt: number | null;
}

export interface DeployMap {
  /** The last good map. */
  state(): DeployState;
  /** Its live versions (the same object until the map changes). */
  live(): VersionSet;
  status(): DeployStoreStatus;
  /** Reads the store again now (after any read under way); a test or a writer in this process may call it. */
  reload(): Promise<void>;
  /** Settles when the first read has (whatever it found). */
  readonly ready: Promise<void>;
  stop(): void;
}

export function watchDeployMap({
  store,
  rereadMs = 5000,
  log = console,
  now = Date.now,
}: {
  store: DeployStore;
  rereadMs?: number;
  log?: Pick<Console, 'log' | 'error'>;
  now?: () => number;
}): DeployMap {
  let state = emptyDeployState(store.environment);
  let live: VersionSet = {};
  let status: DeployStoreStatus = { kind: store.kind, up: true, lastGoodAt: null };
  let lastError = '';
  const readOnce = async () => {
    // Unreachable: said once per outage, whatever each failed try reports; a bad map: once per new reason.
    const read = await store
      .read()
      .then((result) =>
        // Every change is recorded, so a map with history never becomes one without: the store lost it
        // (a Redis restarted without persistence, a table dropped). Serving it would roll back every remote.
        result.ok && result.value.history.length === 0 && state.history.length > 0
          ? { ok: false as const, error: `${store.where} holds no version map any more (emptied?): the next deploy change writes one.` }
          : result,
      )
      .catch((error: Error) => ({ ok: false as const, error: `${store.where} cannot be read (${error.message}).`, unreachable: true }));
    if (!read.ok) {
      const reason = 'unreachable' in read ? 'unreachable' : read.error;
      status = { ...status, up: false };
      if (reason !== lastError) log.error(`[deploy] ${read.error} The last good version map stays in use.`);
      lastError = reason;
      return;
    }
    if (lastError) log.log(`[deploy] ${store.where} read again.`);
    lastError = '';
    status = { ...status, up: true, lastGoodAt: now() };
    const before = JSON.stringify(state);
    if (JSON.stringify(read.value) === before) return;
    state = read.value;
    const liveNow = liveVersions(state);
    if (JSON.stringify(liveNow) !== JSON.stringify(live)) live = liveNow;
    log.log(`[deploy] ${store.environment} version map read: ${JSON.stringify(state.remotes)}`);
  };
  let queue: Promise<void> = Promise.resolve();
  const reload = () => (queue = queue.then(readOnce));
  const ready = reload();
  const unsubscribe = store.subscribe(() => void reload());
  const timer = setInterval(() => void reload(), rereadMs);
  timer.unref();
  return {
    state: () => state,
    live: () => live,
    status: () => status,
    reload,
    ready,
    stop: () => {
      clearInterval(timer);
      unsubscribe();
    },
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
