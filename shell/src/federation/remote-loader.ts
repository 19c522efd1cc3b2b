import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, remoteOf, type ExposedModuleId, type RemoteName, type SiteConfig } from 'shared/contracts';
import { isFailedRemoteModule } from './load-error-plugin';
import { loadSiteConfig } from './site-config';

/** Why an area could not show its remote. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly kind: 'unavailable' | 'timeout' | 'config',
    detail: string,
  ) {
    super(`${remote}: ${detail}`);
    this.name = 'RemoteLoadError';
  }
}

let registered: Promise<SiteConfig> | null = null;

function registerFromConfig(): Promise<SiteConfig> {
  registered ??= loadSiteConfig()
    .then((config) => {
      registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
      return config;
    })
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

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
 * Loads one exposed module. `fresh` re-registers the remote first, so a Try again after a failure
 * fetches its manifest and entry anew instead of reusing the runtime's failed attempt.
 */
export async function loadExposedModule<T>(id: ExposedModuleId, fresh = false): Promise<T> {
  const remote = remoteOf(id);
  let config: SiteConfig;
  try {
    config = await registerFromConfig();
  } catch (error) {
    throw new RemoteLoadError(remote, 'config', error instanceof Error ? error.message : String(error));
  }
  if (fresh) registerRemotes([{ name: remote, entry: config.remotes[remote] }], { force: true });
  const module = await withTimeout(
    loadRemote<T>(id),
    config.remoteTimeoutMs,
    () => new RemoteLoadError(remote, 'timeout', `no answer within ${config.remoteTimeoutMs} ms`),
  );
  if (module == null || isFailedRemoteModule(module)) {
    throw new RemoteLoadError(remote, 'unavailable', isFailedRemoteModule(module) ? module.reason : 'empty module');
  }
  return module;
}
