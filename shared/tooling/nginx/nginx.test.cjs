/** @jest-environment node */
// @ts-check
/**
 * One build, two servers: the Node static server and a real nginx running the generated recipe
 * (Debian's nginx-light, installed by .ci/run). Both must send the same headers, the same stored
 * compressed files, the same Range answers and the same 404s.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { nginxStandalone } = require('./nginx-config.cjs');
const { makeDist, CHUNK } = require('shared/test-dist');
const { startNode, freePort, rawRequest } = require('shared/test-server');

jest.setTimeout(60_000);

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => fs.existsSync(candidate)) ?? 'nginx';
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
/** @type {import('node:child_process').ChildProcess} */
let nginx;
let nginxOrigin = '';

beforeAll(async () => {
  if (spawnSync(NGINX, ['-v']).error) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run does it).');
  const { dist } = makeDist();
  node = await startNode(path.join(__dirname, '..', '..', 'server', 'serve-cli.cjs'), { args: ['--dir', dist, '--port-key', 'mf_maze'] });
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxStandalone({ prefix, root: dist, listen: `127.0.0.1:${port}`, name: 'mf_maze' }));
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  nginx.stderr?.on('data', (chunk) => (errors += chunk));
  nginxOrigin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(`${nginxOrigin}/index.html`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await node?.stop();
  if (nginx && nginx.exitCode === null) {
    const gone = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await gone;
  }
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
