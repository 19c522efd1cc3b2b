/**
 * @jest-environment node
 */
const { parseLanguages, languageOf, localize, englishRoute, routesInLanguages, byLanguage } = require('./languages.cjs');

test('--languages takes the site’s languages in its order, each once, and names an unknown one', () => {
  expect(parseLanguages('gu, hi,EN,hi')).toEqual(['en', 'hi', 'gu']);
  expect(parseLanguages('hi')).toEqual(['hi']);
  expect(() => parseLanguages('hi,fr')).toThrow('unknown language fr');
  expect(() => parseLanguages(' , ')).toThrow('at least one');
});

test('a route’s language is its prefix; English has none', () => {
  expect(languageOf('/')).toBe('en');
  expect(languageOf('/news/1')).toBe('en');
  expect(languageOf('/hi')).toBe('hi');
  expect(languageOf('/gu/blog/1')).toBe('gu');
  expect(languageOf('/hindi')).toBe('en');
  expect(localize('/', 'hi')).toBe('/hi');
  expect(localize('/news/1', 'gu')).toBe('/gu/news/1');
  expect(localize('/news', 'en')).toBe('/news');
  expect(englishRoute('/hi/news/1')).toBe('/news/1');
  expect(englishRoute('/gu')).toBe('/');
  expect(englishRoute('/about')).toBe('/about');
});

test('each English route in every language asked, grouped per language; a prefixed route as it is', () => {
  expect(routesInLanguages(['/', '/news'], ['en', 'hi', 'gu'])).toEqual(['/', '/news', '/hi', '/hi/news', '/gu', '/gu/news']);
  expect(routesInLanguages(['/', '/news'], ['gu'])).toEqual(['/gu', '/gu/news']);
  // `--routes /hi` measures the Hindi home page alone, whatever the languages.
  expect(routesInLanguages(['/hi'], ['en', 'hi', 'gu'])).toEqual(['/hi']);
  expect(routesInLanguages(['/hi/news', '/about'], ['en'])).toEqual(['/about', '/hi/news']);
});

test('items group by their route’s language, in the site’s order, empty languages left out', () => {
  const groups = byLanguage([{ path: '/gu' }, { path: '/' }, { path: '/gu/news' }], (item) => item.path);
  expect(groups.map((g) => [g.name, g.items.map((i) => i.path)])).toEqual([
    ['English', ['/']],
    ['Gujarati', ['/gu', '/gu/news']],
  ]);
});
