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
export function urlForAttempt(url: string, attempt: number): string {
  const address = new URL(url);
  address.searchParams.set(ATTEMPT_PARAM, String(attempt));
  return address.href;
}

/** Try agains asked for so far, per remote name. */
const attempts = new Map<string, number>();

/** Called before a Try again re-registers `remote`: its next entry load is a fresh request. Gives the attempt's number. */
export function noteFreshAttempt(remote: string): number {
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  return attempt;
}

/**
 * Runs again, each at the attempt's own address, the scripts of a remote the page preloaded (the boot
 * script's, from the server's hints: the page's chunks and words), but its entry, which the runtime
 * loads itself. A preload that failed with the remote is handed by Chromium to every later script of
 * its address, with no request: webpack's own load of such a chunk then failed the Try again whenever
 * it asked before the runtime's fresh copy had run (1 run in 20 under load). A chunk run here is in the
 * remote's chunk list before its fresh entry starts, so webpack never asks for it. `base`: the folder
 * of the remote's files; `entry`: its entry's address (page-scripts.ts reads both from the manifest).
 */
export async function rerunPreloadedScripts(base: string, entry: string, attempt: number, doc: Document = document): Promise<void> {
  const preloaded = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'), (link) => link.href);
  await Promise.all(
    [...new Set(preloaded)]
      .filter((href) => href.startsWith(base) && href !== entry)
      .map(
        (href) =>
          new Promise<void>((resolve, reject) => {
            const script = doc.createElement('script');
            script.src = urlForAttempt(href, attempt);
            script.onload = () => resolve();
            script.onerror = () => reject(new Error(`${href} could not be loaded`));
            doc.head.appendChild(script);
          }),
      ),
  );
}

/** The runtime's scripts (its entry, and the chunks it loads itself) of a remote retried at least once, at the attempt's own address. */
export function freshEntriesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-fresh-entries-plugin',
    createScript({ url, remoteInfo }) {
      const attempt = remoteInfo ? attempts.get(remoteInfo.name) : undefined;
      if (attempt === undefined) return undefined;
      const script = document.createElement('script');
      script.src = urlForAttempt(url, attempt);
      return script;
    },
  };
}
