import { readSeed } from '../app/site-seed';
import { browserModules } from './browser-modules';
import { readManifestText } from './manifest-reads';
import { composeSite, pageAt } from '../lib/compose-site';

/**
 * Starts loading the module of the page the server rendered, as main.js's first work. Its chain (the
 * site config, the remote's pages.json, its manifest, its entry and the page's chunk: four round trips
 * on a phone) used to start only when hydration reached the page area, after React DOM and the app had
 * been evaluated; now it runs while they are (measured on the bench's phone, /about: the page area
 * hydrated about 0.9 s after the header). The load is the one the page area then uses (one loader).
 */
export function startPageLoad(doc: Document = document, pathname: string = location.pathname): void {
  const seed = readSeed(doc);
  if (!seed) return;
  const found = pageAt(composeSite(seed.descriptions).pages, pathname);
  if (!found) return;
  // Its manifest first (the boot script's preload): the hydration check and the runtime share this read.
  const manifestUrl = seed.manifests[found.page.remote];
  if (manifestUrl) readManifestText(manifestUrl).catch(() => undefined);
  void browserModules.get(found.page.remote, found.page.module);
}
