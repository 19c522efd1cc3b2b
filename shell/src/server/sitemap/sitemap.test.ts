import { MAX_SITEMAP_URLS, robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

const BASE = 'https://www.robominds.in';

/** What a crawler reads: each <url>'s location and last change, through an XML parser. */
function readSitemap(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
}

const SITE: SitemapEntry[] = [
  { path: '/' },
  { path: '/news' },
  {
    path: '/news/:id',
    items: [
      { id: '2', updated: '2025-02-10' },
      { id: '1', updated: '2025-01-23' },
    ],
  },
  { path: '/courses/:id', items: [{ id: 'blockzie' }, { id: 'ar-link' }] },
  { path: '/sitemap' },
  { path: '/robot-maze' },
];

describe('sitemapXml', () => {
  it('lists every page at a fixed path and every item of a detail page, in URL order', () => {
    expect(readSitemap(sitemapXml(BASE, SITE))).toEqual([
      { loc: `${BASE}/`, lastmod: null },
      { loc: `${BASE}/courses/ar-link`, lastmod: null },
      { loc: `${BASE}/courses/blockzie`, lastmod: null },
      { loc: `${BASE}/news`, lastmod: null },
      { loc: `${BASE}/news/1`, lastmod: '2025-01-23' },
      { loc: `${BASE}/news/2`, lastmod: '2025-02-10' },
      { loc: `${BASE}/robot-maze`, lastmod: null },
      { loc: `${BASE}/sitemap`, lastmod: null },
    ]);
  });

  it('is a sitemaps.org document', () => {
    const xml = sitemapXml(BASE, [{ path: '/' }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `  <url><loc>${BASE}/</loc></url>\n` +
        '</urlset>\n',
    );
  });

  it('gives the same bytes whatever order the remotes were read in', () => {
    expect(sitemapXml(BASE, [...SITE].reverse())).toBe(sitemapXml(BASE, SITE));
  });

  it('never lists a detail pattern itself, nor a detail page without items', () => {
    const locs = readSitemap(sitemapXml(BASE, [{ path: '/blog/:id' }, { path: '/blog/:id', items: [] }, { path: '/blog' }])).map(
      (u) => u.loc,
    );
    expect(locs).toEqual([`${BASE}/blog`]);
  });

  it('leaves out patterns with more than one parameter and items without an id', () => {
    const locs = readSitemap(
      sitemapXml(BASE, [
        { path: '/a/:x/b/:y', items: [{ id: '1' }] },
        { path: '/c/:id', items: [{ id: '' }] },
      ]),
    ).map((u) => u.loc);
    expect(locs).toEqual([]);
  });

  it('lists a URL once, with the latest change any entry gives it', () => {
    const urls = readSitemap(
      sitemapXml(BASE, [
        { path: '/news' },
        { path: '/news/' },
        {
          path: '/news/:id',
          items: [{ id: '1', updated: '2025-01-01' }, { id: '1' }, { id: '1', updated: '2025-03-01' }, { id: '1', updated: '2025-02-01' }],
        },
      ]),
    );
    expect(urls).toEqual([
      { loc: `${BASE}/news`, lastmod: null },
      { loc: `${BASE}/news/1`, lastmod: '2025-03-01' },
    ]);
  });

  it('encodes ids as path segments, the way the pages link to them', () => {
    const locs = readSitemap(
      sitemapXml(BASE, [
        { path: '/blog/:id', items: [{ id: 'a/b?c#d' }, { id: 'café' }, { id: '漢字 🤖' }, { id: '100%' }, { id: '\ud800' }] },
      ]),
    ).map((u) => u.loc);
    expect(locs).toEqual([
      `${BASE}/blog/%E6%BC%A2%E5%AD%97%20%F0%9F%A4%96`,
      `${BASE}/blog/%EF%BF%BD`,
      `${BASE}/blog/100%25`,
      `${BASE}/blog/a%2Fb%3Fc%23d`,
      `${BASE}/blog/caf%C3%A9`,
    ]);
  });

  it('escapes what XML reserves and keeps hostile ids inside <loc>', () => {
    const xml = sitemapXml(`https://example.org/a&b`, [{ path: '/x/:id', items: [{ id: `"'<>&</loc><!--` }] }]);
    expect(xml).not.toMatch(/<!--|<\/loc><\/loc>/);
    const [url] = readSitemap(xml);
    expect(url?.loc).toBe(`https://example.org/a&b/x/%22'%3C%3E%26%3C%2Floc%3E%3C!--`);
    expect(xml).toContain('<loc>https://example.org/a&amp;b/x/%22&apos;%3C%3E%26%3C%2Floc%3E%3C!--</loc>');
  });

  it('writes a last change only when it is a W3C date', () => {
    const urls = readSitemap(
      sitemapXml(BASE, [
        {
          path: '/news/:id',
          items: [
            { id: '1', updated: '2025-06-18T10:30:00+05:30' },
            { id: '2', updated: 'yesterday' },
            { id: '3', updated: '2025-06-18</lastmod>' },
          ],
        },
      ]),
    );
    expect(urls.map((u) => u.lastmod)).toEqual(['2025-06-18T10:30:00+05:30', null, null]);
  });

  it('keeps a base path and ignores queries, fragments and trailing slashes in paths', () => {
    const locs = readSitemap(sitemapXml('https://example.org/site/', [{ path: '/' }, { path: '/about/' }])).map((u) => u.loc);
    expect(locs).toEqual(['https://example.org/site/', 'https://example.org/site/about']);
  });

  it('stops at the protocol limit rather than writing a file a crawler refuses', () => {
    const items = Array.from({ length: MAX_SITEMAP_URLS + 5 }, (_, i) => ({ id: String(i).padStart(6, '0') }));
    const xml = sitemapXml(BASE, [{ path: '/n/:id', items }]);
    expect(xml.match(/<url>/g)).toHaveLength(MAX_SITEMAP_URLS);
    expect(xml).toContain(`<loc>${BASE}/n/049999</loc>`);
    expect(xml).not.toContain(`<loc>${BASE}/n/050000</loc>`);
  });

  it('is an empty set when nothing is published', () => {
    expect(readSitemap(sitemapXml(BASE, []))).toEqual([]);
  });
});

describe('robotsTxt', () => {
  it('allows every crawler everything and names the sitemap', () => {
    expect(robotsTxt(BASE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${BASE}/sitemap.xml\n`);
  });

  it('names the sitemap under a base path, without a doubled slash', () => {
    expect(robotsTxt('https://example.org/site/')).toMatch(/^Sitemap: https:\/\/example\.org\/site\/sitemap\.xml$/m);
  });
});
