import { SITE_CONFIG_FILE, parseSiteConfig, type SiteConfig } from 'shared/contracts';

let pending: Promise<SiteConfig> | null = null;

/**
 * Reads the deploy-time `site-config.json` next to index.html, once. A failed read is forgotten, so a
 * Try again in any remote area reads it afresh.
 */
export function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  pending ??= (async () => {
    // The HTML preloads this URL; the server sends it `no-cache`, so it is revalidated, never stale.
    const response = await fetchImpl(`/${SITE_CONFIG_FILE}`);
    if (!response.ok) throw new Error(`${SITE_CONFIG_FILE} answered ${response.status}`);
    const parsed = parseSiteConfig(await response.json());
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export function resetSiteConfigForTests(): void {
  pending = null;
}
