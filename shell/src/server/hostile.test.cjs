/** @jest-environment node */
// @ts-check
/**
 * Hostile requests against every server of the site, each run as it is deployed (its own process):
 * a remote's static server, the chat remote's server, the shell's server, the chat gateway and the
 * contact server (its embedded database in a temporary folder).
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

const repo = path.join(__dirname, '..', '..', '..');
const METRICS_TOKEN = 'hostile-metrics-token-0123456789';
const parsePrometheus = require('parse-prometheus-text-format');

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
const contactData = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-contact-'));

beforeAll(async () => {
  const { dist } = makeDist();
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-shell-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(shellDist, CHUNK), fs.readFileSync(path.join(dist, CHUNK)));
  // Each remote at its own folder of the one static server, with a pages.json naming it: the shell
  // refuses a remote whose pages.json names another, and would then render unknown paths for themselves.
  const REMOTE_KEYS = { MF_CONTENT_URL: 'mf_content', MF_CHAT_URL: 'mf_chat', MF_MAZE_URL: 'mf_maze', MF_CONTACT_URL: 'mf_contact' };
  for (const name of Object.values(REMOTE_KEYS)) {
    fs.mkdirSync(path.join(dist, name));
    fs.copyFileSync(path.join(dist, 'mf-manifest.json'), path.join(dist, name, 'mf-manifest.json'));
    fs.writeFileSync(path.join(dist, name, 'pages.json'), JSON.stringify({ contract: 1, remote: name, pages: [] }));
  }
  const remote = await startNode(path.join(repo, 'shared/server/serve-cli.cjs'), {
    args: ['--dir', dist, '--port-key', 'mf_maze'],
  });
  const chat = await startNode(path.join(repo, 'mf-chat/scripts/serve.cjs'), { args: ['--dir', dist] });
  const remotes = Object.fromEntries(Object.entries(REMOTE_KEYS).map(([key, name]) => [key, `${remote.origin}/${name}/mf-manifest.json`]));
  const shell = await startNode(path.join(repo, 'shell/dist-server/server.js'), {
    args: ['--dir', shellDist],
    env: { ...remotes, CSP_REPORTS: 'true', METRICS_TOKEN },
  });
  const gateway = await startNode(path.join(repo, 'mf-chat/server/main.ts'), {
    nodeArgs: ['--import', 'tsx'],
    env: { KNOWLEDGE_URLS: `${remote.origin}/knowledge.json` },
  });
  const contact = await startNode(path.join(repo, 'mf-contact/server/main.ts'), {
    nodeArgs: ['--import', 'tsx'],
    env: { CONTACT_DATA_DIR: contactData, CONTACT_HOST: '127.0.0.1' },
  });
  servers.push(
    { name: 'remote static server', ...remote, file: `/${CHUNK}`, spa: false },
    { name: 'chat remote server', ...chat, file: `/${CHUNK}`, spa: false },
    { name: 'shell server', ...shell, file: `/${CHUNK}`, spa: true },
    { name: 'chat gateway', ...gateway, file: '', spa: false },
    { name: 'contact server', ...contact, file: '', spa: false },
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(contactData, { recursive: true, force: true });
});

const statics = () => servers.filter((server) => server.file);
/** Servers of JSON and forms, not files: an odd path there is whatever their router says, below 500. */
const API_SERVERS = ['chat gateway', 'contact server'];

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
        API_SERVERS.includes(name) ? response.status : 404,
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

it('the shell’s health endpoint refuses oversized, mistyped, garbage and unknown beacons, and floods, and counts only what it accepts', async () => {
  const shell = servers.find((server) => server.name === 'shell server');
  if (!shell) throw new Error('no shell server');
  const post = async (/** @type {string} */ body, type = 'text/plain;charset=UTF-8') =>
    (await fetch(`${shell.origin}/__health`, { method: 'POST', body, headers: { 'content-type': type } })).status;
  const beacon = (/** @type {unknown[]} */ events) => JSON.stringify({ contract: 1, events });

  // Announced as a megabyte, never sent: refused on its Content-Length at once, without reading it.
  const started = Date.now();
  const huge = await rawSocket(
    shell.port,
    'POST /__health HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000000\r\nConnection: close\r\n\r\n{"contract":1',
  );
  expect(String(huge)).toMatch(/^HTTP\/1\.1 413 /);
  expect(Date.now() - started).toBeLessThan(5000);
  // Chunked, with no length announced: cut off at 2 KiB.
  const chunk = 'x'.repeat(3000);
  const chunked = await rawSocket(
    shell.port,
    `POST /__health HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
  );
  expect(String(chunked)).toMatch(/^HTTP\/1\.1 413 /);
  expect(await post(beacon([{ kind: 'area-error', remote: 'mf_maze' }]), 'application/x-www-form-urlencoded')).toBe(415);
  expect(await post(beacon([{ kind: 'area-error', remote: 'mf_maze' }]), 'multipart/form-data; boundary=x')).toBe(415);
  for (const garbage of [
    '',
    '{',
    'null',
    '[]',
    '"text"',
    '\u0000\u0001',
    `${'['.repeat(1000)}${']'.repeat(1000)}`,
    '{"__proto__":{"x":1}}',
  ])
    expect([garbage.slice(0, 20), await post(garbage)]).toEqual([garbage.slice(0, 20), 400]);
  expect(await post(beacon([{ kind: 'area-error', remote: 'mf_evil' }]))).toBe(400);
  expect(await post(beacon([{ kind: 'area-error', remote: 'mf_maze', version: '../../etc/passwd' }]))).toBe(400);
  expect(await post(beacon([{ kind: 'vital', remote: 'mf_maze', name: 'LCP', value: 1e308 }]))).toBe(400);
  // Well formed but of versions nobody released: accepted, counted as "unknown", never a label of their own.
  for (let at = 0; at < 5; at++) expect(await post(beacon([{ kind: 'area-error', remote: 'mf_maze', version: `forged-${at}` }]))).toBe(204);
  // A flood from one client: past 60 a minute, 429 (and still no crash).
  const flood = await Promise.all(Array.from({ length: 80 }, () => post(beacon([{ kind: 'area-error', remote: 'mf_maze' }]))));
  expect(flood.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(flood.every((status) => status === 204 || status === 429)).toBe(true);

  const metrics = await fetch(`${shell.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const families = parsePrometheus(await metrics.text());
  const reports = families.find((family) => family.name === 'shell_browser_reports_total')?.metrics ?? [];
  expect(new Set(reports.map((sample) => sample.labels?.version))).toEqual(new Set(['unknown', 'unversioned']));
  const outcomes = Object.fromEntries(
    (families.find((family) => family.name === 'shell_health_beacons_total')?.metrics ?? []).map((sample) => [
      sample.labels?.outcome,
      Number(sample.value),
    ]),
  );
  expect(outcomes).toMatchObject({ 'too-large': 2, 'bad-type': 2, 'bad-body': 11 });
  expect(outcomes.limited).toBeGreaterThan(0);
  expect(await stillServing(shell)).toEqual({ status: true, alive: true, crashes: false });
});

/**
 * Request targets Node's parser lets through but a router or `new URL()` may choke on: each once, over
 * a raw socket, exactly as written (latin1, so invalid UTF-8 bytes go out as bytes).
 */
const ODD_TARGETS = [
  '//a:99999/%ZZ',
  '/%ZZ',
  '/%',
  '//evil.example/news/1',
  '//',
  '///',
  'http://evil.example/about',
  'http://a:99999/about',
  'https://[::1/',
  'a:99',
  'evil.example:443',
  '*',
  '/?%ZZ=%ZZ',
  '/#x',
  '/\xff\xfe',
  '/%C0%AF',
  '/%ED%A0%80',
  '/news/%00',
  `/${'%'.repeat(3000)}`,
  `/?${'a=1&'.repeat(4000)}`,
];

/**
 * Sends one request line over a raw socket and resolves with the status line's code (0: closed with no answer).
 * @param {number} port @param {string} target @param {string} [headers] extra header lines, each ending in CRLF
 */
async function statusOf(port, target, headers = '') {
  const answer = await new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`, 'latin1')),
    );
    let text = '';
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(String(answer))?.[1] ?? 0);
}

/** Whether the server is alive, answers at once, and has logged no crash. @param {(typeof servers)[number]} server */
async function stillServing(server) {
  const status = (await rawRequest(server.origin, { path: server.file || '/' })).status;
  const child = /** @type {any} */ (server).child;
  const output = /** @type {any} */ (server).output();
  return { status: status < 500, alive: child.exitCode === null, crashes: /Unhandled|ERR_INVALID_URL|TypeError/.test(output) };
}

it('odd request targets get an answer below 500, and the server answers the next request at once', async () => {
  for (const server of servers) {
    for (const target of ODD_TARGETS) {
      const status = await statusOf(server.port, target);
      expect([server.name, target.slice(0, 30), status > 0 && status < 500]).toEqual([server.name, target.slice(0, 30), true]);
      expect([server.name, target.slice(0, 30), await stillServing(server)]).toEqual([
        server.name,
        target.slice(0, 30),
        { status: true, alive: true, crashes: false },
      ]);
    }
  }
});

it('the shell refuses targets for another host and moves odd spellings of a path to one', async () => {
  const shell = servers.find((server) => server.name === 'shell server');
  if (!shell) throw new Error('no shell server');
  expect(await statusOf(shell.port, 'http://evil.example/about')).toBe(400);
  expect(await statusOf(shell.port, '*')).toBe(400);
  expect(await statusOf(shell.port, 'evil.example:443')).toBe(400);
  expect(await statusOf(shell.port, '//evil.example/news/1')).toBe(301);
  expect(await statusOf(shell.port, '//a:99999/%ZZ')).toBe(301);
});

it('survives generated request targets and headers (property-based)', async () => {
  const fc = require('fast-check');
  const piece = fc.constantFrom(
    '/',
    '//',
    '%',
    '%ZZ',
    '%2e',
    '%00',
    '%C0',
    '..',
    '.',
    'a',
    'A',
    'news',
    ':',
    '@',
    '?',
    '&',
    '=',
    '#',
    ';',
    '\xff',
    '~',
    '+',
    'http:',
    '*',
  );
  const target = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
  const headerValue = fc.string({ unit: fc.constantFrom(...'abcxyz019*,;=-/ "WgzipbrRangebytes'.split('')), maxLength: 40 });
  const header = fc.tuple(
    fc.constantFrom('Accept-Encoding', 'If-None-Match', 'Range', 'Accept', 'If-Modified-Since', 'Origin'),
    headerValue,
  );
  for (const server of servers) {
    await fc.assert(
      fc.asyncProperty(target, fc.array(header, { maxLength: 3 }), async (raw, headers) => {
        const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
        const status = await statusOf(server.port, raw, lines);
        return status > 0 && status < 500;
      }),
      { numRuns: 200, seed: 4242 },
    );
    expect([server.name, await stillServing(server)]).toEqual([server.name, { status: true, alive: true, crashes: false }]);
  }
});
