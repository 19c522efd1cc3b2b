/** @jest-environment node */
// @ts-check
// Each server is a node process of its own; on a busy machine one takes seconds to start.
jest.setTimeout(60_000);
const fs = require('node:fs');
const path = require('node:path');
const { makeDist, CHUNK } = require('../testing/test-dist.cjs');
const { startNode, runToExit, rawRequest, until } = require('../testing/test-server.cjs');

const CLI = path.join(__dirname, 'serve-cli.cjs');

describe('a remote served by createStaticServer', () => {
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let server;
  let base = '';
  let dist = '';

  beforeAll(async () => {
    ({ dist } = makeDist());
    server = await startNode(CLI, { args: ['--dir', dist, '--port-key', 'mf_content'] });
    base = server.origin;
  });
  afterAll(() => server.stop());

  it('sends the security and CORS headers, and keeps entry files fresh and hashed chunks for ever', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    // The policy governs documents: a script answer does not carry it, the page does.
    expect(entry.headers.get('content-security-policy')).toBeNull();
    expect(entry.headers.get('permissions-policy')).toBeNull();
    expect((await fetch(`${base}/index.html`)).headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(entry.headers.get('strict-transport-security')).toBeNull();
    expect(entry.headers.get('cross-origin-opener-policy')).toBeNull();
    expect((await fetch(`${base}/${CHUNK}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of ['mf-manifest.json', 'pages.json', 'index.html']) {
      expect((await fetch(`${base}/${name}`)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends the stored .br or .gz, says it varies by Accept-Encoding, also on a 304', async () => {
    const stored = fs.readFileSync(path.join(dist, `${CHUNK}.br`));
    const br = await fetch(`${base}/${CHUNK}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-length')).toBe(String(stored.length));
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const gz = await fetch(`${base}/${CHUNK}`, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decodes the stored gzip: what arrives is the file itself.
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(fs.readFileSync(path.join(dist, CHUNK), 'utf8'));
    const again = await rawRequest(base, {
      path: `/${CHUNK}`,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('answers Range requests by the RFC', async () => {
    const size = fs.statSync(path.join(dist, CHUNK)).size;
    const whole = fs.readFileSync(path.join(dist, CHUNK), 'utf8');
    const get = (/** @type {string} */ range) => fetch(`${base}/${CHUNK}`, { headers: { range, 'accept-encoding': 'identity' } });
    const last = await get('bytes=-10');
    expect(last.status).toBe(206);
    expect(last.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(await last.text()).toBe(whole.slice(-10));
    const longSuffix = await get(`bytes=-${size * 2}`);
    expect(longSuffix.status).toBe(206);
    expect(await longSuffix.text()).toBe(whole);
    for (const range of ['bytes=5-2', `bytes=${size}-`, 'bytes=-0', 'bytes=99999999999999999999-']) {
      const refused = await get(range);
      expect([range, refused.status, refused.headers.get('content-range')]).toEqual([range, 416, `bytes */${size}`]);
    }
    const multi = await get('bytes=0-1,5-6');
    expect(multi.status).toBe(200);
    expect(await multi.text()).toBe(whole);
  });

  it('answers a missing file, a dotfile and paths that name no file with a plain 404', async () => {
    for (const pathname of [
      '/missing.js',
      '/.build-stamp',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/../../etc/passwd',
      '/a%00b',
      '/%E0%A4%A',
      '/dir/',
      '//index.html',
    ]) {
      const response = await rawRequest(base, { path: pathname });
      expect([pathname, response.status, response.body.toString()]).toEqual([pathname, 404, 'Not Found']);
    }
  });

  it('answers OPTIONS for CORS, refuses other methods and HEAD has no body', async () => {
    const options = await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const post = await fetch(`${base}/remoteEntry.js`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const head = await fetch(`${base}/remoteEntry.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves the standalone page with its opener policy', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe('the site served by createStaticServer with spa', () => {
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let server;
  let base = '';
  let dist = '';

  beforeAll(async () => {
    ({ dist } = makeDist());
    server = await startNode(path.join(__dirname, 'test-fixtures', 'spa-server.cjs'), { env: { DIR: dist } });
    base = server.origin;
  });
  afterAll(() => server.stop());

  it('answers pages with the page and 200, and every other path that is no file with the page and 404', async () => {
    for (const [pathname, status, seen] of /** @type {const} */ ([
      ['/', 200, '/'],
      ['/news', 200, '/news'],
      ['/about.html', 404, '/about.html'],
      ['/news.php', 404, '/news.php'],
      ['/courses/iot.', 404, '/courses/iot.'],
      ['/%E0%A4%A', 404, 'null'],
      ['/a%00b', 404, 'null'],
    ])) {
      const response = await fetch(base + pathname);
      expect([pathname, response.status, response.headers.get('cross-origin-opener-policy')]).toEqual([pathname, status, 'same-origin']);
      expect(await response.text()).toContain(`<meta name="for" content="${seen}">`);
    }
  });

  it("answers pages from a deploy's new index.html soon after (within a second), with no restart", async () => {
    const index = path.join(dist, 'index.html');
    const before = fs.readFileSync(index, 'utf8');
    try {
      fs.writeFileSync(index, before.replace(/<title>[^<]*<\/title>/, '<title>the next release</title>'));
      await until(
        async () => (await (await fetch(`${base}/news`)).text()).includes('<title>the next release</title>'),
        'pages use the new index.html',
        { timeoutMs: 3000 },
      );
    } finally {
      fs.writeFileSync(index, before);
    }
  });

  it("names a deploy's new inline script in the page's policy within a second, and no other", async () => {
    const index = path.join(dist, 'index.html');
    const before = fs.readFileSync(index, 'utf8');
    const scriptSources = async () =>
      (
        (await fetch(`${base}/news`)).headers
          .get('content-security-policy')
          ?.split('; ')
          .find((part) => part.startsWith('script-src ')) ?? ''
      ).split(' ');
    expect(await scriptSources()).toEqual(['script-src', "'self'"]);
    try {
      fs.writeFileSync(index, before.replace('</head>', '<script>start()</script></head>'));
      // sha256 of "start()", as a browser hashes it.
      const started = "'sha256-DIm7WJS6ZKDYe5qFLPy+h4JFI9Bol5QmYC57mt3Fb00='";
      await until(async () => (await scriptSources()).includes(started), 'the policy names the new inline script', { timeoutMs: 3000 });
      expect(await scriptSources()).toEqual(['script-src', "'self'", started]);
    } finally {
      fs.writeFileSync(index, before);
    }
  });

  it('serves JSON made per request', async () => {
    expect(await (await fetch(`${base}/site-config.json`)).json()).toEqual({ made: 'now' });
  });

  it('still serves files, and sends HSTS when configured', async () => {
    const response = await fetch(`${base}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('mf-serve checks its environment at start', () => {
  it.each([
    [{ PORT: 'eighty' }, 'environment: PORT must be a whole number from 1 to 65535, got "eighty".'],
    [{ HSTS_MAX_AGE: '-1' }, 'environment: HSTS_MAX_AGE must be a whole number from 0 to 63072000, got "-1".'],
    [{ HSTS_PRELOAD: 'yes' }, 'environment: HSTS_PRELOAD must be true or false, got "yes".'],
    [{ HSTS_PRELOAD: 'true', HSTS_MAX_AGE: '600' }, 'HSTS_PRELOAD=true needs HSTS_INCLUDE_SUBDOMAINS=true'],
  ])('%j stops it at once, naming the variable', async (env, message) => {
    const { dist } = makeDist();
    const { code, output } = await runToExit(CLI, { PORT: '1', ...env, DIR: dist });
    expect(code).toBe(2);
    expect(output).toContain(message);
  });
});
