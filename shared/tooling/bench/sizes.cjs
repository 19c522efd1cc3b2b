// @ts-check
/**
 * Bundle sizes straight from each package's `dist`: no build, no server, so `--sizes-only` runs in a
 * few seconds (most of it reading source maps for the i18n bytes of each page chunk, i18n-bytes.cjs).
 * size-limit measures them (decision record 024): `.size-limit.cjs` beside this file says which files
 * each figure counts and its limit from budgets.json; this module runs it and gives its figures and
 * verdicts to the bench. Sizes are gzip at level 9 (size-limit's), a stable yardstick
 * for budgets; the servers send the stored brotli or maximum-level gzip copies, which are smaller (the
 * full bench measures those as transferred). Left here: which build output is missing, and whether a
 * stored .gz/.br copy still matches its file (no size tool checks that).
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { measureI18nBytes } = require('./i18n-bytes.cjs');

const REMOTES = /** @type {const} */ (['mf-content', 'mf-chat', 'mf-maze', 'mf-contact']);
const CONFIG = path.join(__dirname, '.size-limit.cjs');

/**
 * One size-limit check as its `--json` prints it: `size` in bytes; `sizeLimit` and `passed` only for a
 * check with a limit.
 * @typedef {{ name: string, size?: number, sizeLimit?: number, passed?: boolean }} SizeLimitResult
 */

/**
 * Runs size-limit over `root`'s builds. It exits 1 when a limit is broken and still prints every
 * figure, so the exit code is not an error; output that is not its JSON is.
 * @param {string} root
 * @returns {SizeLimitResult[]}
 */
function runSizeLimit(root) {
  const bin = path.join(path.dirname(require.resolve('size-limit/package.json')), 'bin.js');
  // From this folder, size-limit finds its plugin in the nearest package.json that lists one (the root's).
  const run = spawnSync(process.execPath, [bin, '--json', '--config', CONFIG], {
    cwd: __dirname,
    encoding: 'utf8',
    env: { ...process.env, SIZE_LIMIT_ROOT: root },
  });
  /** @type {any} */
  let parsed;
  try {
    parsed = JSON.parse(run.stdout);
  } catch {
    throw new Error(`size-limit printed no JSON (exit ${run.status}): ${(run.stderr || run.stdout || '').trim().slice(0, 500)}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`size-limit failed: ${String(parsed?.error ?? JSON.stringify(parsed)).split('\n')[0]}`);
  return parsed;
}

/**
 * Sizes of the whole site, in bytes; `null` where the build output is missing.
 * @param {string} root repository root
 */
function measureSizes(root) {
  /** @type {string[]} */
  const missing = [];
  for (const name of REMOTES) {
    if (!fs.existsSync(path.join(root, name, 'dist', 'mf-manifest.json'))) missing.push(`${name}/dist/mf-manifest.json`);
  }
  if (!fs.existsSync(path.join(root, 'shell', 'dist', 'main.js'))) missing.push('shell/dist/main.js');
  if (!fs.existsSync(path.join(root, 'mf-maze', 'dist', 'robot-maze.js'))) missing.push('mf-maze/dist/robot-maze.js');
  // With nothing built there is nothing to measure (and size-limit refuses an empty list of checks).
  const results = missing.length === REMOTES.length + 2 ? [] : runSizeLimit(root);
  const byName = new Map(results.map((result) => [result.name, result]));
  const size = (/** @type {string} */ name) => byName.get(name)?.size ?? null;

  /** @type {Record<string, { remoteEntry: number | null, exposes: Record<string, number>, federatedTotal: number | null, languages: Record<string, number | null>, jsFilesInDist: number }>} */
  const remotes = {};
  for (const name of REMOTES) {
    const dist = path.join(root, name, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    const prefix = `${name} expose `;
    remotes[name] = {
      remoteEntry: size(`${name} remoteEntry`),
      // Per module, what a visit to its page downloads at once (its `sync` chunks).
      exposes: Object.fromEntries(
        results
          .filter((r) => r.name.startsWith(prefix) && typeof r.size === 'number')
          .map((r) => [r.name.slice(prefix.length), r.size ?? 0]),
      ),
      federatedTotal: size(`${name} federatedTotal`),
      // Each language's own chunks (decision 055): only a page in that language fetches them.
      languages: { hi: size(`${name} locale-hi`), gu: size(`${name} locale-gu`) },
      jsFilesInDist: fs.readdirSync(dist).filter((file) => file.endsWith('.js')).length,
    };
  }
  const shell = missing.includes('shell/dist/main.js') ? null : { mainJs: size('shell mainJs'), totalJs: size('shell totalJs') };
  const staleCompressed = ['shell', ...REMOTES].flatMap((pkg) =>
    staleCompressedCopies(path.join(root, pkg, 'dist')).map((file) => `${pkg}/dist/${file}`),
  );
  // Issue 39: what i18n adds to each English page chunk and to main.js, by the source maps (i18n-bytes.cjs).
  const i18n = measureI18nBytes(root, REMOTES);
  return { remotes, shell, mazeEmbed: size('mazeEmbed'), missing, staleCompressed, i18n, sizeLimit: results };
}

/**
 * Stored .gz/.br files that do not decompress to the file beside them. The server sends the stored
 * copy whenever the browser accepts it, so a stale one means visitors run old code.
 * @param {string} dist
 */
function staleCompressedCopies(dist) {
  if (!fs.existsSync(dist)) return [];
  return fs.readdirSync(dist).filter((name) => {
    const match = /^(.*)\.(gz|br)$/.exec(name);
    if (!match) return false;
    const original = path.join(dist, match[1] ?? '');
    if (!fs.existsSync(original)) return true;
    const stored = fs.readFileSync(path.join(dist, name));
    const unpacked = match[2] === 'gz' ? zlib.gunzipSync(stored) : zlib.brotliDecompressSync(stored);
    return !unpacked.equals(fs.readFileSync(original));
  });
}

module.exports = { measureSizes, staleCompressedCopies, REMOTES };
