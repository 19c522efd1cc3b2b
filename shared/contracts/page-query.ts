/**
 * How a page's declared query parameters (pages.json `query`) are read, the same on the shell's server
 * (its render and cache key) and in the browser (a list's state): in the declared order, first value
 * each, trimmed, cut to QUERY_VALUE_MAX, empty ones left out. So `?utm_source=…`, `?q=a&q=b` or
 * `?q=%20drone%20` give the same page on both sides, and the same HTML on hydration.
 */

/** The longest value of a parameter that is kept (a search box's text; the box takes no more). */
export const QUERY_VALUE_MAX = 200;

export function declaredOnly(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name)?.trim().slice(0, QUERY_VALUE_MAX);
    if (value) kept.set(name, value);
  }
  return kept;
}
