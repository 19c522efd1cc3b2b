import { matchPath } from 'shared/router';
import { contentVersion } from 'shared/lib';
import type { SiteSeed } from '../app/site-seed';
import { fetchJsonWithin } from '../lib/fetch-json';
import { loadSiteConfig } from './site-config';

/**
 * Whether the server's HTML for `pathname` can be hydrated: true unless the route's remote now serves
 * another build than the one the server rendered with (a deploy between the two). Its manifest is
 * already preloaded by the HTML, so asking costs no extra round trip. When in doubt (nothing to compare,
 * the manifest unreadable) the HTML is hydrated: the area's own loading and failure states then apply.
 */
export async function hydratable(seed: SiteSeed, pathname: string): Promise<boolean> {
  const owner = seed.descriptions.find(
    (description) => description.ok && description.pages.some((page) => matchPath({ path: page.path, end: true }, pathname)),
  );
  const rendered = owner ? seed.versions[owner.remote] : undefined;
  if (!owner || !rendered) return true;
  try {
    const config = await loadSiteConfig();
    const manifest = await fetchJsonWithin(config.remotes[owner.remote], config.remoteTimeoutMs);
    return contentVersion(manifest) === rendered;
  } catch {
    return true;
  }
}
