// @ts-check
/**
 * Test helper: a small production-like `dist` in a temp folder (entry files, a content-hashed chunk
 * with its stored .br and .gz, an image, a dotfile), so server tests need no build.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

const CHUNK = '12.abcdef12.js';

/** @param {string} dir @param {string} version text that differs per release */
function writeRelease(dir, version) {
  fs.mkdirSync(dir, { recursive: true });
  const chunk = `/* ${version} */ ${'console.log("chunk");\n'.repeat(200)}`;
  const files = {
    'index.html': `<!doctype html><html><head><title>${version}</title></head><body><div id="root"></div></body></html>`,
    'remoteEntry.js': `/* entry ${version} */ ${'var x = 1;\n'.repeat(100)}`,
    'mf-manifest.json': JSON.stringify({ version }),
    'pages.json': JSON.stringify({ contract: 1, remote: 'mf_content', pages: [] }),
    [CHUNK]: chunk,
    'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]),
    '.build-stamp': version,
  };
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  for (const name of [CHUNK, 'remoteEntry.js']) {
    const body = fs.readFileSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
  }
  return dir;
}

/** A temp folder holding one release in `dist`. */
function makeDist(version = 'v1') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-dist-'));
  // Readable by other users too: nginx's workers run as another user when the tests run as root.
  fs.chmodSync(root, 0o755);
  return { root, dist: writeRelease(path.join(root, 'dist'), version) };
}

/** @param {import('node:http').Server} server */
function originOf(server) {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** @param {import('node:http').Server} server */
function stop(server) {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve(undefined));
  });
}

module.exports = { makeDist, writeRelease, originOf, stop, CHUNK };
