/** @jest-environment node */
import { composeSite } from '../../lib/compose-site';
import { createManifestCache, createPagesCache, manifestVersion, LIMITS } from './remote-files';
import { createSiteReader } from './site-reader';
import { createPageHints, type PageHintsOptions } from './page-hints';
import { composeDocument } from './document';

const PAGES = [
  { path: '/', module: 'HomePage', label: 'Home', detail: false },
  { path: '/news', module: 'NewsPage', label: 'News', detail: false },
  { path: '/news/:id', module: 'NewsDetailPage', label: 'News', detail: true },
];

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { name: 'NewsDetailPage', assets: { js: { sync: ['12.abc.js', '__federation_expose_NewsDetailPage.def.js'], async: ['99.zzz.js'] } } },
    { name: 'HomePage', assets: { js: { sync: ['__federation_expose_HomePage.123.js'], async: [] } } },
  ],
};

const HTML = '<html><head><title>t</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';

/** The template with a page's hints, as the renderer composes every page (document.ts). */
const withHints = (hints: string) =>
  composeDocument(
    { html: HTML, hints, banner: '', version: '' },
    { title: 't', head: '', styles: '', body: '', seed: { descriptions: [], versions: {}, manifests: {} } },
  );

/** A fetch double that answers each URL from a table (an Error means the remote is unreachable). */
function fakeFetch(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fn = (async (url: string) => {
    calls.push(url);
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) return new Response('missing', { status: 404 });
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer));
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('manifestVersion', () => {
  it('names one build of a remote: the same manifest, the same version; a new chunk, a new one', () => {
    const version = manifestVersion(MANIFEST)?.version;
    expect(version).toMatch(/^[0-9a-f]{8}-/);
    expect(manifestVersion(JSON.parse(JSON.stringify(MANIFEST)))?.version).toBe(version);
    const rebuilt = { ...MANIFEST, exposes: [{ name: 'HomePage', assets: { js: { sync: ['__federation_expose_HomePage.456.js'] } } }] };
    expect(manifestVersion(rebuilt)?.version).not.toBe(version);
  });

  it('is null for anything that is no federation manifest', () => {
    expect(manifestVersion(null)).toBeNull();
    expect(manifestVersion({ metaData: {} })).toBeNull();
    expect(manifestVersion('<html>')).toBeNull();
  });
});

describe('the remote caches', () => {
  it('never wait: the first ask starts a read, later asks get the result until it is stale', async () => {
    let now = 0;
    const { fn, calls } = fakeFetch({ 'https://c/mf-manifest.json': MANIFEST });
    const cache = createManifestCache({ fetch: fn, ttlMs: 1000, now: () => now });
    expect(cache.get('https://c/mf-manifest.json')).toBeNull();
    await cache.settled(['https://c/mf-manifest.json'], 1000);
    const version = manifestVersion(MANIFEST)?.version;
    expect(cache.get('https://c/mf-manifest.json')?.version).toBe(version);
    expect(calls).toHaveLength(1);
    now = 1500;
    expect(cache.get('https://c/mf-manifest.json')?.version).toBe(version);
    expect(calls).toHaveLength(2);
  });

  it('give nothing for a remote that is down, and recover when it answers again', async () => {
    let now = 0;
    const answers: Record<string, unknown> = { 'https://c/mf-manifest.json': new Error('ECONNREFUSED') };
    const cache = createManifestCache({ fetch: fakeFetch(answers).fn, now: () => now });
    await cache.warm(['https://c/mf-manifest.json']);
    expect(cache.get('https://c/mf-manifest.json')).toBeNull();
    answers['https://c/mf-manifest.json'] = MANIFEST;
    now = 5000;
    await cache.warm(['https://c/mf-manifest.json']);
    expect(cache.get('https://c/mf-manifest.json')?.version).toBe(manifestVersion(MANIFEST)?.version);
  });

  it('refuse a manifest over the size cap and pages.json of another contract version', async () => {
    const big = JSON.stringify({ ...MANIFEST, padding: 'x'.repeat(LIMITS.manifestBytes) });
    const manifests = createManifestCache({ fetch: fakeFetch({ 'https://c/mf-manifest.json': big }).fn });
    await manifests.warm(['https://c/mf-manifest.json']);
    expect(manifests.get('https://c/mf-manifest.json')).toBeNull();
    const pages = createPagesCache({
      fetch: fakeFetch({ 'https://c/pages.json': { contract: 99, remote: 'mf_content', pages: PAGES } }).fn,
    });
    await pages.warm(['https://c/pages.json']);
    expect(pages.get('https://c/pages.json')).toBeNull();
  });
});

describe('the site reader and the page hints', () => {
  const remotes = {
    mf_content: 'http://c.test/mf-manifest.json',
    mf_chat: 'http://chat.test/mf-manifest.json',
    mf_maze: 'http://maze.test/mf-manifest.json',
    mf_contact: 'http://contact.test/mf-manifest.json',
  };
  const published = (remote: string, pages: unknown[]) => ({ contract: 1, remote, pages });
  const ALL_PAGES = {
    'http://c.test/pages.json': published('mf_content', PAGES),
    'http://chat.test/pages.json': published('mf_chat', []),
    'http://maze.test/pages.json': published('mf_maze', [{ path: '/robot-maze', module: 'RobotMazePage', label: 'Maze', detail: false }]),
    'http://contact.test/pages.json': published('mf_contact', []),
  };

  /** The reader, and the hints as the server makes them: by the page table composed from what was read. */
  async function siteWith(answers: Record<string, unknown>, { ownWords }: Pick<PageHintsOptions, 'ownWords'> = {}) {
    const { fn } = fakeFetch(answers);
    const manifests = createManifestCache({ fetch: fn });
    const reader = createSiteReader({ remotes: () => remotes, manifests, pages: createPagesCache({ fetch: fn }) });
    await reader.warm();
    const table = composeSite((await reader.snapshot()).descriptions);
    const hints = createPageHints({ remotes: () => remotes, manifests, table: () => table, alwaysOn: ['mf_chat'], ownWords });
    return { snapshot: reader.snapshot, hints };
  }

  it("names the route remote's manifest for the boot script to preload after the first paint, and the page's own scripts with it, and preloads nothing itself (no pages.json, no other page's chunk)", async () => {
    const site = await siteWith({
      ...ALL_PAGES,
      'http://c.test/mf-manifest.json': MANIFEST,
      'http://chat.test/mf-manifest.json': MANIFEST,
    });
    const html = withHints(site.hints('/news/7'));
    expect(html).toContain('<link rel="preconnect" href="http://chat.test" />');
    expect(html).toContain('<link rel="preconnect" href="http://c.test" />');
    for (const host of ['c.test', 'chat.test', 'maze.test', 'contact.test']) {
      expect(html).not.toContain(`<link rel="preload" href="http://${host}/pages.json"`);
    }
    expect(html.match(/<meta name="preload-after-paint"[^>]*>/g)).toEqual([
      '<meta name="preload-after-paint" content="http://c.test/mf-manifest.json" />',
      '<meta name="preload-after-paint" content="http://c.test/remoteEntry.js" />',
      '<meta name="preload-after-paint" content="http://c.test/12.abc.js" />',
      '<meta name="preload-after-paint" content="http://c.test/__federation_expose_NewsDetailPage.def.js" />',
    ]);
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('HomePage');
    expect(html).not.toContain('99.zzz.js');
    expect(html.lastIndexOf('<link')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names a Hindi page's two Devanagari faces first, for the boot script to preload where the device lacks them, and no font on an English page or a path that names none", async () => {
    const site = await siteWith({ ...ALL_PAGES, 'http://c.test/mf-manifest.json': MANIFEST });
    const fonts = (pathname: string | null) => site.hints(pathname).match(/<meta name="web-font"[^>]*>/g) ?? [];
    const hindi = site.hints('/hi/news/7');
    expect(fonts('/hi/news/7').map((tag) => [/content="([^"]+)"/.exec(tag)?.[1], /data-installed="([^"]+)"/.exec(tag)?.[1]])).toEqual([
      [
        expect.stringMatching(/^\/fonts\/noto-sans-devanagari-devanagari-400-normal\.5\.3\.0\.core\.[0-9a-f]{8}\.woff2$/),
        'local(&quot;Noto Sans Devanagari Regular&quot;),local(&quot;NotoSansDevanagari-Regular&quot;)',
      ],
      [
        expect.stringMatching(/^\/fonts\/noto-sans-devanagari-devanagari-700-normal\.5\.3\.0\.core\.[0-9a-f]{8}\.woff2$/),
        'local(&quot;Noto Sans Devanagari Bold&quot;),local(&quot;NotoSansDevanagari-Bold&quot;)',
      ],
    ]);
    expect(hindi.startsWith('<meta name="web-font" content="/fonts/noto-sans-devanagari-devanagari-400-normal')).toBe(true);
    // No preload in the HTML: a device with Noto installed downloads no font (decision 072).
    expect(hindi).not.toContain('as="font"');
    // The page's own scripts are still named for after the paint, as on the English page.
    expect(hindi).toContain('<meta name="preload-after-paint" content="http://c.test/__federation_expose_NewsDetailPage.def.js" />');
    expect(fonts('/news/7')).toEqual([]);
    expect(fonts(null)).toEqual([]);
  });

  it("names a Hindi page's word chunks after its scripts, the shell's own first, its item's by the route's id, none in English", async () => {
    const withWords = [...PAGES.slice(0, 2), { ...PAGES[2], words: ['locale', 'locale.news-:id', 'locale.missing'] }];
    const manifest = {
      ...MANIFEST,
      exposes: [
        ...MANIFEST.exposes,
        // Every language's and item's chunks are listed under some expose; only the page's own are named.
        {
          name: 'NewsPage',
          assets: {
            js: {
              sync: [],
              async: [
                'locale-hi.0a1b2c3d4e.js',
                'locale-gu.1a1b2c3d4e.js',
                'locale-hi.news-7.2a1b2c3d4e.js',
                'locale-hi.news-8.3a1b2c3d4e.js',
              ],
            },
          },
        },
      ],
    };
    const { hints } = await siteWith(
      { ...ALL_PAGES, 'http://c.test/pages.json': published('mf_content', withWords), 'http://c.test/mf-manifest.json': manifest },
      { ownWords: (locale) => (locale === 'en' ? [] : [`/locale-${locale}.9f9f9f9f9f.js`]) },
    );
    const named = (pathname: string) =>
      Array.from(hints(pathname).matchAll(/<meta name="preload-after-paint" content="([^"]+)"/g), (m) => m[1]);
    expect(named('/hi/news/7')).toEqual([
      'http://c.test/mf-manifest.json',
      'http://c.test/remoteEntry.js',
      'http://c.test/12.abc.js',
      'http://c.test/__federation_expose_NewsDetailPage.def.js',
      '/locale-hi.9f9f9f9f9f.js',
      'http://c.test/locale-hi.0a1b2c3d4e.js',
      'http://c.test/locale-hi.news-7.2a1b2c3d4e.js',
    ]);
    // Gujarati: the remote's manifest has no Gujarati item chunk 7, so only what it has.
    expect(named('/gu/news/7').slice(4)).toEqual(['/locale-gu.9f9f9f9f9f.js', 'http://c.test/locale-gu.1a1b2c3d4e.js']);
    expect(named('/news/7').filter((href) => href?.includes('locale-'))).toEqual([]);
    // A Hindi path that names no page still gets the shell's words (its Page Not Found is in Hindi).
    expect(named('/hi/no-such-page')).toEqual(['/locale-hi.9f9f9f9f9f.js']);
  });

  it("gives the renderer each remote's pages, and names a remote whose pages could not be read", async () => {
    const site = await siteWith(ALL_PAGES);
    const all = await site.snapshot();
    expect(all.descriptions.map((description) => [description.remote, description.ok])).toEqual(
      Object.keys(remotes).map((remote) => [remote, true]),
    );
    const partial = await siteWith({ ...ALL_PAGES, 'http://maze.test/pages.json': new Error('down') });
    const maze = (await partial.snapshot()).descriptions.find((description) => description.remote === 'mf_maze');
    expect(maze).toEqual({ remote: 'mf_maze', ok: false, kind: 'unavailable', reason: 'http://maze.test/pages.json did not answer' });
  });

  it('refuses a pages.json that names another remote, as the browser does (a deploy under the wrong name)', async () => {
    const swapped = await siteWith({ ...ALL_PAGES, 'http://maze.test/pages.json': published('mf_contact', []) });
    const maze = (await swapped.snapshot()).descriptions.find((description) => description.remote === 'mf_maze');
    expect(maze).toEqual({
      remote: 'mf_maze',
      ok: false,
      kind: 'invalid',
      reason: 'http://maze.test/pages.json describes mf_contact, but the site config names it as mf_maze.',
    });
  });

  it('a request after a remote comes back reads its pages again before it answers', async () => {
    let now = 0;
    const answers: Record<string, unknown> = { ...ALL_PAGES, 'http://maze.test/pages.json': new Error('not up yet') };
    const { fn } = fakeFetch(answers);
    const site = createSiteReader({
      remotes: () => remotes,
      manifests: createManifestCache({ fetch: fn, now: () => now }),
      pages: createPagesCache({ fetch: fn, now: () => now }),
    });
    await site.warm();
    const mazeOk = async () => (await site.snapshot()).descriptions.find((description) => description.remote === 'mf_maze')?.ok;
    expect(await mazeOk()).toBe(false);
    answers['http://maze.test/pages.json'] = ALL_PAGES['http://maze.test/pages.json'];
    now = 1000;
    expect(await mazeOk()).toBe(true);
  });

  it('a hostile manifest changes nothing in the page: its odd chunk names and other origins never reach the HTML', async () => {
    const hostile = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [
        {
          name: 'NewsDetailPage',
          assets: {
            js: {
              sync: [
                '$&.js',
                '$`.js',
                "$'.js",
                '$$.js',
                '</head><script>alert(1)</script>.js',
                'https://evil.test/x.js',
                'a.js?x=1',
                'a.css',
              ],
            },
          },
        },
      ],
    };
    const site = await siteWith({ ...ALL_PAGES, 'http://c.test/mf-manifest.json': hostile });
    const html = withHints(site.hints('/news/7'));
    expect(html.split('main.js')).toHaveLength(2);
    expect(html.split('</head>')).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(html.startsWith('<html><head><title>t</title>')).toBe(true);
    expect(html.endsWith('</script><script src="/main.js"></script></body></html>')).toBe(true);
    expect(html).not.toContain('$&');
    expect(html).not.toContain('$`');
    expect(html).not.toContain('evil.test');
    expect(html.match(/<meta name="preload-after-paint"[^>]*>/g)).toEqual([
      '<meta name="preload-after-paint" content="http://c.test/mf-manifest.json" />',
      '<meta name="preload-after-paint" content="http://c.test/remoteEntry.js" />',
    ]);
  });
});

describe('the page hints', () => {
  const remotes = { mf_content: 'http://c.test/mf-manifest.json', mf_maze: 'http://maze.test/mf-manifest.json' };
  const page = (remote: 'mf_content' | 'mf_maze', path: string) => ({ remote, path, module: 'M', label: 'L', detail: false });

  it('name no remote for a path two remotes claim (a conflict), nor for any path before the site was read', async () => {
    const { fn } = fakeFetch({ 'http://c.test/mf-manifest.json': MANIFEST, 'http://maze.test/mf-manifest.json': MANIFEST });
    const manifests = createManifestCache({ fetch: fn });
    await manifests.warm(Object.values(remotes));
    const table = composeSite([
      { remote: 'mf_content', ok: true, pages: [page('mf_content', '/robot-maze'), page('mf_content', '/news')] },
      { remote: 'mf_maze', ok: true, pages: [page('mf_maze', '/robot-maze')] },
    ]);
    const hints = createPageHints({ remotes: () => remotes, manifests, table: () => table });
    expect(hints('/robot-maze')).toBe('');
    expect(hints('/NEWS')).toContain('<meta name="preload-after-paint" content="http://c.test/mf-manifest.json" />');
    expect(createPageHints({ remotes: () => remotes, manifests, table: () => null })('/news')).toBe('');
  });
});

describe('composeDocument', () => {
  it('leaves the head as it was without hints, and puts hints and a banner where they belong', () => {
    expect(withHints('')).toBe(withHints('').replace(/<link[^>]*>/g, ''));
    const page = composeDocument(
      { html: HTML, hints: '<link rel="preconnect" href="http://c.test" />', banner: '<div data-preview-banner>$&</div>', version: '' },
      { title: 't', head: '', styles: '', body: '', seed: { descriptions: [], versions: {}, manifests: {} } },
    );
    expect(page.indexOf('<link rel="preconnect"')).toBeLessThan(page.indexOf('</head>'));
    // Before the head's first script (the boot script, which reads the fonts the hints name as it runs).
    const withScript = composeDocument(
      {
        html: HTML.replace('</head>', '<script>boot()</script></head>'),
        hints: '<meta name="web-font" content="/f.woff2" />',
        banner: '',
        version: '',
      },
      {
        title: 't',
        head: '<meta name="page" />',
        styles: '<style></style>',
        body: '',
        seed: { descriptions: [], versions: {}, manifests: {} },
      },
    );
    expect(withScript.indexOf('<meta name="web-font"')).toBeLessThan(withScript.indexOf('<script>boot()'));
    expect(withScript.indexOf('<meta name="page"')).toBeGreaterThan(withScript.indexOf('<script>boot()'));
    expect(page).toContain('<div data-preview-banner>$&</div><div id="root">');
  });
});
