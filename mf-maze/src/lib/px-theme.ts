/**
 * Rewrites every `rem` length in a theme to pixels. Inside a partner's page `rem` follows the
 * partner's root font size (a page with `* { font-size: 30px }` would blow the game up), so the
 * standalone element measures in pixels, as if the root were the browser default of 16px.
 */
export function remToPx(value: string, rootPx = 16): string {
  return value.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${Number((Number(n) * rootPx).toFixed(3))}px`);
}

/** Same shape as the theme it gets (typed as that theme, literal types included, since only units change). */
export function pxTheme<T extends object>(theme: T, rootPx = 16): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return remToPx(value, rootPx);
    if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(theme) as T;
}
