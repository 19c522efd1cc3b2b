import { splitLocalePath } from 'shared/contracts';
import { readSeed } from '../app/site-seed';
import { browserModules } from './browser-modules';
import { readManifestText } from './manifest-reads';
import { pageScriptUrls } from './page-scripts';
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
  const { locale, path } = splitLocalePath(pathname);
  const found = pageAt(composeSite(seed.descriptions).pages, path);
  if (!found) return;
  // Its manifest first (the boot script's preload): the hydration check and the runtime share this read.
  const manifestUrl = seed.manifests[found.page.remote];
  if (manifestUrl)
    readManifestText(manifestUrl).then(
      (text) => preloadScripts(doc, pageScriptUrls(text, manifestUrl, found.page.module)),
      () => undefined,
    );
  // In the page's language: the module's `prepare(locale)` (its words' chunk) starts now too.
  void browserModules.get(found.page.remote, found.page.module, false, locale);
}

/**
 * The remote's entry and the page's chunks, asked for as soon as the manifest is in: the runtime gets
 * to them only after the site config, the pages.json check and its own set-up, which on a phone run
 * between React DOM's evaluation and the app's first render (measured: about 200 ms later). The runtime
 * then loads the same URLs as plain scripts, which these preloads (no crossorigin, as theirs) serve.
 */
function preloadScripts(doc: Document, urls: readonly string[]): void {
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
}
