/** @jest-environment node */
// @ts-check
const { moduleForPath, manifestAssets, createManifestCache, createPageHints, injectIntoHead } = require('./page-hints.cjs');

const ROUTES = [
  { path: '/', module: 'mf_content/HomePage' },
  { path: '/news', module: 'mf_content/NewsPage' },
  { path: '/news/:id', module: 'mf_content/NewsDetailPage' },
  { path: '/contact', module: 'mf_contact/ContactPage' },
];

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { name: 'NewsDetailPage', assets: { js: { sync: ['12.abc.js', '__federation_expose_NewsDetailPage.def.js'], async: ['99.zzz.js'] } } },
    { name: 'HomePage', assets: { js: { sync: ['__federation_expose_HomePage.123.js'], async: [] } } },
  ],
};

const HTML = '<html><head><title>t</title></head><body></body></html>';

/** A fetch double that answers each URL from a table (an Error means the remote is unreachable). */
function fakeFetch(/** @type {Record<string, unknown>} */ answers) {
  const calls = /** @type {string[]} */ ([]);
  const fn = /** @type {typeof fetch} */ (
    /** @type {unknown} */ (
      async (/** @type {string} */ url) => {
        calls.push(url);
        const answer = answers[url];
        if (answer instanceof Error) throw answer;
        if (answer === undefined) return { ok: false, json: async () => ({}) };
        return { ok: true, json: async () => answer };
      }
    )
  );
  return { fn, calls };
}

describe('moduleForPath', () => {
  it('finds the module of static and detail routes, with or without a trailing slash', () => {
    expect(moduleForPath(ROUTES, '/')).toBe('mf_content/HomePage');
    expect(moduleForPath(ROUTES, '/news')).toBe('mf_content/NewsPage');
    expect(moduleForPath(ROUTES, '/news/')).toBe('mf_content/NewsPage');
    expect(moduleForPath(ROUTES, '/news/3')).toBe('mf_content/NewsDetailPage');
    expect(moduleForPath(ROUTES, '/contact')).toBe('mf_contact/ContactPage');
  });

  it('answers null for paths no route matches (the shell renders Page Not Found itself)', () => {
    expect(moduleForPath(ROUTES, '/nope')).toBeNull();
    expect(moduleForPath(ROUTES, '/news/3/extra')).toBeNull();
  });
});

describe('manifestAssets', () => {
  it('resolves the entry and each exposed module\'s first chunks against the manifest URL', () => {
    const assets = manifestAssets(MANIFEST, 'https://cdn.example/content/mf-manifest.json');
    expect(assets).toEqual({
      remoteEntry: 'https://cdn.example/content/remoteEntry.js',
      exposes: {
        NewsDetailPage: ['https://cdn.example/content/12.abc.js', 'https://cdn.example/content/__federation_expose_NewsDetailPage.def.js'],
        HomePage: ['https://cdn.example/content/__federation_expose_HomePage.123.js'],
      },
    });
  });

  it('refuses shapes it does not know instead of guessing', () => {
    expect(manifestAssets(null, 'https://x/mf-manifest.json')).toBeNull();
    expect(manifestAssets({ metaData: {} }, 'https://x/mf-manifest.json')).toBeNull();
    expect(manifestAssets('<html>', 'https://x/mf-manifest.json')).toBeNull();
  });
});

describe('createManifestCache', () => {
  it('never waits: the first ask starts a read, later asks get the result until it is stale', async () => {
    let now = 0;
    const { fn, calls } = fakeFetch({ 'https://c/mf-manifest.json': MANIFEST });
    const cache = createManifestCache({ fetch: fn, ttlMs: 1000, now: () => now });
    expect(cache.get('https://c/mf-manifest.json')).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.get('https://c/mf-manifest.json')?.remoteEntry).toBe('https://c/remoteEntry.js');
    expect(calls).toHaveLength(1);
    now = 1500;
    expect(cache.get('https://c/mf-manifest.json')?.remoteEntry).toBe('https://c/remoteEntry.js');
    expect(calls).toHaveLength(2);
  });

  it('gives nothing for a remote that is down, and recovers when it answers again', async () => {
    let now = 0;
    const answers = /** @type {Record<string, unknown>} */ ({ 'https://c/mf-manifest.json': new Error('ECONNREFUSED') });
    const { fn } = fakeFetch(answers);
    const cache = createManifestCache({ fetch: fn, ttlMs: 1000, now: () => now });
    await cache.warm(['https://c/mf-manifest.json']);
    expect(cache.get('https://c/mf-manifest.json')).toBeNull();
    answers['https://c/mf-manifest.json'] = MANIFEST;
    now = 2000;
    await cache.warm(['https://c/mf-manifest.json']);
    expect(cache.get('https://c/mf-manifest.json')?.exposes.HomePage).toHaveLength(1);
  });
});

describe('createPageHints', () => {
  const config = () => ({ remotes: { mf_content: 'http://c.test/mf-manifest.json', mf_chat: 'http://chat.test/mf-manifest.json', mf_contact: 'http://contact.test/mf-manifest.json' } });

  it('preloads the route remote\'s manifest, entry and page chunks, and preconnects to the chat', async () => {
    const { fn } = fakeFetch({ 'http://c.test/mf-manifest.json': MANIFEST, 'http://chat.test/mf-manifest.json': MANIFEST });
    const cache = createManifestCache({ fetch: fn });
    await cache.warm(Object.values(config().remotes));
    const html = createPageHints({ routes: ROUTES, config, cache, alwaysOn: ['mf_chat'] })('/news/7', HTML);
    expect(html).toContain('<link rel="preconnect" href="http://chat.test" />');
    expect(html).toContain('<link rel="preconnect" href="http://c.test" />');
    expect(html).toContain('<link rel="preload" href="http://c.test/mf-manifest.json" as="fetch" crossorigin="anonymous" />');
    expect(html).toContain('<link rel="preload" href="http://c.test/remoteEntry.js" as="script" />');
    expect(html).toContain('<link rel="preload" href="http://c.test/__federation_expose_NewsDetailPage.def.js" as="script" />');
    expect(html).not.toContain('HomePage');
    expect(html).not.toContain('99.zzz.js');
    expect(html.indexOf('<link')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds nothing for a remote that is down or a path no route owns', async () => {
    const { fn } = fakeFetch({ 'http://contact.test/mf-manifest.json': new Error('down') });
    const cache = createManifestCache({ fetch: fn });
    await cache.warm(Object.values(config().remotes));
    const hints = createPageHints({ routes: ROUTES, config, cache, alwaysOn: ['mf_chat'] });
    expect(hints('/contact', HTML)).toBe(HTML);
    expect(hints('/nope', HTML)).toBe(HTML);
  });
});

describe('injectIntoHead', () => {
  it('leaves a page without hints untouched', () => {
    expect(injectIntoHead(HTML, [])).toBe(HTML);
  });
});
