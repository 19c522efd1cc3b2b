import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Marks a module that failed to load. The runtime hands it to the loader instead of throwing from
 * deep inside its own promise chain; the loader turns it into a RemoteLoadError that names the remote.
 * Runtime plugins given in the webpack config run before the async boundary, so this file imports no React.
 */
export const REMOTE_FAILED = '__remoteFailed__';

export interface FailedRemoteModule {
  readonly [REMOTE_FAILED]: true;
  readonly id: string;
  readonly reason: string;
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[REMOTE_FAILED] === true;
}

export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-load-error-plugin',
    errorLoadRemote(args) {
      // It fires twice: at 'afterResolve' (id = manifest URL, where a return value would be parsed as
      // a manifest) and at 'onLoad' (id = remote/Module). Only the second gets a fallback.
      if (args.lifecycle !== 'onLoad') return undefined;
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      console.warn(`[federation] ${args.id} could not be loaded: ${reason}`);
      const failed: FailedRemoteModule = { [REMOTE_FAILED]: true, id: args.id, reason };
      return failed;
    },
  };
}
