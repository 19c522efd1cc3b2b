/**
 * The state of a filterable list (news search and sort, blog search, category and tag) lives in the
 * URL's query, so one pure reader serves every place a list is rendered: the shell's server (a shared
 * link, a GET form submitted before the scripts ran or with scripts off) and the browser (instant
 * filtering as the visitor types). No React, no DOM.
 */
export interface ListQuery<Q> {
  /**
   * The parameters the list reads, as its page declares them in `exposed/pages.ts`: the shell's server
   * passes only these to the render, so the browser reads only these too (see `declaredOnly`).
   */
  readonly names: readonly string[];
  /** The query from the URL; anything missing, unknown or malformed falls back to the default. */
  readonly read: (params: URLSearchParams) => Q;
  /** The query as URL parameters, defaults left out, so the plain list stays at its plain path. */
  readonly write: (query: Q) => URLSearchParams;
}

// The declared parameters are read as the shell's server reads them: one rule, in shared/contracts.
export { declaredOnly, QUERY_VALUE_MAX } from 'shared/contracts';

/** Whether two queries mean the same list (compared as the URL they would write). */
export function sameQuery<Q>(list: ListQuery<Q>, a: NoInfer<Q>, b: NoInfer<Q>): boolean {
  return list.write(a).toString() === list.write(b).toString();
}

/** The list's address for a query: `/blog?tag=ai`, or the plain path when nothing is set. */
export function listHref<Q>(list: ListQuery<Q>, path: string, query: NoInfer<Q>): string {
  const search = list.write(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The text fields of a form as URL parameters, as the browser would submit it by GET. */
export function formParams(entries: Iterable<readonly [string, unknown]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (typeof value === 'string') params.append(name, value);
  return params;
}

/** '1 post', '5 posts'. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
