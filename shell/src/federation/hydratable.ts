import { splitLocalePath } from 'shared/contracts';
import { contentVersion } from 'shared/lib';
import type { SiteSeed } from '../app/site-seed';
import { withTimeout } from './remote-loader';
import { composeSite, pageAt } from '../lib/compose-site';
import { readManifestText } from './manifest-reads';

/** Hydration is worth waiting for only briefly: past this, the HTML is hydrated as it is. */
const CHECK_MS = 2000;

/**
 * Whether the server's HTML for `pathname` can be hydrated: true unless the route's remote now serves
 * another build than the one the server rendered with (a deploy between the two). The boot script
 * preloads its manifest together with main.js, so asking costs no extra round trip. When in doubt (nothing to compare,
 * the manifest unreadable) the HTML is hydrated: the area's own loading and failure states then apply.
 */
export async function hydratable(seed: SiteSeed, pathname: string): Promise<boolean> {
  const owner = pageAt(composeSite(seed.descriptions).pages, splitLocalePath(pathname).path)?.page.remote;
  const rendered = owner ? seed.versions[owner] : undefined;
  const manifestUrl = owner ? seed.manifests[owner] : undefined;
  if (!rendered || !manifestUrl) return true;
  try {
    const text = await withTimeout(
      readManifestText(manifestUrl),
      CHECK_MS,
      () => new Error(`${manifestUrl}: no answer within ${CHECK_MS} ms`),
    );
    return contentVersion(JSON.parse(text)) === rendered;
  } catch {
    return true;
  }
}
