/** @jest-environment node */
// @ts-check
/**
 * One build, two servers: the Node static server and a real nginx running the generated recipe
 * (Debian's nginx-light, installed by .ci/run). Both must send the same headers, the same stored
 * compressed files, the same Range answers and the same 404s.
 */
const { spawnSync } = require('node:child_process');
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { nginxStandalone, nginxProxy, nginxProxyStandalone } = require('./nginx-config.cjs');
const { startNginx, NGINX } = require('./nginx-process.cjs');
const { makeDist, CHUNK } = require('shared/test-dist');
const { startNode, freePort, rawRequest } = require('shared/test-server');

jest.setTimeout(60_000);

const COMPARED = [
  'content-type',
  'content-encoding',
  'content-range',
  'cache-control',
  'vary',
  'cross-origin-opener-policy',
  'content-security-policy',
  'permissions-policy',
  'x-content-type-options',
  'referrer-policy',
  'access-control-allow-origin',
  'cross-origin-resource-policy',
];
/** Error answers: the bodies and cache headers of error pages differ; the security headers may not. */
const COMPARED_ON_ERRORS = ['content-security-policy', 'x-content-type-options', 'access-control-allow-origin', 'referrer-policy'];

/** @type {Awaited<ReturnType<typeof startNode>>} */
let node;
/** @type {Awaited<ReturnType<typeof startNginx>>} */
let nginx;
let nginxOrigin = '';

beforeAll(async () => {
  if (spawnSync(NGINX, ['-v']).error) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run does it).');
  const { dist } = makeDist();
  node = await startNode(path.join(__dirname, '..', '..', 'server', 'serve-cli.cjs'), { args: ['--dir', dist, '--port-key', 'mf_maze'] });
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const port = await freePort();
  nginxOrigin = `http://127.0.0.1:${port}`;
  const config = nginxStandalone({ prefix, root: dist, listen: `127.0.0.1:${port}`, name: 'mf_maze' });
  nginx = await startNginx(prefix, config, `${nginxOrigin}/index.html`);
});

afterAll(async () => {
  await node?.stop();
  await nginx?.stop();
});

/** @param {import('node:http').IncomingHttpHeaders} headers @param {string[]} names */
const pick = (headers, names) => Object.fromEntries(names.map((name) => [name, String(headers[name] ?? '').toLowerCase()]));

/** @param {{ method?: string, path: string, headers?: Record<string, string> }} request */
async function both(request) {
  const [fromNode, fromNginx] = await Promise.all([rawRequest(node.origin, request), rawRequest(nginxOrigin, request)]);
  return { fromNode, fromNginx };
}

it.each([
  [`/${CHUNK}`, 'br, gzip'],
  [`/${CHUNK}`, 'gzip'],
  [`/${CHUNK}`, 'identity'],
  ['/remoteEntry.js', 'br;q=0, gzip'],
  ['/', 'gzip'],
  ['/index.html', 'identity'],
  ['/logo.png', 'br'],
  ['/pages.json', 'br'],
  ['/mf-manifest.json', 'gzip, br'],
])('%s with Accept-Encoding %s: same file, same headers', async (pathname, encoding) => {
  const { fromNode, fromNginx } = await both({ path: pathname, headers: { 'accept-encoding': encoding } });
  expect(fromNginx.status).toBe(200);
  expect(fromNode.status).toBe(200);
  expect(pick(fromNginx.headers, COMPARED)).toEqual(pick(fromNode.headers, COMPARED));
  expect(fromNginx.body.equals(fromNode.body)).toBe(true);
});

it.each(['bytes=5-2', 'bytes=-10', 'bytes=0-1,3-4', 'bytes=-0', 'bytes=99999-', 'bytes=0-3', 'bytes=10-'])(
  'Range %s: same answer',
  async (range) => {
    for (const encoding of ['identity', 'br']) {
      const { fromNode, fromNginx } = await both({ path: `/${CHUNK}`, headers: { range, 'accept-encoding': encoding } });
      expect([range, encoding, fromNginx.status, fromNginx.headers['content-range']]).toEqual([
        range,
        encoding,
        fromNode.status,
        fromNode.headers['content-range'],
      ]);
      if (fromNode.status !== 416) expect(fromNginx.body.equals(fromNode.body)).toBe(true);
    }
  },
);

it('a revalidation gets 304 from both, still saying it varies by Accept-Encoding', async () => {
  for (const origin of [node.origin, nginxOrigin]) {
    const first = await rawRequest(origin, { path: `/${CHUNK}`, headers: { 'accept-encoding': 'gzip' } });
    const again = await rawRequest(origin, {
      path: `/${CHUNK}`,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) },
    });
    expect([origin, again.status, String(again.headers.vary).toLowerCase(), again.headers['cache-control']]).toEqual([
      origin,
      304,
      'accept-encoding',
      'public, max-age=31536000, immutable',
    ]);
  }
});

it.each([
  ['GET', '/missing.js', 404],
  ['GET', '/.build-stamp', 404],
  ['OPTIONS', '/remoteEntry.js', 204],
  ['POST', '/remoteEntry.js', 405],
])('%s %s: %i from both, with the security headers', async (method, pathname, status) => {
  const { fromNode, fromNginx } = await both({ method, path: pathname });
  expect([fromNode.status, fromNginx.status]).toEqual([status, status]);
  expect(pick(fromNginx.headers, COMPARED_ON_ERRORS)).toEqual(pick(fromNode.headers, COMPARED_ON_ERRORS));
  expect(fromNode.headers['x-content-type-options']).toBe('nosniff');
  // Not a document: the policy, which only governs documents, is not sent.
  expect(fromNode.headers['content-security-policy']).toBeUndefined();
});

/**
 * nginx (the --proxy recipe) in front of two upstream servers: `failing` answers as told (503, as a
 * leaving server does, or its connection cut mid-request, as a killed one), `good` answers 200; each
 * records the methods that reached it. A fresh pair per case: nginx marks a failed server down a while.
 * @param {'503' | 'cut'} failure
 */
async function proxiedPair(failure) {
  /** @type {{ server: http.Server, seen: string[] }[]} */
  const upstreams = [];
  // Failing only once nginx is up: its readiness probe must not mark the server down.
  let broken = false;
  for (const role of ['failing', 'good']) {
    /** @type {string[]} */
    const seen = [];
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        seen.push(/** @type {string} */ (request.method));
        if (role === 'good' || !broken) return void response.end('good');
        if (failure === 'cut') return void request.socket.destroy();
        response.statusCode = 503;
        response.end('leaving');
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    upstreams.push({ server, seen });
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-proxy-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const servers = upstreams.map(({ server }) => `127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`);
  const proxy = await startNginx(
    prefix,
    nginxProxyStandalone({ prefix, sites: [{ name: 'shell_servers', listen: `127.0.0.1:${port}`, servers }] }),
    `${origin}/`,
  );
  for (const { seen } of upstreams) seen.length = 0; // The probe.
  broken = true;
  return {
    origin,
    /** @param {number} index @param {string} method */
    seen: (index, method) => upstreams[index]?.seen.filter((one) => one === method).length ?? 0,
    stop: async () => {
      await proxy.stop();
      for (const { server } of upstreams) server.close();
    },
  };
}

describe('nginx in front of several servers (--proxy)', () => {
  it('writes the retry of idempotent requests only, with a try count and a time-out, and lists every server', () => {
    const config = nginxProxy({ sites: [{ name: 'contact_servers', listen: 8086, servers: ['10.0.0.5:8086', '10.0.0.6:8086'] }] });
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(config).not.toContain('non_idempotent');
    expect(config).toMatch(/proxy_next_upstream_tries \d+;/);
    expect(config).toMatch(/proxy_next_upstream_timeout \d+s;/);
    expect(config).toContain('server 10.0.0.5:8086 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('server 10.0.0.6:8086 max_fails=1 fail_timeout=2s;');
    expect(() => nginxProxy({ sites: [{ name: 'bad name', listen: 80, servers: ['a:1'] }] })).toThrow(/letters, digits and _/);
  });

  it.each([['503'], ['cut']])('a GET that fails on one server (%s) is answered by the next', async (how) => {
    const pair = await proxiedPair(/** @type {'503' | 'cut'} */ (how));
    try {
      const statuses = [];
      // Round robin: within two requests one goes first to the failing server.
      for (let i = 0; i < 4; i++) statuses.push(await fetch(`${pair.origin}/page`).then((response) => response.status));
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(pair.seen(0, 'GET')).toBeGreaterThan(0);
    } finally {
      await pair.stop();
    }
  });

  it.each([['503'], ['cut']])('a POST that reached a server which failed (%s) is never sent to another', async (how) => {
    const pair = await proxiedPair(/** @type {'503' | 'cut'} */ (how));
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(await fetch(`${pair.origin}/forms/contact`, { method: 'POST', body: 'x=1' }).then((response) => response.status));
      // Each POST reached exactly one server; the one the failing server took was answered with its failure, not passed on.
      expect(pair.seen(0, 'POST')).toBeGreaterThan(0);
      expect(pair.seen(0, 'POST') + pair.seen(1, 'POST')).toBe(4);
      expect(statuses.filter((status) => status === 200)).toHaveLength(pair.seen(1, 'POST'));
    } finally {
      await pair.stop();
    }
  });
});
