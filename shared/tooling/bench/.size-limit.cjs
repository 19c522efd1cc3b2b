// @ts-check
/**
 * size-limit's checks for the bench's bundle budgets (decision record 024): which built files each
 * figure counts, and its limit, read from `bundlesKiB` in budgets.json, the one file of every budget.
 * size-limit (`@size-limit/file`, gzip at level 9) measures and judges; sizes.cjs runs it and reads
 * its JSON. A figure whose files are not built is left out here, so the bench reports it as not measured.
 *
 * Check names are `<package> <figure>` (budgets.json's keys), and `<remote> expose <module>` for the
 * per-module sizes the report shows without a budget.
 */
const fs = require('node:fs');
const path = require('node:path');
/** @type {{ bundlesKiB?: Record<string, any> }} */
const budgets = require('./budgets.json');

// sizes.cjs names the repository it measures (its tests measure a folder of their own).
const root = process.env.SIZE_LIMIT_ROOT || path.resolve(__dirname, '..', '..', '..');
const REMOTES = ['mf-content', 'mf-chat', 'mf-maze', 'mf-contact'];

/** A path as size-limit wants it: relative to this file's folder, with forward slashes. @param {string} file */
const fromHere = (file) => path.relative(__dirname, file).split(path.sep).join('/');

/** @param {number | undefined} kib */
const limitOf = (kib) => (typeof kib === 'number' ? { limit: `${kib} KiB` } : {});

/**
 * The checks of one remote, from its manifest: remoteEntry, each exposed module's `sync` chunks (what a
 * visit to its page downloads; `async` also lists chunks other modules load later), and the federated
 * total (entry, every exposed module's chunks and every shared fallback: the most the shell could fetch
 * from it). The manifest, not the folder, because a `dist` not cleaned between builds keeps old hashed
 * chunks no visitor downloads.
 * @param {string} name
 */
function remoteChecks(name) {
  const dist = path.join(root, name, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const file = (/** @type {string} */ asset) => fromHere(path.join(dist, asset));
  const assetsOf = (/** @type {any} */ item) => [...(item.assets?.js?.sync ?? []), ...(item.assets?.js?.async ?? [])];
  const entry = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const limits = /** @type {Record<string, number>} */ (budgets.bundlesKiB?.[name] ?? {});
  // A manifest can name one file twice (sync and async, or repeated): each counts once.
  const federated = new Set([entry]);
  const exposes = [];
  for (const expose of manifest.exposes ?? []) {
    assetsOf(expose).forEach((asset) => federated.add(asset));
    const now = [...new Set(/** @type {string[]} */ (expose.assets?.js?.sync ?? []))];
    if (now.length) exposes.push({ name: `${name} expose ${expose.name}`, path: now.map(file), gzip: true });
  }
  for (const shared of manifest.shared ?? []) assetsOf(shared).forEach((asset) => federated.add(asset));
  // A language's words and data are chunks of their own (`locale-hi.*.js`, decision 055) that only a
  // page in that language fetches: the federated total is what an English page can fetch, and each
  // language's chunks are a figure of their own.
  const languageOf = (/** @type {string} */ asset) => /(?:^|\/)locale-(hi|gu)\./.exec(asset)?.[1];
  const english = [...federated].filter((asset) => !languageOf(asset));
  const languages = ['hi', 'gu'].map((language) => ({ language, files: [...federated].filter((asset) => languageOf(asset) === language) }));
  return [
    { name: `${name} remoteEntry`, path: file(entry), gzip: true, ...limitOf(limits.remoteEntry) },
    { name: `${name} federatedTotal`, path: english.map(file), gzip: true, ...limitOf(limits.federatedTotal) },
    ...languages
      .filter(({ files }) => files.length)
      .map(({ language, files }) => ({
        name: `${name} locale-${language}`,
        path: files.map(file),
        gzip: true,
        ...limitOf(limits[`locale-${language}`]),
      })),
    ...exposes,
  ];
}

const shellDist = path.join(root, 'shell', 'dist');
const mazeEmbed = path.join(root, 'mf-maze', 'dist', 'robot-maze.js');
const shellLimits = /** @type {Record<string, number>} */ (budgets.bundlesKiB?.shell ?? {});

module.exports = [
  ...(fs.existsSync(path.join(shellDist, 'main.js'))
    ? [
        { name: 'shell mainJs', path: fromHere(path.join(shellDist, 'main.js')), gzip: true, ...limitOf(shellLimits.mainJs) },
        // The shell has no manifest; every chunk in its dist counts (a stale chunk would inflate this).
        // Less each language's own chunks (locale-hi, locale-gu), which only a page in that language fetches.
        {
          name: 'shell totalJs',
          path: [`${fromHere(shellDist)}/*.js`, `!${fromHere(shellDist)}/locale-*.js`],
          gzip: true,
          ...limitOf(shellLimits.totalJs),
        },
      ]
    : []),
  ...REMOTES.flatMap(remoteChecks),
  ...(fs.existsSync(mazeEmbed)
    ? [{ name: 'mazeEmbed', path: fromHere(mazeEmbed), gzip: true, ...limitOf(budgets.bundlesKiB?.mazeEmbed) }]
    : []),
];
