/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createStaticServer, listen } = require('./static-server.cjs');

describe('createStaticServer with a page transform', () => {
  /** @type {import('node:http').Server} */
  let server;
  let base = '';

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body>app</body></html>');
    fs.writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
    // A stored .gz with different content proves the stored file (not on-the-fly compression) is sent.
    fs.writeFileSync(path.join(dir, 'big.js'), 'x'.repeat(5000));
    fs.writeFileSync(path.join(dir, 'big.js.gz'), zlib.gzipSync('stored'.repeat(10)));
    server = await listen(
      createStaticServer({ dir, spa: true, page: (pathname, html) => html.replace('</head>', `<meta name="for" content="${pathname}"></head>`) }),
      0,
      '127.0.0.1',
    );
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('rewrites the page for the root, index.html and client routes', async () => {
    for (const pathname of ['/', '/index.html', '/news/3']) {
      const response = await fetch(base + pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(`<html><head><meta name="for" content="${pathname}"></head><body>app</body></html>`);
    }
  });

  it('serves files as they are and answers a missing file with a real 404', async () => {
    const file = await fetch(`${base}/app.js`);
    expect(await file.text()).toBe('console.log(1)');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('sends a stored .gz beside a file when the browser accepts gzip', async () => {
    const response = await fetch(`${base}/big.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('stored'.repeat(10));
    const plain = await fetch(`${base}/big.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plain.text()).toBe('x'.repeat(5000));
  });

  it('answers HEAD for a page without a body', async () => {
    const response = await fetch(`${base}/about`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
