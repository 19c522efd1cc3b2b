/**
 * The scripts the federation runtime will load for one exposed module of a remote, read from the
 * remote's manifest: its entry and the module's own chunks (the `sync` JavaScript of that expose).
 * Pure, so early-page-load.ts can ask for them the moment the manifest is in, rather than after the
 * runtime's own chain (site config, pages.json check, runtime set-up) has reached them.
 * Returns [] for a manifest of another shape: the runtime then loads everything as before.
 */
export function pageScriptUrls(manifestText: string, manifestUrl: string, module: string): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    return [];
  }
  return pageScriptUrlsOf(manifest, manifestUrl, module);
}

/** The same from a manifest already parsed (the server keeps each remote's, see remote-files.ts). */
export function pageScriptUrlsOf(manifest: unknown, manifestUrl: string, module: string): string[] {
  const { exposes } = (manifest ?? {}) as { exposes?: unknown };
  const entry = entryUrlOf(manifest, manifestUrl);
  const base = filesBaseOf(manifest, manifestUrl);
  if (!entry || !base || !Array.isArray(exposes)) return [];
  const expose = (exposes as Array<{ name?: unknown; assets?: { js?: { sync?: unknown } } }>).find((item) => item?.name === module);
  const sync = expose?.assets?.js?.sync;
  const chunks = Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  if (!expose) return [];
  return [entry, ...chunks.map((file) => new URL(file, base).href)];
}

/** The address of a remote's entry, as its manifest names it (its `remoteEntry` path and name); null if unreadable. */
export function entryUrlOf(manifest: unknown, manifestUrl: string): string | null {
  const remoteEntry = (manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } } | null)?.metaData?.remoteEntry;
  const base = filesBaseOf(manifest, manifestUrl);
  if (typeof remoteEntry?.name !== 'string' || !base) return null;
  const path = typeof remoteEntry.path === 'string' && remoteEntry.path ? remoteEntry.path.replace(/\/?$/, '/') : '';
  return new URL(`${path}${remoteEntry.name}`, base).href;
}

/** Where a manifest's files are: its `publicPath`, or beside the manifest for 'auto' (every remote here); null if unreadable. */
export function filesBaseOf(manifest: unknown, manifestUrl: string): URL | null {
  const publicPath = (manifest as { metaData?: { publicPath?: unknown } } | null)?.metaData?.publicPath;
  try {
    return new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  } catch {
    return null;
  }
}
