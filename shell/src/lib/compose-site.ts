import type { PageDescription, RemoteName, RemotePages, SitePage } from 'shared/contracts';
import { matchPath } from 'shared/router';

/** Why a remote's page descriptions are missing: down, too slow, refused, or no config to find it. */
export type DescriptionFailureKind = 'unavailable' | 'timeout' | 'invalid' | 'config';

/** What reading one remote's `pages.json` gave. */
export type RemoteDescription =
  | { readonly remote: RemoteName; readonly ok: true; readonly pages: readonly PageDescription[] }
  | { readonly remote: RemoteName; readonly ok: false; readonly kind: DescriptionFailureKind; readonly reason: string };

/**
 * What one remote's read `pages.json` (or its absence) means for the site: one rule for the browser and
 * the server. A file that names another remote is refused: it was deployed under the wrong name.
 */
export function describeRemotePages(remote: RemoteName, url: string, read: RemotePages | null): RemoteDescription {
  if (read === null) return { remote, ok: false, kind: 'unavailable', reason: `${url} did not answer` };
  if (read.remote !== remote) {
    return { remote, ok: false, kind: 'invalid', reason: `${url} describes ${read.remote}, but the site config names it as ${remote}.` };
  }
  return { remote, ok: true, pages: read.pages };
}

/** One path published by more than one remote. */
export interface PathConflict {
  readonly path: string;
  readonly remotes: readonly RemoteName[];
}

/** The composed site: what the shell routes by. */
export interface SiteTable {
  /** Every page some remote serves alone, in the order the remotes were read. */
  readonly pages: readonly SitePage[];
  /** Paths claimed by several remotes: served by none of them until that is resolved. */
  readonly conflicts: readonly PathConflict[];
  /** Remotes whose descriptions could not be read: any unknown path may be one of theirs. */
  readonly failed: readonly RemoteName[];
}

/** The page (or claimed path) of the composed site that serves `pathname`, with the route's params, or null. */
export function pageAt<T extends { readonly path: string }>(pages: readonly T[], pathname: string): PageAt<T> | null {
  if (last?.pages === pages && last.pathname === pathname) return last.found as PageAt<T> | null;
  let found: PageAt<T> | null = null;
  for (const page of pages) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (match) {
      found = { page, params: match.params };
      break;
    }
  }
  last = { pages, pathname, found };
  return found;
}
type PageAt<T> = { readonly page: T; readonly params: Readonly<Record<string, string | undefined>> };
/**
 * The last answer: one render asks for the same page up to ten times (the request's target, the
 * renderer, the head's hints, each link of both language switches), and matchPath compiles a pattern's
 * regular expression on every call. Tables are never changed in place, so the same array and path give
 * the same answer.
 */
let last: { readonly pages: readonly unknown[]; readonly pathname: string; readonly found: unknown } | undefined;

/** '/news/:id' and '/news/:slug' match the same URLs, so they are one path for conflicts. */
function patternKey(path: string): string {
  return path.replace(/:[^/]+/g, ':');
}

/**
 * Tables already composed, by the descriptions they were composed from. A server render composes the
 * seed's descriptions three times (the renderer, the frame, the routes): one table for all three also
 * lets pageAt's last answer serve every caller of a render (its pages are the same array).
 */
const composed = new WeakMap<readonly RemoteDescription[], SiteTable>();

/**
 * Composes one route table from every remote's description. A path that two remotes claim is served
 * by neither: picking one silently would hide a deploy mistake until a visitor met the wrong page.
 * The same descriptions (the same array: they are never changed in place) give the same table.
 */
export function composeSite(descriptions: readonly RemoteDescription[]): SiteTable {
  let table = composed.get(descriptions);
  if (!table) {
    table = composeTable(descriptions);
    composed.set(descriptions, table);
  }
  return table;
}

function composeTable(descriptions: readonly RemoteDescription[]): SiteTable {
  const claims = new Map<string, SitePage[]>();
  const failed: RemoteName[] = [];
  for (const description of descriptions) {
    if (!description.ok) {
      failed.push(description.remote);
      continue;
    }
    for (const page of description.pages) {
      const key = patternKey(page.path);
      const claimants = claims.get(key) ?? [];
      // A remote listing a path twice is refused by its own build; the first row wins here.
      if (!claimants.some((claim) => claim.remote === description.remote)) claimants.push({ ...page, remote: description.remote });
      claims.set(key, claimants);
    }
  }
  const pages: SitePage[] = [];
  const conflicts: PathConflict[] = [];
  for (const claimants of claims.values()) {
    const [first] = claimants;
    if (!first) continue;
    if (claimants.length === 1) pages.push(first);
    else conflicts.push({ path: first.path, remotes: claimants.map((claim) => claim.remote) });
  }
  return { pages, conflicts, failed };
}

function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The console message of a conflict: the path and every remote that claims it. */
export function conflictMessage({ path, remotes }: PathConflict): string {
  const outcome =
    remotes.length === 2
      ? 'Neither serves it until one of them drops it from its pages.json.'
      : 'None of them serves it until all but one drop it from their pages.json.';
  return `[site] ${remotes.length === 2 ? 'Two' : remotes.length} remotes claim the path ${path}: ${listOf(remotes)}. ${outcome}`;
}

/** The console message of a remote whose descriptions are missing, and how loud it is. */
export function descriptionProblem(description: Extract<RemoteDescription, { ok: false }>): { level: 'warn' | 'error'; message: string } {
  const { remote, kind, reason } = description;
  if (kind === 'invalid') {
    return { level: 'error', message: `[site] ${remote}'s pages.json was refused, so none of its pages is served: ${reason}` };
  }
  return {
    level: 'warn',
    message: `[site] ${remote}'s pages.json could not be read (${reason}); its pages show their failure message until it answers.`,
  };
}

/** What a path that matches no page gets. */
export type UnmatchedOutcome =
  | { readonly kind: 'not-found' }
  /** `remote` is the one remote that did not answer, or null when several did not. */
  | { readonly kind: 'failed'; readonly remote: RemoteName | null };

/**
 * A path no page matches is a 404 only when every remote answered: while one is missing, the path may
 * be one of its pages, so the visitor gets that remote's failure message and a Try again instead.
 */
export function unmatchedOutcome(table: Pick<SiteTable, 'failed'>): UnmatchedOutcome {
  if (table.failed.length === 0) return { kind: 'not-found' };
  return { kind: 'failed', remote: table.failed.length === 1 ? (table.failed[0] ?? null) : null };
}
