// @ts-check
/**
 * Bundle sizes straight from each package's `dist`: no build, no server, so `--sizes-only` runs in
 * about a second. Sizes are gzip at zlib's default level, a stable yardstick for budgets; the servers
 * send the stored brotli or maximum-level gzip copies, which are smaller (the full bench measures those).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const REMOTES = /** @type {const} */ (['mf-content', 'mf-chat', 'mf-maze', 'mf-contact']);

/** Gzip size in bytes of one file. */
function gzipSize(/** @type {string} */ file) {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

/** Every `.js` file directly in a folder (maps and licence files excluded). */
function jsFiles(/** @type {string} */ dir) {
  return fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
}

/**
 * The files a remote's manifest names: remoteEntry, the chunks of each exposed module and of each
 * shared fallback. Reading the manifest (not the folder) matters because a `dist` that is not cleaned
 * between builds keeps old hashed chunks that no visitor ever downloads.
 * @param {string} dist
 */
function remoteSizes(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entryName = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const sizeOf = (/** @type {string} */ name) => gzipSize(path.join(dist, name));
  /** @type {Set<string>} */
  const federated = new Set([entryName]);
  const assetsOf = (/** @type {any} */ item) => [...(item.assets?.js?.sync ?? []), ...(item.assets?.js?.async ?? [])];
  /** @type {Record<string, number>} */
  const exposes = {};
  for (const expose of manifest.exposes ?? []) {
    // A manifest can name one file twice (sync and async, or repeated): count each once.
    assetsOf(expose).forEach((file) => federated.add(file));
    // Per module, only what it needs at once (`sync`): what a visit to its page downloads and what the
    // shell's HTML preloads. `async` also lists chunks other modules load later (mf-content's list for
    // HomePage names every page), which no visit of that page fetches.
    const now = [...new Set(/** @type {string[]} */ (expose.assets?.js?.sync ?? []))];
    exposes[expose.name] = now.reduce((sum, file) => sum + sizeOf(file), 0);
  }
  for (const shared of manifest.shared ?? []) assetsOf(shared).forEach((file) => federated.add(file));
  return {
    remoteEntry: sizeOf(entryName),
    exposes,
    // Upper bound of what the shell can download from this remote: entry, every exposed module and
    // every shared fallback (the shell's own React etc. normally wins, so real pages fetch less).
    federatedTotal: [...federated].reduce((sum, file) => sum + sizeOf(file), 0),
    jsFilesInDist: jsFiles(dist).length,
  };
}

/**
 * Sizes of the whole site.
 * @param {string} root repository root
 */
function measureSizes(root) {
  /** @type {Record<string, ReturnType<typeof remoteSizes>>} */
  const remotes = {};
  /** @type {string[]} */
  const missing = [];
  for (const name of REMOTES) {
    const dist = path.join(root, name, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
      missing.push(`${name}/dist/mf-manifest.json`);
      continue;
    }
    remotes[name] = remoteSizes(dist);
  }
  const shellDist = path.join(root, 'shell', 'dist');
  /** @type {{ mainJs: number, totalJs: number } | null} */
  let shell = null;
  if (fs.existsSync(path.join(shellDist, 'main.js'))) {
    shell = {
      mainJs: gzipSize(path.join(shellDist, 'main.js')),
      // The shell has no manifest; every chunk in its dist counts (a stale chunk would inflate this).
      totalJs: jsFiles(shellDist).reduce((sum, name) => sum + gzipSize(path.join(shellDist, name)), 0),
    };
  } else missing.push('shell/dist/main.js');
  // mf-maze's build writes the embeddable <robot-maze> script beside its federated remote.
  const mazeScript = path.join(root, 'mf-maze', 'dist', 'robot-maze.js');
  const mazeEmbed = fs.existsSync(mazeScript) ? gzipSize(mazeScript) : null;
  if (mazeEmbed === null) missing.push('mf-maze/dist/robot-maze.js');
  const staleCompressed = ['shell', ...REMOTES].flatMap((pkg) =>
    staleCompressedCopies(path.join(root, pkg, 'dist')).map((file) => `${pkg}/dist/${file}`),
  );
  return { remotes, shell, mazeEmbed, missing, staleCompressed };
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

module.exports = { measureSizes, gzipSize, staleCompressedCopies, REMOTES };
