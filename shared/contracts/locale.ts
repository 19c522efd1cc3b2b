/**
 * The site's languages (issue 39). English keeps today's addresses; Hindi and Gujarati live under
 * `/hi/…` and `/gu/…` with the same paths after the prefix. The shell decides a page's language from
 * its address alone (never from Accept-Language or a cookie) and passes it to every remote in the
 * page props; each remote turns it into its own words.
 */
export const LOCALES = ['en', 'hi', 'gu'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** `<html lang>` and `hreflang` of each language: the Indian forms. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

/** Each language's name in its own script, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी', gu: 'ગુજરાતી' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The address prefix of a language: '' for English, '/hi' and '/gu' for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A site path (starting with '/') in a language: `localePath('gu', '/news/3')` is '/gu/news/3', `('hi', '/')` is '/hi'. */
export function localePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The language an address names and the path after its prefix: '/gu/news/3' -> gu, '/news/3';
 * '/hi' -> hi, '/'; '/en/x' and '/history' are English paths as they stand.
 */
export function splitLocalePath(pathname: string): { readonly locale: Locale; readonly path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && match[1] !== DEFAULT_LOCALE && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}
