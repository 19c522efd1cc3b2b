/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { supervise, backoffMs } = require('./supervisor.cjs');

jest.setTimeout(30_000);

it('waits longer after each quick failure, up to 30 s', () => {
  expect([0, 1, 2, 3, 10].map(backoffMs)).toEqual([500, 1000, 2000, 4000, 30_000]);
});

it('logs a server that exits and starts it again, while another keeps serving', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
  // Dies on its first two starts (counted in a file), then serves on a port.
  const script = path.join(dir, 'flaky.cjs');
  fs.writeFileSync(
    script,
    `const fs = require('fs'); const f = ${JSON.stringify(path.join(dir, 'count'))};
     const n = fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8')) : 0; fs.writeFileSync(f, String(n + 1));
     if (n < 2) process.exit(1);
     require('net').createServer((s) => s.end('up')).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));`,
  );
  const freePort = () =>
    new Promise((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
  const port = Number(await freePort());
  const steadyPort = Number(await freePort());
  const errors = /** @type {string[]} */ ([]);
  const logs = /** @type {string[]} */ ([]);
  const read = (/** @type {number} */ p) =>
    new Promise((resolve) => {
      const socket = net.connect(p, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', () => resolve(''));
    });
  const steady = supervise({
    label: 'steady',
    command: process.execPath,
    args: ['-e', `require('net').createServer((s) => s.end('steady')).listen(${steadyPort}, '127.0.0.1', () => console.log('listening'))`],
    cwd: dir,
    log: (line) => logs.push(line),
    error: (line) => errors.push(line),
  });
  const server = supervise({
    label: 'flaky',
    command: process.execPath,
    args: [script],
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    log: (line) => logs.push(line),
    error: (line) => errors.push(line),
    backoff: () => 50,
  });
  try {
    while (!logs.some((line) => line.startsWith('[flaky] listening')) || !logs.some((line) => line.startsWith('[steady] listening')))
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await read(port)).toBe('up');
    expect(server.starts()).toBe(3);
    expect(errors.filter((line) => line.includes('[site] flaky stopped (exit 1); starting it again'))).toHaveLength(2);
    expect(await read(steadyPort)).toBe('steady');
    expect(steady.starts()).toBe(1);
  } finally {
    server.stop();
    steady.stop();
  }
});
