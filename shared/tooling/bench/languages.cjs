// @ts-check
/**
 * The site's languages in the bench (issue 39): every route is measured in English at its own path and
 * in Hindi and Gujarati under their prefix (`/hi/news`, `/gu` for the home page), and figures are
 * grouped per language. Pure, so the rules are easy to test.
 */

/** The languages the site serves, English first; a prefix for each but English. */
const LANGUAGES = /** @type {const} */ (['en', 'hi', 'gu']);
/** @typedef {typeof LANGUAGES[number]} Language */

/** How the report names each language. */
const LANGUAGE_NAMES = /** @type {Record<Language, string>} */ ({ en: 'English', hi: 'Hindi', gu: 'Gujarati' });

/**
 * The languages of `--languages en,hi,gu`, in the site's order, each once; an unknown one is an error
 * that names it.
 * @param {string} raw
 * @returns {Language[]}
 */
function parseLanguages(raw) {
  const asked = raw
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (!asked.length) throw new Error('--languages needs at least one of en, hi, gu');
  const unknown = asked.filter((code) => !(/** @type {readonly string[]} */ (LANGUAGES).includes(code)));
  if (unknown.length) throw new Error(`--languages: unknown language ${unknown.join(', ')} (the site serves en, hi, gu)`);
  return LANGUAGES.filter((code) => asked.includes(code));
}

/**
 * The language of a route, from its first path segment (`/hi`, `/hi/news`: Hindi; anything else: English).
 * @param {string} route
 * @returns {Language}
 */
function languageOf(route) {
  const first = route.split(/[/?#]/)[1] ?? '';
  return first === 'hi' || first === 'gu' ? first : 'en';
}

/**
 * The English route `route` in `language`: `/news` -> `/hi/news`, `/` -> `/hi`.
 * @param {string} route @param {Language} language
 */
function localize(route, language) {
  if (language === 'en') return route;
  return `/${language}${route === '/' ? '' : route}`;
}

/**
 * The English route a route translates: `/hi/news` -> `/news`, `/gu` -> `/`, an English route as it is.
 * @param {string} route
 */
function englishRoute(route) {
  if (languageOf(route) === 'en') return route;
  return route.slice(3) || '/';
}

/**
 * The routes to measure: each English route in every language asked, grouped per language (English
 * first); a route given with its prefix (`/hi/news`) is measured as it is, once.
 * @param {string[]} routes @param {readonly Language[]} languages
 */
function routesInLanguages(routes, languages) {
  /** @type {string[]} */
  const out = [];
  for (const language of LANGUAGES) {
    for (const route of routes) {
      const own = languageOf(route);
      const wanted = own === 'en' ? (languages.includes(language) ? localize(route, language) : null) : own === language ? route : null;
      if (wanted !== null && !out.includes(wanted)) out.push(wanted);
    }
  }
  return out;
}

/**
 * Items grouped by the language of their route, in the site's order, only languages that have any.
 * @template T
 * @param {T[]} items @param {(item: T) => string} routeOf
 * @returns {Array<{ language: Language, name: string, items: T[] }>}
 */
function byLanguage(items, routeOf) {
  return LANGUAGES.map((language) => ({
    language,
    name: LANGUAGE_NAMES[language],
    items: items.filter((item) => languageOf(routeOf(item)) === language),
  })).filter((group) => group.items.length > 0);
}

module.exports = { LANGUAGES, LANGUAGE_NAMES, parseLanguages, languageOf, localize, englishRoute, routesInLanguages, byLanguage };
