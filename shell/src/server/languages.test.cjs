/** @jest-environment node */
// @ts-check
// Each server is a node process of its own; on a busy machine one takes seconds to start.
jest.setTimeout(60_000);
/**
 * One address per language (issue 39, point 1), as the built shell server answers: `/hi/…` and
 * `/gu/…` render the same routes in their language, each page names its language and its versions,
 * unknown paths under a prefix are a 404 in that language, and nothing but the address decides.
 */
const path = require('node:path');
const { startNode, rawRequest } = require('shared/test-server');
const { siteFolders, pagesKnown, writeRemotePages, remoteEnv } = require('./testing/site.cjs');

const SERVE = path.join(__dirname, '..', '..', 'dist-server', 'server.js');
const MF_SERVE = path.join(__dirname, '..', '..', '..', 'shared', 'server', 'serve-cli.cjs');
const SITE = 'https://www.robominds.in';

/** @param {string} hi @param {string} gu */
const labels = (hi, gu) => ({ labels: { hi, gu } });
const TABLES = {
  content: {
    remote: 'mf_content',
    pages: [
      { path: '/', module: 'HomePage', label: 'Home', detail: false, ...labels('होम', 'મુખ્ય પૃષ્ઠ') },
      { path: '/news', module: 'NewsPage', label: 'News', detail: false, query: ['q'], ...labels('समाचार', 'સમાચાર') },
      { path: '/news/:id', module: 'NewsDetailPage', label: 'News', detail: true, ...labels('समाचार', 'સમાચાર') },
    ],
  },
  chat: { remote: 'mf_chat', pages: [] },
  maze: {
    remote: 'mf_maze',
    pages: [{ path: '/robot-maze', module: 'RobotMazePage', label: 'Robot Maze', detail: false, ...labels('रोबोट भूलभुलैया', 'રોબોટ મેઝ') }],
  },
  contact: { remote: 'mf_contact', pages: [] },
};
const ROUTES = ['/', '/news', '/news/7', '/robot-maze'];
/** @type {Record<string, string>} */
const PREFIX = { en: '', hi: '/hi', gu: '/gu' };
/** @type {Record<string, string>} */
const TAGS = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

function fixtures() {
  const { shell, remotes } = siteFolders('shell-languages-');
  writeRemotePages(remotes, TABLES);
  return { shell, remotes };
}

/** What a crawler reads of a page's head, and the language switch of its header. @param {string} html */
function readPage(html) {
  const attr = (/** @type {string} */ tag, /** @type {string} */ name) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const links = [...html.matchAll(/<link rel="alternate" hreflang="[^"]*" href="[^"]*">/g)].map(([tag]) => [
    attr(tag, 'hreflang'),
    attr(tag, 'href'),
  ]);
  const switchNav = /<nav aria-label="(?:Language|भाषा|ભાષા)"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  const switchLinks = [...switchNav.matchAll(/<a [^>]*>[^<]*<\/a>/g)].map(([tag]) => ({
    href: attr(tag, 'href')?.replace(/&amp;/g, '&'),
    lang: attr(tag, 'lang'),
    hreflang: attr(tag, 'hrefLang') ?? attr(tag, 'hreflang'),
    current: attr(tag, 'aria-current'),
    name: />([^<]*)<\/a>$/.exec(tag)?.[1],
  }));
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null,
    ogLocale: /<meta property="og:locale" content="([^"]*)">/.exec(html)?.[1] ?? null,
    alternates: Object.fromEntries(links),
    switchLinks,
  };
}

describe('the shell server in three languages', () => {
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let remotes;
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let shell;
  /** @param {string} target @param {Record<string, string>} [headers] */
  const get = async (target, headers = {}) => {
    const response = await rawRequest(shell.origin, { path: target, headers });
    return { ...response, html: response.body.toString('utf8') };
  };

  beforeAll(async () => {
    const dirs = fixtures();
    remotes = await startNode(MF_SERVE, { args: ['--dir', dirs.remotes, '--port-key', 'mf_content'] });
    shell = await startNode(SERVE, { args: ['--dir', dirs.shell], env: { ...remoteEnv(remotes.origin), SITE_URL: SITE } });
    await pagesKnown(shell.origin, '/hi/no-such-page');
  });
  afterAll(async () => {
    await shell?.stop();
    await remotes?.stop();
  });

  it.each(ROUTES.flatMap((route) => Object.keys(PREFIX).map((locale) => [locale, route])))(
    'answers %s %s with its language, a self-canonical and absolute alternates for en, hi, gu and x-default',
    async (locale, route) => {
      const own = `${PREFIX[locale]}${route === '/' && locale !== 'en' ? '' : route}`;
      const { status, html } = await get(own);
      expect(status).toBe(200);
      const page = readPage(html);
      expect(page.lang).toBe(TAGS[locale]);
      expect(page.ogLocale).toBe(String(TAGS[locale]).replace('-', '_'));
      expect(page.canonical).toBe(`${SITE}${own}`);
      const at = (/** @type {string} */ prefix) => `${SITE}${prefix}${route === '/' && prefix ? '' : route}`;
      expect(page.alternates).toEqual({ en: at(''), hi: at('/hi'), gu: at('/gu'), 'x-default': at('') });
    },
  );

  it('titles a page by its label in the language, and the home page with the translated tagline', async () => {
    expect(readPage((await get('/news')).html).title).toBe('News | RoboMinds');
    expect(readPage((await get('/hi/news')).html).title).toBe('समाचार | RoboMinds');
    expect(readPage((await get('/gu/robot-maze')).html).title).toBe('રોબોટ મેઝ | RoboMinds');
    expect(readPage((await get('/hi/news/7')).html).title).toBe('समाचार | RoboMinds');
    expect(readPage((await get('/hi')).html).title).toBe('RoboMinds | STEM शिक्षा');
    expect(readPage((await get('/')).html).title).toBe('RoboMinds | STEM Education');
  });

  it('puts the shell’s own words in the page’s language', async () => {
    const hindi = (await get('/hi/news')).html;
    expect(hindi).toContain('मुख्य सामग्री पर जाएँ');
    expect(hindi).toContain('उपयोगी लिंक');
    expect(hindi).not.toContain('Skip to main content');
    const gujarati = (await get('/gu/news')).html;
    expect(gujarati).toContain('મુખ્ય સામગ્રી પર જાઓ');
    expect(gujarati).toContain('સર્વ હક્ક સ્વાધીન');
    const english = (await get('/news')).html;
    expect(english).toContain('Skip to main content');
    expect(english).toContain('All rights reserved.');
  });

  it('offers the same page and its declared query in every language, by name, marking the current one', async () => {
    const { switchLinks } = readPage((await get('/hi/news?q=robot&utm_source=mail')).html);
    expect(switchLinks).toEqual([
      { href: '/news?q=robot', lang: 'en-IN', hreflang: 'en', current: null, name: 'English' },
      { href: '/hi/news?q=robot', lang: 'hi-IN', hreflang: 'hi', current: 'true', name: 'हिन्दी' },
      { href: '/gu/news?q=robot', lang: 'gu-IN', hreflang: 'gu', current: null, name: 'ગુજરાતી' },
    ]);
  });

  it('answers an unknown path under a prefix with a real 404 in that language', async () => {
    const hindi = await get('/hi/no-such-page');
    expect(hindi.status).toBe(404);
    expect(readPage(hindi.html).lang).toBe('hi-IN');
    expect(readPage(hindi.html).title).toBe('पेज नहीं मिला | RoboMinds');
    expect(hindi.html).toContain('<meta name="robots" content="noindex">');
    const gujarati = await get('/gu/news/7/extra');
    expect(gujarati.status).toBe(404);
    expect(readPage(gujarati.html).title).toBe('પાનું મળ્યું નથી | RoboMinds');
    // Only the two prefixes name a language: /en/… and /HI/… are English paths no page has.
    expect((await get('/en/news')).status).toBe(404);
    expect(readPage((await get('/HI/news')).html).lang).toBe('en-IN');
  });

  it('never redirects by the browser’s language or a cookie', async () => {
    const response = await get('/news', { 'accept-language': 'gu', cookie: 'locale=hi; lang=gu' });
    expect(response.status).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(readPage(response.html).lang).toBe('en-IN');
    expect(response.html).toContain('Skip to main content');
    const hindi = await get('/hi/news', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(readPage(hindi.html).lang).toBe('hi-IN');
  });

  it('moves /hi/ to /hi as other trailing slashes, and keeps the prefix in every move', async () => {
    const moves = [
      ['/hi/', '/hi'],
      ['/gu/', '/gu'],
      ['/hi/news/', '/hi/news'],
      ['/gu/News?q=robot&utm_source=x', '/gu/news?q=robot'],
      ['/hi//news', '/hi/news'],
    ];
    for (const [from, to] of moves) {
      const response = await get(String(from));
      expect([from, response.status, response.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('keeps each language its own cache entry', async () => {
    const english = await get('/robot-maze');
    const hindi = await get('/hi/robot-maze');
    const again = await get('/robot-maze');
    expect(readPage(english.html).lang).toBe('en-IN');
    expect(readPage(hindi.html).lang).toBe('hi-IN');
    expect(readPage(again.html).lang).toBe('en-IN');
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    expect(again.headers.etag).toBe(english.headers.etag);
  });

  it('lists every language version in sitemap.xml with its alternates', async () => {
    const xml = await (await fetch(`${shell.origin}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const own of ['/news', '/hi/news', '/gu/news', '/robot-maze', '/hi/robot-maze', '/gu/robot-maze', '/', '/hi', '/gu']) {
      const entry = new RegExp(`<url><loc>${SITE}${own === '/' ? '/' : own}</loc>(.*?)</url>`).exec(xml);
      expect([own, Boolean(entry)]).toEqual([own, true]);
      const base = own === '/' ? '' : own.replace(/^\/(hi|gu)(?=\/|$)/, '');
      const home = (/** @type {string} */ prefix) => (base === '' ? (prefix ? `${SITE}${prefix}` : `${SITE}/`) : `${SITE}${prefix}${base}`);
      expect(entry?.[1]).toBe(
        `<xhtml:link rel="alternate" hreflang="en" href="${home('')}"/>` +
          `<xhtml:link rel="alternate" hreflang="hi" href="${home('/hi')}"/>` +
          `<xhtml:link rel="alternate" hreflang="gu" href="${home('/gu')}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${home('')}"/>`,
      );
    }
  });
});
