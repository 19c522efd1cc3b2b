/** @jest-environment node */
// @ts-check
/**
 * Hostile requests against every server of the site, each run as it is deployed (its own process):
 * a remote's static server, the chat remote's server, the shell's server and the chat gateway.
 * Each request gets a plain answer (never a crash, never a file outside the build), and afterwards
 * every server still answers.
 */
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { startNode, rawRequest } = require('shared/test-server');
const { makeDist, CHUNK } = require('shared/test-dist');

jest.setTimeout(120_000);

const repo = path.join(__dirname, '..', '..');

/**
 * Writes `text` on a fresh connection and resolves with what comes back until the server closes it.
 * @param {number} port @param {string} text
 */
function rawSocket(port, text) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

/** @type {{ name: string, origin: string, port: number, file: string, stop: () => Promise<void>, spa: boolean }[]} */
const servers = [];

beforeAll(async () => {
  const { dist } = makeDist();
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-shell-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(shellDist, CHUNK), fs.readFileSync(path.join(dist, CHUNK)));
  const remote = await startNode(path.join(repo, 'shared/tooling/server/serve-cli.cjs'), {
    args: ['--dir', dist, '--port-key', 'mf_maze'],
  });
  const chat = await startNode(path.join(repo, 'mf-chat/scripts/serve.cjs'), { args: ['--dir', dist] });
  const remotes = Object.fromEntries(
    ['MF_CONTENT_URL', 'MF_CHAT_URL', 'MF_MAZE_URL', 'MF_CONTACT_URL'].map((key) => [key, `${remote.origin}/mf-manifest.json`]),
  );
  const shell = await startNode(path.join(repo, 'shell/server/serve.cjs'), {
    args: ['--dir', shellDist],
    env: { ...remotes, CSP_REPORTS: 'true' },
  });
  const gateway = await startNode(path.join(repo, 'mf-chat/server/main.ts'), {
    nodeArgs: ['--import', 'tsx'],
    env: { KNOWLEDGE_URLS: `${remote.origin}/knowledge.json` },
  });
  servers.push(
    { name: 'remote static server', ...remote, file: `/${CHUNK}`, spa: false },
    { name: 'chat remote server', ...chat, file: `/${CHUNK}`, spa: false },
    { name: 'shell server', ...shell, file: `/${CHUNK}`, spa: true },
    { name: 'chat gateway', ...gateway, file: '', spa: false },
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

const statics = () => servers.filter((server) => server.file);

it('bad and huge ranges get 416 or the whole file, never a crash', async () => {
  for (const { name, origin, file } of statics()) {
    const size = (await rawRequest(origin, { path: file })).body.length;
    const ask = async (/** @type {string} */ range) => (await rawRequest(origin, { path: file, headers: { range } })).status;
    expect([name, await ask('bytes=5-2'), await ask('bytes=99999999999999999999-'), await ask('bytes=-0'), await ask('bytes=abc')]).toEqual(
      [name, 416, 416, 416, 416],
    );
    const last = await rawRequest(origin, { path: file, headers: { range: 'bytes=-10' } });
    expect([name, last.status, last.headers['content-range']]).toEqual([name, 206, `bytes ${size - 10}-${size - 1}/${size}`]);
    expect(await ask('bytes=0-99999999999999999999')).toBe(206);
    const many = Array.from({ length: 1500 }, (_, i) => `${i * 2}-${i * 2}`).join(',');
    expect([name, await ask(`bytes=${many}`)]).toEqual([name, 200]);
    expect([name, await ask(`bytes=${many}${many}`)]).toEqual([name, 431]);
  }
});

it('encoded traversal, NUL bytes, broken encodings and 6,000-character paths name no file', async () => {
  const paths = [
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/../../../etc/passwd',
    '/..\\..\\etc\\passwd',
    '/index.html%00.js',
    '/a%00b',
    '/%E0%A4%A',
    '/%',
    `/${'a'.repeat(6000)}`,
    `/${'%2e%2e/'.repeat(800)}etc/passwd`,
  ];
  for (const { name, origin, spa } of servers) {
    for (const pathname of paths) {
      const response = await rawRequest(origin, { path: pathname });
      const body = response.body.toString();
      expect([name, pathname.slice(0, 40), body.includes('root:')]).toEqual([name, pathname.slice(0, 40), false]);
      expect([name, pathname.slice(0, 40), response.status]).toEqual([
        name,
        pathname.slice(0, 40),
        name === 'chat gateway' ? response.status : 404,
      ]);
      if (spa) expect(body).toContain('<div id="root">');
      expect(response.status).toBeLessThan(500);
    }
  }
});

it('unknown and unsupported methods are refused', async () => {
  for (const { name, origin, port } of servers) {
    expect([name, await rawSocket(port, 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n')]).toEqual([name, expect.stringMatching(/^HTTP\/1\.1 400 /)]);
    for (const method of ['DELETE', 'PUT', 'PROPFIND', 'TRACE']) {
      const status = (await rawRequest(origin, { method, path: '/' })).status;
      expect([name, method, status >= 400 && status < 500]).toEqual([name, method, true]);
    }
  }
});

it('slow headers are cut off while everyone else is served', async () => {
  const slow = [];
  for (const { port } of servers) {
    for (let i = 0; i < 20; i += 1) slow.push(rawSocket(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '));
  }
  for (const { name, origin } of servers) {
    expect([name, (await rawRequest(origin, { path: '/' })).status < 500]).toEqual([name, true]);
  }
  // Each server closes them once its header time limit passes (408 from Node, or a plain close).
  const answers = await Promise.all(slow);
  for (const answer of answers) expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
});

it('afterwards every server still answers', async () => {
  for (const { name, origin, file, spa } of servers) {
    if (file) expect([name, (await rawRequest(origin, { path: file })).status]).toEqual([name, 200]);
    else expect([name, (await rawRequest(origin, { method: 'OPTIONS', path: '/main/gemini' })).status < 500]).toEqual([name, true]);
    if (spa) expect((await rawRequest(origin, { path: '/site-config.json' })).status).toBe(200);
  }
});
