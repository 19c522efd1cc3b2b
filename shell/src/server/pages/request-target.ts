import { declaredOnly, localePath, splitLocalePath, type SitePage } from 'shared/contracts';
import { pageAt } from '../../lib/compose-site';

/**
 * What the shell's server makes of a request's target before anything is rendered or looked up: one
 * canonical address per page, so that a page is rendered and cached once, whatever a link, a crawler
 * or an attacker appends to it.
 *   - Only origin-form targets (`/path?query`) name a page. Absolute-form targets (`http://host/…`,
 *     legal towards a proxy) are taken for this site's own origin only; any other host, authority-form
 *     (`host:port`) and `*` are refused (400): nothing of another host is rendered under our name.
 *   - `//` runs, a trailing slash and letter-case variants of a page's fixed segments answer 301 with
 *     the page's own path: one URL per page for search engines and caches.
 *   - Only the query parameters the page declares (pages.json `query`) are kept, in declared order,
 *     first value each, trimmed and capped: `?utm_source=…` renders and caches the bare page.
 *   - A path no page matches is Page Not Found, rendered once for all such paths (`NOT_FOUND_ADDRESS`),
 *     while every remote's pages are known; the browser's router renders the same for the real path.
 *   - A language's prefix (`/hi`, `/gu`: shared/contracts locale.ts) is kept in front of all of the
 *     above: `/hi/courses/` moves to `/hi/courses`, `/hi/` to `/hi`, an unknown `/gu/x` is Page Not
 *     Found in Gujarati (`/gu/page-not-found`). The address alone names the language: no header or
 *     cookie takes part, so each language is its own cache entry.
 * Pure and synchronous: it runs on every request, before the caches.
 */
export type RequestTarget =
  | { readonly kind: 'refused' }
  | { readonly kind: 'moved'; readonly location: string }
  /** `address`: what is rendered and cached (canonical path and kept query); `pathname`: the canonical path. */
  | { readonly kind: 'page'; readonly address: string; readonly pathname: string };

/** The one address every unknown path is rendered at (no page publishes it: its segment has no letter case rule). */
export const NOT_FOUND_ADDRESS = '/page-not-found';

/** Longer addresses are no page of the site (paths stay far below; a search box's query too). */
export const MAX_ADDRESS = 2048;

/** What the target reader needs to know of the composed site. */
export interface TargetTable {
  /** The pages every remote publishes now; null while some remote's pages are unknown. */
  readonly pages: readonly SitePage[];
  /** Paths several remotes claim, and whether some remote's pages are unknown (then an unmatched path is not known to be missing). */
  readonly conflicts: readonly { readonly path: string }[];
  readonly complete: boolean;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)(.*)$/is;

/**
 * The origin-form part of `raw` (a request line's target), or null when it names no page of this
 * site. `origin` is the site's public origin (SITE_URL's).
 */
function originForm(raw: string, origin: string): string | null {
  if (raw.startsWith('/')) return raw;
  const absolute = ABSOLUTE.exec(raw);
  if (!absolute) return null; // authority-form, `*`, or garbage
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  const rest = absolute[2] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Whether every escape in `path` decodes (a malformed one names no page). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The page's own spelling of `pathname`: fixed segments as published, parameters as requested. */
function ownSpelling(pattern: string, pathname: string): string {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  return wanted.map((segment, at) => (segment.startsWith(':') ? (given[at] ?? '') : segment)).join('/') || '/';
}

/** The declared parameters of `search` as a query string (see shared/contracts page-query.ts), or ''. */
export function keptQuery(search: string, declared: readonly string[] | undefined): string {
  if (!declared || declared.length === 0 || search === '') return '';
  const text = declaredOnly(new URLSearchParams(search), declared).toString();
  return text ? `?${text}` : '';
}

/** The canonical target of `raw` against the site's pages (see RequestTarget). */
export function readTarget(raw: string, table: TargetTable, origin: string): RequestTarget {
  const target = originForm(raw, origin);
  // A request line with CR, LF, NUL or spaces never reaches here from Node's parser; anything else odd is refused.
  if (target === null || /[\s\0]/.test(target)) return { kind: 'refused' };
  if (target.length > MAX_ADDRESS) return notFound();
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt);
  const hashless = search.split('#')[0] ?? '';

  // `//` runs: one slash (a `//host/…` path is ours, never another host's).
  const single = path.replace(/\/{2,}/g, '/');
  if (single !== path) {
    // Straight to the page's own address (its spelling and declared query), as one redirect.
    const next = readTarget(`${single}${hashless}`, table, origin);
    if (next.kind === 'moved') return next;
    const known = next.kind === 'page' && splitLocalePath(next.pathname).path !== NOT_FOUND_ADDRESS;
    return { kind: 'moved', location: known ? next.address : single };
  }
  if (/(^|\/)\.\.?(\/|$)/.test(path)) return notFound(localePath(splitLocalePath(path).locale, NOT_FOUND_ADDRESS));

  // The page is looked up by the path after the language's prefix; every answer keeps the prefix.
  const { locale, path: inner } = splitLocalePath(path);
  // A malformed escape inside a page's parameter (`/news/%E0%A4%A`) is that page's unknown item, as the
  // browser's router sees it too: the page says what to do (a redirect, or its own not-found).
  const found = pageAt(table.pages, inner);
  if (found) {
    const own = localePath(locale, ownSpelling(found.page.path, inner));
    const query = keptQuery(hashless, found.page.query);
    if (own !== path) return { kind: 'moved', location: `${own}${query}` };
    return { kind: 'page', address: `${own}${query}`, pathname: own };
  }
  // A conflict, or a path that may be a page of a remote not read yet: rendered for itself (the page
  // says which), never kept (the renderer keeps only complete pages).
  if (decodes(path) && (pageAt(table.conflicts, inner) || !table.complete)) return { kind: 'page', address: path, pathname: path };
  return notFound(localePath(locale, NOT_FOUND_ADDRESS));
}

const notFound = (address = NOT_FOUND_ADDRESS): RequestTarget => ({ kind: 'page', address, pathname: address });
