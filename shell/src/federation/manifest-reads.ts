import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * One network read of each remote's manifest for the page's start. Two readers want the route
 * remote's manifest at once: the hydration check (hydratable.ts: is that remote still the build the
 * server rendered with?) and the federation runtime, which needs it to find the remote's entry. Each
 * fetched it, and the boot script's preload served only the first, so the runtime's own read was one
 * more round trip on the way to the page's code (about 170 ms on the bench's phone, measured on
 * /news). Now the runtime's manifest fetches come here (the plugin below), and both readers share one
 * read of the file's text.
 *
 * A failed read is forgotten at once, and a Try again (a fresh load) forgets the remote's read, so a
 * retry always fetches the manifest anew, as the runtime's forced re-registration intends.
 */
const reads = new Map<string, Promise<string>>();

/** The manifest's text, read once per URL (until it fails or is forgotten). */
export function readManifestText(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<string> {
  const current = reads.get(url);
  if (current) return current;
  const read = fetchImpl(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  reads.set(url, read);
  read.catch(() => {
    if (reads.get(url) === read) reads.delete(url);
  });
  return read;
}

/** Forgets one manifest's read (a Try again), or every read (tests). */
export function forgetManifestRead(url?: string): void {
  if (url === undefined) reads.clear();
  else reads.delete(url);
}

/** The runtime's manifest fetches, answered from the shared read; every other fetch is its own. */
export function manifestReadsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-manifest-reads-plugin',
    fetch(url, _init, _remote, resource) {
      const isManifest = resource?.resourceType === 'manifest' || /\/mf-manifest\.json(?:$|\?)/.test(url);
      if (!isManifest) return undefined;
      return readManifestText(url).then((text) => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }));
    },
  };
}
