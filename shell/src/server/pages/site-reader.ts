import { pagesUrlOf, type RemoteName } from 'shared/contracts';
import { describeRemotePages, type RemoteDescription } from '../../lib/compose-site';
import type { createManifestCache, createPagesCache } from './remote-files';
import type { SiteSnapshot } from './renderer';

export interface SiteReaderOptions {
  /** The live site config's remotes (read on every call: a deploy may move a remote). */
  readonly remotes: () => Readonly<Partial<Record<RemoteName, string>>>;
  readonly manifests: ReturnType<typeof createManifestCache>;
  readonly pages: ReturnType<typeof createPagesCache>;
  /** How long a request waits for a first read of what is not known yet. */
  readonly waitMs?: number;
}

/**
 * The shell server's knowledge of the deployed remotes, for the renderer: the config's remotes, each
 * remote's pages (or why they are missing: its area then shows that remote's failure, not a 404) and
 * the version of each remote's build (a changed version is a redeploy: the renderer registers that
 * remote anew). The page table itself is composed from this by the renderer (composeSite), once.
 */
export function createSiteReader({ remotes, manifests, pages, waitMs = 150 }: SiteReaderOptions) {
  const remotesOf = () => Object.entries(remotes()) as [RemoteName, string][];
  return {
    /** What the renderer renders with now, waiting at most `waitMs` for a first read of what is not known yet. */
    async snapshot(): Promise<SiteSnapshot> {
      const listed = remotesOf();
      await Promise.all([
        pages.settled(
          listed.map(([, url]) => pagesUrlOf(url)),
          waitMs,
        ),
        manifests.settled(
          listed.map(([, url]) => url),
          waitMs,
        ),
      ]);
      const versions: Partial<Record<RemoteName, string>> = {};
      const descriptions = listed.map(([remote, manifestUrl]): RemoteDescription => {
        const version = manifests.get(manifestUrl)?.version;
        if (version) versions[remote] = version;
        const url = pagesUrlOf(manifestUrl);
        return describeRemotePages(remote, url, pages.get(url));
      });
      return { remotes: Object.fromEntries(listed), descriptions, versions };
    },
    /** Starts every read now. */
    warm: () => Promise.all(remotesOf().flatMap(([, url]) => [manifests.warm([url]), pages.warm([pagesUrlOf(url)])])),
  };
}

export type SiteReader = ReturnType<typeof createSiteReader>;
