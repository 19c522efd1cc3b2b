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

/**
 * The Intl locale of a language: `hi-IN-u-nu-latn` (Latin digits whatever the runtime's default). Here,
 * beside the tags, rather than with the number formats (shared/i18n/numbers.ts): the catalog reader
 * needs it on every page, the numbers only the pages that print one.
 */
export function intlLocale(locale: Locale | undefined): string {
  return `${LOCALE_TAGS[locale ?? DEFAULT_LOCALE]}-u-nu-latn`;
}

/** Each language's name in its own script, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी', gu: 'ગુજરાતી' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
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
  const [, locale, path] = /^\/([a-z]{2})(\/.*)?$/.exec(pathname) ?? [];
  return locale !== DEFAULT_LOCALE && isLocale(locale) ? { locale, path: path ?? '/' } : { locale: DEFAULT_LOCALE, path: pathname };
}
