import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A Try again loads the remote's entry under an address of its own. The page's preload of that entry
 * (the boot script's, named by the server's hints) fails with the remote, and Chromium hands a later
 * script of the same address that failed preload instead of asking the network: the runtime's first
 * retry then failed with RUNTIME-008 without a request. A query the remote's server ignores makes the
 * retry's script a request of its own; the remote's public path ('auto') is read without the query.
 */
export const ATTEMPT_PARAM = 'mf-attempt';

/** `url` with the attempt's number in its query (replacing an earlier attempt's). */
export function entryUrlForAttempt(url: string, attempt: number): string {
  const address = new URL(url);
  address.searchParams.set(ATTEMPT_PARAM, String(attempt));
  return address.href;
}

/** Try agains asked for so far, per remote name. */
const attempts = new Map<string, number>();

/** Called before a Try again re-registers `remote`: its next entry load is a fresh request. */
export function noteFreshAttempt(remote: string): void {
  attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
}

/** The runtime's entry scripts of a remote retried at least once, at the attempt's own address. */
export function freshEntriesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-fresh-entries-plugin',
    createScript({ url, remoteInfo }) {
      const attempt = remoteInfo ? attempts.get(remoteInfo.name) : undefined;
      if (attempt === undefined) return undefined;
      const script = document.createElement('script');
      script.src = entryUrlForAttempt(url, attempt);
      return script;
    },
  };
}
