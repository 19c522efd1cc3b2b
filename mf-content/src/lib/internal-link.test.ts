import { linksInLanguage, pathInRouter, routedPath, type ClickInfo } from './internal-link';

const plain: ClickInfo = { href: '/labs#araria', target: null, download: false, button: 0, modified: false, defaultPrevented: false };
const here = 'http://localhost:8080/news/1';

describe('routedPath', () => {
  it('routes a same-origin link with its search and hash', () => {
    expect(routedPath(plain, here)).toBe('/labs#araria');
    expect(routedPath({ ...plain, href: 'http://localhost:8080/blog?tag=ai' }, here)).toBe('/blog?tag=ai');
    expect(routedPath({ ...plain, href: 'waitlist' }, here)).toBe('/news/waitlist');
  });
  it('leaves other origins, schemes, targets, modifiers and downloads to the browser', () => {
    expect(routedPath({ ...plain, href: 'https://example.org/x' }, here)).toBeNull();
    expect(routedPath({ ...plain, href: 'mailto:a@b.in' }, here)).toBeNull();
    expect(routedPath({ ...plain, target: '_blank' }, here)).toBeNull();
    expect(routedPath({ ...plain, modified: true }, here)).toBeNull();
    expect(routedPath({ ...plain, button: 1 }, here)).toBeNull();
    expect(routedPath({ ...plain, download: true }, here)).toBeNull();
    expect(routedPath({ ...plain, defaultPrevented: true }, here)).toBeNull();
    expect(routedPath({ ...plain, href: null }, here)).toBeNull();
  });
});

describe('links of article HTML in the page language', () => {
  const html =
    '<p><a href="/labs#araria">lab</a> <a href="/">home</a> <a href="//x.example/a">x</a> <a href="https://x.example/">y</a> <a href="mailto:a@b.in">m</a> <a href="#top">t</a></p>';

  it('prefixes every path of this site on a Hindi or Gujarati page, and nothing else', () => {
    expect(linksInLanguage(html, 'hi')).toBe(
      '<p><a href="/hi/labs#araria">lab</a> <a href="/hi">home</a> <a href="//x.example/a">x</a> <a href="https://x.example/">y</a> <a href="mailto:a@b.in">m</a> <a href="#top">t</a></p>',
    );
    expect(linksInLanguage('<a href="/news/4">n</a>', 'gu')).toBe('<a href="/gu/news/4">n</a>');
  });

  it('leaves English HTML as written', () => {
    expect(linksInLanguage(html, 'en')).toBe(html);
  });

  it('gives the router the path after the prefix, as its basename is the prefix', () => {
    expect(pathInRouter('/hi/labs#araria', 'hi')).toBe('/labs#araria');
    expect(pathInRouter('/hi', 'hi')).toBe('/');
    expect(pathInRouter('/gu?x=1', 'gu')).toBe('/?x=1');
    expect(pathInRouter('/history', 'hi')).toBe('/history');
    expect(pathInRouter('/labs', 'en')).toBe('/labs');
    expect(pathInRouter('/labs', 'hi')).toBe('/labs');
  });
});
