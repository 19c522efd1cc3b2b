/** @jest-environment node */
// @ts-check
// A remote served by mf-serve, with released versions in a store beside its live build.
jest.setTimeout(60_000);
const path = require('node:path');
const { makeDist, writeRelease, CHUNK } = require('../testing/test-dist.cjs');
const { startNode, rawRequest } = require('../testing/test-server.cjs');

const CLI = path.join(__dirname, 'serve-cli.cjs');

describe('released versions of a remote', () => {
  /** @type {Awaited<ReturnType<typeof startNode>>} */
  let server;
  let base = '';

  beforeAll(async () => {
    const { root, dist } = makeDist('live');
    const store = path.join(root, 'store');
    writeRelease(path.join(store, 'mf_maze', '20261123-100000-aaaaaaaa'), 'old');
    writeRelease(path.join(store, 'mf_maze', '20261123-110000-bbbbbbbb'), 'new');
    server = await startNode(CLI, { args: ['--dir', dist, '--port-key', 'mf_maze'], env: { RELEASE_STORE: store } });
    base = server.origin;
  });
  afterAll(() => server.stop());

  it('serves every stored version under its own path, beside the live build, immutable', async () => {
    expect(await (await fetch(`${base}/mf-manifest.json`)).json()).toEqual({ version: 'live' });
    for (const [version, text] of [
      ['20261123-100000-aaaaaaaa', 'old'],
      ['20261123-110000-bbbbbbbb', 'new'],
    ]) {
      const manifest = await fetch(`${base}/releases/${version}/mf-manifest.json`);
      expect(await manifest.json()).toEqual({ version: text });
      expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    }
    const chunk = await fetch(`${base}/releases/20261123-100000-aaaaaaaa/${CHUNK}`, { headers: { 'accept-encoding': 'br' } });
    expect(chunk.headers.get('content-encoding')).toBe('br');
    const range = await fetch(`${base}/releases/20261123-100000-aaaaaaaa/${CHUNK}`, { headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
  });

  it('answers 404 for a version or file it does not hold, and for anything that is not a version name', async () => {
    for (const target of [
      '/releases/20990101-000000-ffffffff/mf-manifest.json',
      '/releases/20261123-100000-aaaaaaaa/nope.js',
      '/releases/20261123-100000-aaaaaaaa/',
      '/releases/%2e%2e/mf-manifest.json',
      '/releases/..%2f..%2fetc/passwd',
      '/releases/.build-stamp/x',
      '/releases/20261123-100000-aaaaaaaa/.build-stamp',
    ]) {
      const answer = await rawRequest(base, { path: target });
      expect([target, answer.status]).toEqual([target, 404]);
    }
  });
});
