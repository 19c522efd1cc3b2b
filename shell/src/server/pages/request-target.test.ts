import type { SitePage } from 'shared/contracts';
import { QUERY_VALUE_MAX } from 'shared/contracts';
import { NOT_FOUND_ADDRESS, keptQuery, readTarget } from './request-target';

const ORIGIN = 'https://www.robominds.in';
const pages: SitePage[] = [
  { remote: 'mf_content', path: '/', module: 'HomePage', label: 'Home', detail: false },
  { remote: 'mf_content', path: '/about', module: 'AboutPage', label: 'About', detail: false },
  { remote: 'mf_content', path: '/news', module: 'NewsPage', label: 'News', detail: false, query: ['q', 'sort'] },
  { remote: 'mf_content', path: '/news/:id', module: 'NewsDetailPage', label: 'News', detail: true },
  { remote: 'mf_content', path: '/smart-anganwadi', module: 'SmartAnganwadiPage', label: 'Smart Anganwadi', detail: false },
];
const table = { pages, conflicts: [{ path: '/labs' }], complete: true };
const target = (raw: string, complete = true) => readTarget(raw, { ...table, complete }, ORIGIN);
const page = (address: string) => ({ kind: 'page', address, pathname: address.split('?')[0] });
const moved = (location: string) => ({ kind: 'moved', location });
const NOT_FOUND = page(NOT_FOUND_ADDRESS);

describe('readTarget: one canonical address per page', () => {
  it('takes a page at its own path as it is', () => {
    expect(target('/')).toEqual(page('/'));
    expect(target('/news/1')).toEqual(page('/news/1'));
    expect(target('/smart-anganwadi')).toEqual(page('/smart-anganwadi'));
    // A malformed escape in a parameter is the page's unknown item, as the browser's router sees it.
    expect(target('/news/%E0%A4%A')).toEqual(page('/news/%E0%A4%A'));
  });

  it('moves letter-case variants, a trailing slash and // runs to the page’s own path', () => {
    expect(target('/About')).toEqual(moved('/about'));
    expect(target('/NEWS/1')).toEqual(moved('/news/1'));
    expect(target('/about/')).toEqual(moved('/about'));
    expect(target('//about')).toEqual(moved('/about'));
    expect(target('//evil.example/news/1')).toEqual(moved('/evil.example/news/1'));
    expect(target('/News?q=robot&utm_source=x')).toEqual(moved('/news?q=robot'));
    // One redirect, straight to the page's own address: case, trailing slash and unknown parameters too.
    expect(target('//News/?q=robot&utm_source=x')).toEqual(moved('/news?q=robot'));
    expect(target('//?utm_source=x')).toEqual(moved('/'));
    expect(target('//nope?utm_source=x')).toEqual(moved('/nope'));
  });

  it('keeps only the parameters a page declares, in its order, first value each', () => {
    expect(target('/?utm_source=newsletter&a=1')).toEqual(page('/'));
    expect(target('/news?utm_source=x&sort=oldest&q=drone&q=other')).toEqual(page('/news?q=drone&sort=oldest'));
    expect(target('/news?q=%20%20')).toEqual(page('/news'));
    expect(target('/news?q=a%26b')).toEqual(page('/news?q=a%26b'));
  });

  it('answers every unknown path with the one Page Not Found address, once every remote is known', () => {
    for (const raw of ['/nope', '/nope/%ZZ', '/a:99999/%ZZ', '/%', '/news/1/extra', '/../etc/passwd', '/a/./b', `/${'a'.repeat(3000)}`])
      expect([raw.slice(0, 20), target(raw)]).toEqual([raw.slice(0, 20), NOT_FOUND]);
    // While a remote's pages are unknown, the path may be one of its pages: rendered for itself.
    expect(target('/nope', false)).toEqual(page('/nope'));
    // A path two remotes claim is rendered for itself too (the page says so).
    expect(target('/labs')).toEqual(page('/labs'));
  });

  it('refuses targets that name another host or no path', () => {
    for (const raw of ['http://evil.example/about', 'https://www.robominds.in.evil.example/', 'a:99', '*', 'evil.example:443', '', 'about'])
      expect([raw, target(raw)]).toEqual([raw, { kind: 'refused' }]);
  });

  it('takes an absolute-form target for the site’s own origin as its path', () => {
    expect(target('https://www.robominds.in/about?utm=1')).toEqual(page('/about'));
    expect(target('https://WWW.robominds.in/News')).toEqual(moved('/news'));
  });
});

describe('keptQuery', () => {
  it('caps a value and drops what the page does not read', () => {
    expect(keptQuery(`?q=${'x'.repeat(500)}`, ['q'])).toBe(`?q=${'x'.repeat(QUERY_VALUE_MAX)}`);
    expect(keptQuery('?q=1', undefined)).toBe('');
    expect(keptQuery('', ['q'])).toBe('');
  });
});
