import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from 'shared/contracts';
import { cachePromise } from 'shared/lib';
import { freshEntriesPlugin, noteFreshAttempt, rerunPreloadedScripts } from './fresh-entries';
import { isFailedRemoteModule } from './load-error-plugin';
import { forgetManifestRead, manifestReadsPlugin, readManifestText } from './manifest-reads';
import { entryUrlOf, filesBaseOf } from './page-scripts';
import { loadSiteConfig } from './site-config';
import { DescriptionError, sitePages } from './site-pages';

/** Why an area could not show its remote. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly kind: 'unavailable' | 'timeout' | 'config' | 'invalid',
    detail: string,
  ) {
    super(`${remote}: ${detail}`);
    this.name = 'RemoteLoadError';
  }
}

/** Every remote registered with the federation runtime from the deploy-time config, once. */
const registration = cachePromise(async (): Promise<SiteConfig> => {
  const config = await loadSiteConfig();
  // The runtime reads manifests through the page's shared reads (one round trip per manifest at start),
  // and a retried remote's entry at an address of its own (fresh-entries.ts).
  registerPlugins([manifestReadsPlugin(), freshEntriesPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
  return config;
});

/** Resolves or rejects with `error` after `ms`, whichever comes first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads one exposed module (`remote/module`). The remote's published descriptions are read first: a
 * remote built against a contract this shell does not speak is never run. `fresh` re-registers the
 * remote (the runtime's own reset: its manifest, entry and module caches of that remote) and asks for
 * its entry at a fresh address, so a Try again after a failure fetches its manifest and entry anew
 * instead of reusing a failed attempt, the runtime's or the browser's.
 */
export async function loadExposedModule<T>(remote: RemoteName, module: string, fresh = false): Promise<T> {
  let config: SiteConfig;
  try {
    config = await registration.get();
  } catch (error) {
    throw new RemoteLoadError(remote, 'config', error instanceof Error ? error.message : String(error));
  }
  // A Try again reads the remote's pages anew: a read asked while it was down may still be on its way.
  if (fresh) sitePages.forget(remote);
  try {
    await sitePages.remotePages(remote);
  } catch (error) {
    if (error instanceof DescriptionError) throw new RemoteLoadError(remote, error.kind, error.reason);
    throw new RemoteLoadError(remote, 'config', error instanceof Error ? error.message : String(error));
  }
  if (fresh) {
    const manifestUrl = config.remotes[remote];
    forgetManifestRead(manifestUrl);
    const attempt = noteFreshAttempt(remote);
    registerRemotes([{ name: remote, entry: manifestUrl }], { force: true });
    const rerun = async () => {
      // The runtime's own read of the manifest, shared (manifest-reads.ts): no request more.
      const manifest: unknown = JSON.parse(await readManifestText(manifestUrl));
      const base = filesBaseOf(manifest, manifestUrl);
      const entry = entryUrlOf(manifest, manifestUrl);
      if (base && entry) await rerunPreloadedScripts(base.href, entry, attempt);
    };
    const timedOut = () => new RemoteLoadError(remote, 'timeout', `no answer within ${config.remoteTimeoutMs} ms`);
    try {
      await withTimeout(rerun(), config.remoteTimeoutMs, timedOut);
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remote, 'unavailable', error instanceof Error ? error.message : String(error));
    }
  }
  const loaded = await withTimeout(
    loadRemote<T>(`${remote}/${module}`),
    config.remoteTimeoutMs,
    () => new RemoteLoadError(remote, 'timeout', `no answer within ${config.remoteTimeoutMs} ms`),
  );
  if (loaded == null || isFailedRemoteModule(loaded)) {
    throw new RemoteLoadError(remote, 'unavailable', isFailedRemoteModule(loaded) ? loaded.reason : 'empty module');
  }
  return loaded;
}
