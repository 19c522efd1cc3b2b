import { DEFAULT_REMOTE_TIMEOUT_MS, SITE_CONFIG_FILE, parseSiteConfig, type SiteConfig } from 'shared/contracts';
import { cachePromise } from 'shared/lib';
import { FetchJsonError, fetchJsonWithin } from '../lib/fetch-json';
import { readSeed } from '../app/site-seed';

/** The manifests the server rendered this page with (its seed), if it rendered one. */
const seededManifests = () => (typeof document === 'undefined' ? undefined : readSeed(document)?.manifests);

/**
 * Reads the deploy-time `site-config.json` next to index.html, once. A failed read is forgotten, so a
 * Try again in any area reads it afresh. The config names the area time limit, so before it is known
 * the default one bounds the read: a hanging config costs every area its failure message, not a
 * loading state that never ends.
 */
export function createSiteConfigLoader(fetchImpl?: typeof fetch, timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS, seeded = seededManifests) {
  return cachePromise(async (): Promise<SiteConfig> => {
    // The HTML preloads this URL; the server sends it `no-cache`, so it is revalidated, never stale.
    const raw = await fetchJsonWithin(`/${SITE_CONFIG_FILE}`, timeoutMs, fetchImpl);
    const parsed = parseSiteConfig(raw);
    if (!parsed.ok) throw new FetchJsonError('invalid', parsed.error);
    // The browser runs the very versions the server rendered this page with (a released remote's
    // version, a preview's or a canary's), even when the map changed in between: server and browser
    // agree for the whole visit of this page load.
    const rendered = seeded();
    return rendered ? { ...parsed.value, remotes: { ...parsed.value.remotes, ...rendered } } : parsed.value;
  });
}

const siteConfig = createSiteConfigLoader();

export function loadSiteConfig(): Promise<SiteConfig> {
  return siteConfig.get();
}
