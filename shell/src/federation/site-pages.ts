import { REMOTE_NAMES, pagesUrlOf, parseRemotePages, type RemoteName, type RemotePages, type SiteConfig } from 'shared/contracts';
import { cachePromise } from 'shared/lib';
import { FetchJsonError, fetchJsonWithin } from '../lib/fetch-json';
import {
  composeSite,
  conflictMessage,
  describeRemotePages,
  descriptionProblem,
  type DescriptionFailureKind,
  type RemoteDescription,
  type SiteTable,
} from '../lib/compose-site';
import { loadSiteConfig } from './site-config';

/** Why a remote's page descriptions could not be used. */
export class DescriptionError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly kind: DescriptionFailureKind,
    readonly reason: string,
  ) {
    super(`${remote}: ${reason}`);
    this.name = 'DescriptionError';
  }
}

/** Where a remote's pages.json is (one rule for the browser and the server: shared/contracts). */
export { pagesUrlOf };

/** Reads and checks one remote's descriptions: its contract version first, then every page. */
export async function readRemotePages(
  remote: RemoteName,
  manifestUrl: string,
  timeoutMs: number,
  fetchImpl?: typeof fetch,
): Promise<RemotePages> {
  const url = pagesUrlOf(manifestUrl);
  let raw: unknown;
  try {
    raw = await fetchJsonWithin(url, timeoutMs, fetchImpl);
  } catch (error) {
    if (error instanceof FetchJsonError) throw new DescriptionError(remote, error.kind, error.message);
    throw error;
  }
  const parsed = parseRemotePages(raw, url);
  if (!parsed.ok) throw new DescriptionError(remote, 'invalid', parsed.error);
  const description = describeRemotePages(remote, url, parsed.value);
  if (!description.ok) throw new DescriptionError(remote, description.kind, description.reason);
  return parsed.value;
}

type Log = Pick<Console, 'warn' | 'error'>;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The site's page descriptions, read from every deployed remote in parallel, each once: a failed read
 * is forgotten (and said in the console), so the next area that needs it reads it again.
 */
export function createSitePages(loadConfig: () => Promise<SiteConfig>, fetchImpl?: typeof fetch, log: Log = console) {
  const perRemote = {} as Record<RemoteName, ReturnType<typeof cachePromise<RemotePages>>>;
  for (const remote of REMOTE_NAMES) {
    perRemote[remote] = cachePromise(async () => {
      const config = await loadConfig();
      try {
        return await readRemotePages(remote, config.remotes[remote], config.remoteTimeoutMs, fetchImpl);
      } catch (error) {
        if (error instanceof DescriptionError) {
          const problem = descriptionProblem({ remote, ok: false, kind: error.kind, reason: error.reason });
          log[problem.level](problem.message);
        }
        throw error;
      }
    });
  }

  /** One remote's checked descriptions; rejects with a DescriptionError. */
  function remotePages(remote: RemoteName): Promise<RemotePages> {
    return perRemote[remote].get();
  }

  async function describe(remote: RemoteName): Promise<RemoteDescription> {
    try {
      return { remote, ok: true, pages: (await remotePages(remote)).pages };
    } catch (error) {
      const kind = error instanceof DescriptionError ? error.kind : 'unavailable';
      return { remote, ok: false, kind, reason: error instanceof DescriptionError ? error.reason : reasonOf(error) };
    }
  }

  /** The composed table. Never rejects: what could not be read is named in `failed`. */
  async function compose(): Promise<SiteTable> {
    try {
      await loadConfig();
    } catch (error) {
      const invalid = error instanceof FetchJsonError && error.kind === 'invalid';
      log[invalid ? 'error' : 'warn'](
        `[site] The site config could not be read (${reasonOf(error)}); every area shows its failure message until it answers.`,
      );
      return composeSite(REMOTE_NAMES.map((remote) => ({ remote, ok: false, kind: 'config', reason: reasonOf(error) })));
    }
    const table = composeSite(await Promise.all(REMOTE_NAMES.map(describe)));
    for (const conflict of table.conflicts) log.error(conflictMessage(conflict));
    return table;
  }

  // Composed once and shared by every route; it never fails, so only `forget` starts it again.
  const table = cachePromise(compose);

  return {
    remotePages,
    siteTable: table.get,
    /**
     * Forgets the descriptions read so far, every remote's or one's: a Try again reads them anew, rather
     * than wait on a read that was asked while the remote was down.
     */
    forget(remote?: RemoteName) {
      for (const [name, cache] of Object.entries(perRemote)) if (remote === undefined || name === remote) cache.reset();
      table.reset();
    },
  };
}

export type SitePages = ReturnType<typeof createSitePages>;

/** The page's one set of descriptions. */
export const sitePages = createSitePages(loadSiteConfig);
