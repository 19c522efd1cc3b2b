import type { PageMeta } from 'shared/contracts';
import { BRAND_DESCRIPTION, BRAND_NAME, HOME_TITLE, NOT_FOUND_TITLE, titleForItem, titleForPath } from 'shared/site';
import { escapeHtml, headTags, jsonLdScript, MAX_DESCRIPTION, siteUrl, type HeadTagsInput } from './seo';

const BASE = 'https://www.robominds.in';

/** The document a crawler parses: the tags in a head, read back through the HTML parser. */
function parseHead(input: HeadTagsInput) {
  const html = headTags(input);
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head><title>t</title>${html}</head><body></body></html>`, 'text/html');
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    html,
    doc,
    name: (name: string) => content(`meta[name="${name}"]`),
    property: (property: string) => content(`meta[property="${property}"]`),
    canonical: () => doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: () => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')),
  };
}

const newsMeta: PageMeta = {
  status: 'ok',
  itemTitle: 'Robotics lab opens in 25 schools',
  description: 'Twenty-five elementary schools open AI and robotics labs for 10,000 students.',
  image: { url: 'https://content.robominds.in/assets/lab-launch.abc123.webp', alt: 'Children building a robot' },
  kind: 'article',
  published: '2025-06-18',
  structuredData: {
    '@type': 'NewsArticle',
    headline: 'Robotics lab opens in 25 schools',
    datePublished: '2025-06-18',
    image: 'https://content.robominds.in/assets/lab-launch.abc123.webp',
  },
};

describe('headTags on an ordinary page', () => {
  const head = parseHead({ baseUrl: BASE, pathname: '/about', title: titleForPath('/about') });

  it('gives the site description to search results and previews', () => {
    expect(head.name('description')).toBe(BRAND_DESCRIPTION);
    expect(head.property('og:description')).toBe(BRAND_DESCRIPTION);
    expect(head.name('twitter:description')).toBe(BRAND_DESCRIPTION);
  });

  it('names the canonical URL, the type, the title, the site and the locale', () => {
    expect(head.canonical()).toBe(`${BASE}/about`);
    expect(head.property('og:url')).toBe(`${BASE}/about`);
    expect(head.property('og:type')).toBe('website');
    expect(head.property('og:title')).toBe('About | RoboMinds');
    expect(head.name('twitter:title')).toBe('About | RoboMinds');
    expect(head.property('og:site_name')).toBe(BRAND_NAME);
    expect(head.property('og:locale')).toBe('en_IN');
  });

  it('makes a small card and names no image when the page has none', () => {
    expect(head.name('twitter:card')).toBe('summary');
    expect(head.property('og:image')).toBeNull();
    expect(head.name('twitter:image')).toBeNull();
  });

  it('lets the page be indexed and carries no structured data', () => {
    expect(head.name('robots')).toBeNull();
    expect(head.jsonLd()).toEqual([]);
  });

  it('is one tag a line, all inside the head', () => {
    expect(head.doc.body.children).toHaveLength(0);
    expect(head.html.split('\n')).toHaveLength(head.doc.head.children.length - 1);
  });
});

describe('canonical URL', () => {
  it.each([
    ['/', `${BASE}/`],
    ['', `${BASE}/`],
    ['/about/', `${BASE}/about`],
    ['/news/1//', `${BASE}/news/1`],
    ['/news?sort=oldest', `${BASE}/news`],
    ['/blog/?tag=AI#comments', `${BASE}/blog`],
    ['/news/%31', `${BASE}/news/1`],
    ['/news/caf\u00e9', `${BASE}/news/caf%C3%A9`],
    ['/news/caf%C3%A9', `${BASE}/news/caf%C3%A9`],
    ['/news/a b"<x>', `${BASE}/news/a%20b%22%3Cx%3E`],
    ['/news/%E0%A4%A', `${BASE}/news/%E0%A4%A`],
  ])('%j is %s', (pathname, expected) => {
    expect(parseHead({ baseUrl: BASE, pathname, title: 't' }).canonical()).toBe(expected);
  });

  it('keeps a base path and drops the base trailing slash', () => {
    expect(siteUrl('https://example.org/robominds/', '/news/')).toBe('https://example.org/robominds/news');
    expect(siteUrl('https://example.org/robominds', '/')).toBe('https://example.org/robominds/');
  });

  it('encodes an unpaired surrogate instead of throwing', () => {
    expect(siteUrl(BASE, '/news/\ud800x')).toBe(`${BASE}/news/%EF%BF%BDx`);
  });
});

describe('headTags on a detail page', () => {
  const url = `${BASE}/news/1`;
  const head = parseHead({ baseUrl: BASE, pathname: '/news/1', title: titleForItem(newsMeta.itemTitle ?? ''), meta: newsMeta });

  it("uses the item's title, excerpt and cover", () => {
    expect(head.property('og:title')).toBe('Robotics lab opens in 25 schools | RoboMinds');
    expect(head.name('description')).toBe(newsMeta.description);
    expect(head.property('og:description')).toBe(newsMeta.description);
    expect(head.property('og:image')).toBe(newsMeta.image?.url);
    expect(head.property('og:image:alt')).toBe('Children building a robot');
    expect(head.name('twitter:card')).toBe('summary_large_image');
    expect(head.name('twitter:image')).toBe(newsMeta.image?.url);
    expect(head.name('twitter:image:alt')).toBe('Children building a robot');
  });

  it('is an article with its publication date', () => {
    expect(head.property('og:type')).toBe('article');
    expect(head.property('article:published_time')).toBe('2025-06-18');
    expect(head.canonical()).toBe(url);
  });

  it('describes its subject in JSON-LD with the context, the URL and the company as publisher', () => {
    expect(head.jsonLd()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Robotics lab opens in 25 schools',
        datePublished: '2025-06-18',
        image: newsMeta.image?.url,
        url,
        publisher: {
          '@type': 'Organization',
          '@id': `${BASE}/#organization`,
          name: BRAND_NAME,
          url: `${BASE}/`,
          logo: `${BASE}/favicon.svg`,
        },
      },
    ]);
  });

  it('makes a course provided by the company, a blog post published by it', () => {
    const course = parseHead({
      baseUrl: BASE,
      pathname: '/courses/blockzie',
      title: 't',
      meta: { status: 'ok', description: 'd', kind: 'website', structuredData: { '@type': 'Course', name: 'Blockzie', description: 'd' } },
    }).jsonLd()[0];
    expect(course.provider).toMatchObject({ '@type': 'Organization', name: BRAND_NAME });
    expect(course.publisher).toBeUndefined();
    expect(course.url).toBe(`${BASE}/courses/blockzie`);

    const post = parseHead({
      baseUrl: BASE,
      pathname: '/blog/2',
      title: 't',
      meta: { status: 'ok', description: 'd', kind: 'article', structuredData: { '@type': ['BlogPosting'], headline: 'h' } },
    }).jsonLd()[0];
    expect(post.publisher).toMatchObject({ '@type': 'Organization', name: BRAND_NAME });
  });

  it("sets the shell's URL and context over the page's, but keeps a publisher the page names", () => {
    const [data] = parseHead({
      baseUrl: BASE,
      pathname: '/news/1',
      title: 't',
      meta: {
        ...newsMeta,
        structuredData: {
          '@context': 'http://evil.example',
          '@type': 'NewsArticle',
          url: 'https://evil.example/',
          publisher: { '@type': 'Organization', name: 'Partner' },
        },
      },
    }).jsonLd();
    expect(data['@context']).toBe('https://schema.org');
    expect(data.url).toBe(url);
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'Partner' });
  });

  it('leaves out structured data without a @type, and any that cannot be written as JSON', () => {
    const untyped = parseHead({ baseUrl: BASE, pathname: '/news/1', title: 't', meta: { ...newsMeta, structuredData: { headline: 'h' } } });
    expect(untyped.jsonLd()).toEqual([]);
    const cyclic: Record<string, unknown> = { '@type': 'NewsArticle' };
    cyclic.self = cyclic;
    const broken = parseHead({ baseUrl: BASE, pathname: '/news/1', title: 't', meta: { ...newsMeta, structuredData: cyclic } });
    expect(broken.jsonLd()).toEqual([]);
    expect(broken.canonical()).toBe(url);
  });

  it('gives no publication date for a page that is not an article, nor a malformed one', () => {
    const website = parseHead({ baseUrl: BASE, pathname: '/news/1', title: 't', meta: { ...newsMeta, kind: 'website' } });
    expect(website.property('article:published_time')).toBeNull();
    const malformed = parseHead({ baseUrl: BASE, pathname: '/news/1', title: 't', meta: { ...newsMeta, published: 'June 18' } });
    expect(malformed.property('article:published_time')).toBeNull();
  });
});

describe('share image', () => {
  const withImage = (url: string, alt = 'A robot', defaultImage?: HeadTagsInput['defaultImage']) =>
    parseHead({ baseUrl: `${BASE}/site`, pathname: '/news/1', title: 't', meta: { ...newsMeta, image: { url, alt } }, defaultImage });

  it('resolves a relative image against the base URL', () => {
    expect(withImage('assets/cover.png').property('og:image')).toBe(`${BASE}/site/assets/cover.png`);
    expect(withImage('/assets/cover.png').property('og:image')).toBe(`${BASE}/assets/cover.png`);
    expect(withImage('//cdn.example.org/cover.jpg').property('og:image')).toBe('https://cdn.example.org/cover.jpg');
  });

  it('names no image a sharer cannot show or fetch, and makes the small card', () => {
    for (const url of [
      'https://content.robominds.in/assets/course-iot.1a2b.svg',
      '/cover.SVG?v=2',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'http://[bad',
    ]) {
      const head = withImage(url);
      expect(head.property('og:image')).toBeNull();
      expect(head.property('og:image:alt')).toBeNull();
      expect(head.name('twitter:card')).toBe('summary');
    }
  });

  it("falls back to the default image when the page's own is missing or unusable", () => {
    const fallback = { url: '/share.png', alt: 'RoboMinds: STEM education' };
    const head = withImage('/cover.svg', 'x', fallback);
    expect(head.property('og:image')).toBe(`${BASE}/share.png`);
    expect(head.property('og:image:alt')).toBe('RoboMinds: STEM education');
    expect(head.name('twitter:card')).toBe('summary_large_image');
    expect(withImage('/cover.png', 'own', fallback).property('og:image')).toBe(`${BASE}/cover.png`);
    const noMeta = parseHead({ baseUrl: BASE, pathname: '/about', title: 't', defaultImage: fallback });
    expect(noMeta.property('og:image')).toBe(`${BASE}/share.png`);
  });

  it('gives an image without alternative text the brand name', () => {
    expect(withImage('/cover.png', '  ').property('og:image:alt')).toBe(BRAND_NAME);
  });
});

describe('headTags on the home page', () => {
  const head = parseHead({ baseUrl: BASE, pathname: '/', title: HOME_TITLE });

  it('describes the company and the site in one JSON-LD graph', () => {
    const [data] = head.jsonLd();
    expect(data['@context']).toBe('https://schema.org');
    const organization = data['@graph'].find((node: { '@type': string }) => node['@type'] === 'Organization');
    const website = data['@graph'].find((node: { '@type': string }) => node['@type'] === 'WebSite');
    expect(organization).toMatchObject({
      '@id': `${BASE}/#organization`,
      name: 'RoboMinds',
      url: `${BASE}/`,
      logo: `${BASE}/favicon.svg`,
      description: BRAND_DESCRIPTION,
      email: 'hello@robominds.in',
      telephone: '+917948902210',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Ahmedabad',
        addressRegion: 'Gujarat',
        postalCode: '380015',
        addressCountry: 'India',
      },
    });
    expect(organization.sameAs).toEqual(expect.arrayContaining(['https://www.linkedin.com/company/robominds-in']));
    expect(website).toMatchObject({
      name: 'RoboMinds',
      url: `${BASE}/`,
      inLanguage: 'en-IN',
      publisher: { '@id': `${BASE}/#organization` },
    });
  });

  it('has the home title and its canonical URL with the slash', () => {
    expect(head.property('og:title')).toBe(HOME_TITLE);
    expect(head.canonical()).toBe(`${BASE}/`);
  });

  it('adds the home page subject, when it describes one, to the same graph', () => {
    const withSubject = parseHead({
      baseUrl: BASE,
      pathname: '/',
      title: HOME_TITLE,
      meta: { status: 'ok', description: 'd', kind: 'website', structuredData: { '@type': 'WebPage', name: 'Home' } },
    });
    const [data] = withSubject.jsonLd();
    expect(data['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['Organization', 'WebSite', 'WebPage']);
  });
});

describe('headTags on Page Not Found', () => {
  const head = parseHead({ baseUrl: BASE, pathname: '/no-such-page', title: NOT_FOUND_TITLE, notFound: true, meta: newsMeta });

  it('asks not to be indexed and names no canonical URL', () => {
    expect(head.name('robots')).toBe('noindex');
    expect(head.canonical()).toBeNull();
    expect(head.property('og:url')).toBeNull();
  });

  it("shows the not-found title and the site's description, never a page's meta", () => {
    expect(head.property('og:title')).toBe(NOT_FOUND_TITLE);
    expect(head.name('description')).toBe(BRAND_DESCRIPTION);
    expect(head.property('og:type')).toBe('website');
    expect(head.property('og:image')).toBeNull();
    expect(head.jsonLd()).toEqual([]);
  });

  it('has no structured data on a not-found home either', () => {
    expect(parseHead({ baseUrl: BASE, pathname: '/', title: NOT_FOUND_TITLE, notFound: true }).jsonLd()).toEqual([]);
  });
});

describe('hostile values', () => {
  const hostile = `"'><script>alert(1)</script><!-- & \u2028 é 漢字 🤖`;
  const meta: PageMeta = {
    status: 'ok',
    itemTitle: hostile,
    description: hostile,
    image: { url: `https://cdn.example.org/a.png?x="><script>alert(1)</script>`, alt: hostile },
    kind: 'article',
    structuredData: {
      '@type': 'BlogPosting',
      headline: `</script><script>alert(1)</script><!--<script>`,
      keywords: ['</SCRIPT >', '<!--'],
    },
  };
  const head = parseHead({ baseUrl: BASE, pathname: '/blog/"><script>x</script>', title: titleForItem(hostile), meta });

  it('stays inside its attributes: the parser finds only the tags that were meant', () => {
    const tags = [...head.doc.head.children].map((element) => element.tagName.toLowerCase());
    expect(tags.filter((tag) => tag === 'script')).toHaveLength(1);
    expect(tags.every((tag) => ['title', 'meta', 'link', 'script'].includes(tag))).toBe(true);
    expect(head.doc.body.innerHTML).toBe('');
    expect(head.html).not.toMatch(/<script>|<!--/i);
  });

  it('reads back exactly what was given, unicode included', () => {
    expect(head.property('og:title')).toBe(`${hostile} | RoboMinds`.replace(/\s+/g, ' '));
    expect(head.name('description')).toBe(hostile.replace(/\s+/g, ' '));
    expect(head.property('og:image:alt')).toBe(hostile.replace(/\s+/g, ' '));
    expect(head.property('og:image')).toBe('https://cdn.example.org/a.png?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });

  it('keeps </script> and <!-- out of the JSON-LD text while the JSON means the same', () => {
    const script = head.doc.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toMatch(/<\/script|<!--/i);
    const [data] = head.jsonLd();
    expect(data.headline).toBe(meta.structuredData?.headline);
    expect(data.keywords).toEqual(['</SCRIPT >', '<!--']);
  });

  it('drops control characters and folds white space in text', () => {
    const text = parseHead({
      baseUrl: BASE,
      pathname: '/',
      title: 'A\u0000B\n\tC  ',
      meta: { ...newsMeta, description: ' one\r\ntwo\u0007 ' },
    });
    expect(text.property('og:title')).toBe('AB C');
    expect(text.name('description')).toBe('one two');
  });
});

describe('description length', () => {
  it('cuts a long description at a word, with an ellipsis', () => {
    const long = 'Robots '.repeat(100);
    const description =
      parseHead({ baseUrl: BASE, pathname: '/x', title: 't', meta: { ...newsMeta, description: long } }).name('description') ?? '';
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(description).toMatch(/ Robots…$/);
  });

  it("uses the site's description for a blank one", () => {
    expect(parseHead({ baseUrl: BASE, pathname: '/x', title: 't', meta: { ...newsMeta, description: ' \n ' } }).name('description')).toBe(
      BRAND_DESCRIPTION,
    );
  });
});

describe('escapes', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('writes JSON-LD with <, >, & and line separators as unicode escapes', () => {
    expect(jsonLdScript({ a: '</script><!--&\u2028' })).toBe(
      '<script type="application/ld+json">{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}</script>',
    );
    expect(jsonLdScript(undefined)).toBeNull();
  });
});
