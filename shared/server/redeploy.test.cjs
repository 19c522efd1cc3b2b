/** @jest-environment node */
// @ts-check
/**
 * The README's redeploy: upload the new build beside the old one, then switch the `current` link
 * to it (one rename). A running server must answer every request with a whole file of one release
 * or the other, and serve the new release's new chunks at once, without a restart.
 */
const fs = require('node:fs');
const path = require('node:path');
const { makeDist, writeRelease, CHUNK } = require('../testing/test-dist.cjs');
const { startNode } = require('../testing/test-server.cjs');

jest.setTimeout(120_000);

const NEW_CHUNK = '34.fedcba98.js';

/** `ln -s target link.new && mv -T link.new link`: rename(2) replaces the link in one step. */
function switchLink(/** @type {string} */ link, /** @type {string} */ target) {
  const next = `${link}.new`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(target, next);
  fs.renameSync(next, link);
}

it('switching the release under a running server: every answer whole, from one release, new chunks served', async () => {
  const { root } = makeDist();
  const releases = path.join(root, 'releases');
  const v1 = writeRelease(path.join(releases, 'v1'), 'v1');
  // v2's entry is longer and its index shorter than v1's: a server with stale sizes would cut or hang.
  const v2 = writeRelease(path.join(releases, 'v2'), `v2 ${'x'.repeat(3000)}`);
  fs.writeFileSync(path.join(v2, 'index.html'), '<!doctype html><title>v2</title>');
  fs.writeFileSync(path.join(v2, NEW_CHUNK), 'console.log("new in v2")');
  const current = path.join(root, 'current');
  fs.symlinkSync(v1, current);

  const server = await startNode(path.join(__dirname, 'serve-cli.cjs'), { args: ['--dir', current, '--port-key', 'mf_content'] });
  const files = ['remoteEntry.js', 'index.html', CHUNK];
  /** @type {Record<string, string[]>} */
  const versions = Object.fromEntries(files.map((name) => [name, [v1, v2].map((dir) => fs.readFileSync(path.join(dir, name), 'utf8'))]));
  const encodings = ['identity', 'gzip', 'br'];
  /** @type {string[]} */
  const wrong = [];
  let answered = 0;
  let switching = true;

  async function client(/** @type {number} */ n) {
    for (let i = n; switching; i += 1) {
      const name = files[i % files.length] ?? '';
      const response = await fetch(`${server.origin}/${name}`, { headers: { 'accept-encoding': encodings[i % encodings.length] ?? '' } });
      const body = await response.text();
      if (response.status !== 200 || !versions[name]?.includes(body)) wrong.push(`${name} ${response.status} ${body.length} bytes`);
      answered += 1;
    }
  }

  try {
    expect((await fetch(`${server.origin}/${NEW_CHUNK}`)).status).toBe(404);
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    for (let flip = 0; flip < 12; flip += 1) {
      const target = answered + 25;
      while (answered < target) await new Promise((resolve) => setImmediate(resolve));
      switchLink(current, flip % 2 === 0 ? v2 : v1);
    }
    switching = false;
    await Promise.all(clients);
    expect(wrong).toEqual([]);
    expect(answered).toBeGreaterThan(300);

    switchLink(current, v2);
    const fresh = await fetch(`${server.origin}/${NEW_CHUNK}`);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('console.log("new in v2")');
    expect(await (await fetch(`${server.origin}/remoteEntry.js`)).text()).toBe(versions['remoteEntry.js']?.[1]);
  } finally {
    switching = false;
    await server.stop();
  }
});
