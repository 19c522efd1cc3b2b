import { routedPath, type ClickInfo } from './internal-link';

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
