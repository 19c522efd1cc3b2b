// @ts-check
// source-map 0.5.7 ships no types: source-map.d.ts beside this file declares the part the bench uses.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- tsc reads that .d.ts through this reference only
/// <reference path="./source-map.d.ts" />
/**
 * What i18n adds to each English page chunk (issue 39: "main.js and page chunks at most +3 KiB gzip
 * for the i18n runtime"). For every exposed module of every remote (the `sync` chunks of its
 * mf-manifest.json, the files the bench's `<remote> expose <module>` figure counts) and for the shell's
 * main.js, each file's gzip (level 9, as size-limit) is split between kinds of code in proportion to the
 * gzip of each kind's generated code, found through the hidden source maps production builds write to
 * each package's `dist-maps/` (shared/tooling/webpack). The parts of a file add up to its gzip; a chunk
 * shared by several pages counts for each, as in the size figures.
 *
 * Kinds: `catalogs` (every `…/locales/…` file: compiled English messages), `runtime` (shared/i18n's
 * reader, resources and messages, shared/contracts locale.ts, Lingui's packages, each package's
 * src/i18n.ts(x), mf-content's src/lib/messages.ts, the `words.ts` glue files, shared/ui/forms/messages.ts;
 * not form-messages.tsx, the forms' alert and status components, which show words and hold none), `format` (shared/i18n/grouping.ts, numbers.ts and months.ts, mf-content's src/lib/dates.ts: dates, numbers and prices by language),
 * `loader` (mf-content's translated-data loaders, src/data/translations.ts and src/data/locales/loaders/)
 * and `other`. The i18n bytes are the first four.
 *
 * Without a source map (a package built in development mode, or a map that belongs to another build of
 * the file) a chunk's i18n bytes are unknown: the figure is `null` with the reason, never a guess.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { SourceMapConsumer } = require('source-map');

/** @typedef {'catalogs' | 'runtime' | 'format' | 'loader' | 'other'} Kind */
/** @type {readonly Kind[]} */
const KINDS = ['catalogs', 'runtime', 'format', 'loader', 'other'];
/** The kinds counted as i18n bytes. */
const I18N_KINDS = /** @type {const} */ (['catalogs', 'runtime', 'format', 'loader']);

/**
 * Bytes of one page chunk (or main.js), gzip level 9. `totalBytes`, `i18nBytes` and `parts` are null
 * when one of its files could not be attributed; `problems` then says why.
 * @typedef {{ name: string, package: string, files: string[], totalBytes: number | null, i18nBytes: number | null,
 *   parts: Record<Kind, number> | null, problems: string[] }} ChunkI18n
 */

/**
 * @typedef {{ chunks: ChunkI18n[], notBuilt: string[] }} I18nBytes
 */

const gzip9 = (/** @type {string | Buffer} */ content) => zlib.gzipSync(content, { level: 9 }).length;

/**
 * The kind of code a source (as its source map names it, e.g. `webpack://mf_chat/./src/i18n.ts`) is.
 * @param {string | null} source
 * @returns {Kind}
 */
function kindOf(source) {
  if (!source) return 'other';
  const file = source.replace(/\\/g, '/');
  if (/\/src\/data\/(translations\.ts|locales\/loaders\/)/.test(file)) return 'loader';
  if (/\/locales\//.test(file)) return 'catalogs';
  if (/(^|\/)shared\/i18n\/(grouping|numbers|months)\.ts$/.test(file) || /\/src\/lib\/dates\.ts$/.test(file)) return 'format';
  if (
    /(^|\/)shared\/i18n\//.test(file) ||
    /(^|\/)shared\/contracts\/locale\.ts$/.test(file) ||
    /\/node_modules\/@lingui\//.test(file) ||
    /\/src\/i18n\.tsx?$/.test(file) ||
    /\/src\/lib\/messages\.ts$/.test(file) ||
    /words\.tsx?$/.test(file) ||
    /(^|\/)shared\/ui\/forms\/messages\.ts$/.test(file)
  )
    return 'runtime';
  return 'other';
}

/**
 * Splits one built file's gzip between the kinds of its code, by its source map. Every character of
 * the file is given to a kind: a mapping's code runs to the next mapping, across lines (a template
 * literal of CSS spans many lines with no mapping of their own), and the last one to the end of the
 * file; code before the first mapping, and a mapping without a source (webpack's module wrappers), is
 * `other`.
 * @param {string} code the built file
 * @param {string} rawMap its source map (JSON)
 * @returns {{ totalBytes: number, parts: Record<Kind, number> }}
 * @throws {Error} when the map is not JSON or does not fit the file (it belongs to another build of it)
 */
function attributeFile(code, rawMap) {
  const consumer = new SourceMapConsumer(JSON.parse(rawMap));
  /** Where each line starts in `code`, and how long it is (without its line break). */
  const starts = [0];
  for (let at = code.indexOf('\n'); at !== -1; at = code.indexOf('\n', at + 1)) starts.push(at + 1);
  const lengthOf = (/** @type {number} */ line) => (starts[line + 1] ?? code.length + 1) - 1 - (starts[line] ?? 0);
  /** @type {Record<Kind, string[]>} */
  const pieces = { catalogs: [], runtime: [], format: [], loader: [], other: [] };
  /** @type {Kind} */
  let kind = 'other';
  let from = 0;
  /** @type {string | null} */
  let misfit = null;
  consumer.eachMapping(
    (mapping) => {
      if (misfit) return;
      const line = mapping.generatedLine - 1;
      const start = starts[line];
      if (start === undefined || mapping.generatedColumn > lengthOf(line)) {
        misfit = `a mapping at line ${mapping.generatedLine}, column ${mapping.generatedColumn} is outside the file`;
        return;
      }
      const at = start + mapping.generatedColumn;
      pieces[kind].push(code.slice(from, at));
      kind = kindOf(mapping.source);
      from = at;
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  if (misfit) throw new Error(`its source map does not fit it (${misfit})`);
  pieces[kind].push(code.slice(from));

  const totalBytes = gzip9(code);
  const alone = KINDS.map((kind) => {
    const text = pieces[kind].join('');
    return text ? gzip9(text) : 0;
  });
  const sum = alone.reduce((a, b) => a + b, 0);
  /** @type {Record<Kind, number>} */
  const parts = { catalogs: 0, runtime: 0, format: 0, loader: 0, other: 0 };
  KINDS.forEach((kind, i) => {
    parts[kind] = sum ? ((alone[i] ?? 0) / sum) * totalBytes : kind === 'other' ? totalBytes : 0;
  });
  return { totalBytes, parts };
}

/**
 * The i18n bytes of every English page chunk of `remotes` and of the shell's main.js under `root`.
 * A package without its build output is listed in `notBuilt`.
 * @param {string} root repository root
 * @param {readonly string[]} remotes
 * @returns {I18nBytes}
 */
function measureI18nBytes(root, remotes) {
  /** @type {Map<string, { totalBytes: number, parts: Record<Kind, number> } | { problem: string } | { noMap: string }>} */
  const byFile = new Map();
  /** One file, attributed once however many pages share it. @param {string} pkg @param {string} file */
  const attributed = (pkg, file) => {
    const key = `${pkg}/${file}`;
    let result = byFile.get(key);
    if (!result) {
      const codeFile = path.join(root, pkg, 'dist', file);
      const mapFile = path.join(root, pkg, 'dist-maps', `${file}.map`);
      if (!fs.existsSync(codeFile)) result = { problem: `${pkg}/dist/${file} is missing` };
      else if (!fs.existsSync(mapFile)) result = { noMap: `${file}.map` };
      else {
        try {
          result = attributeFile(fs.readFileSync(codeFile, 'utf8'), fs.readFileSync(mapFile, 'utf8'));
        } catch (error) {
          result = { problem: `${pkg}/dist/${file}: ${/** @type {Error} */ (error).message}` };
        }
      }
      byFile.set(key, result);
    }
    return result;
  };
  /** @param {string} name @param {string} pkg @param {string[]} files @returns {ChunkI18n} */
  const chunk = (name, pkg, files) => {
    /** @type {Record<Kind, number>} */
    const parts = { catalogs: 0, runtime: 0, format: 0, loader: 0, other: 0 };
    /** @type {string[]} */
    const problems = [];
    /** @type {string[]} */
    const noMaps = [];
    let totalBytes = 0;
    for (const file of files) {
      const result = attributed(pkg, file);
      if ('noMap' in result) noMaps.push(result.noMap);
      else if ('problem' in result) problems.push(result.problem);
      else {
        totalBytes += result.totalBytes;
        for (const kind of KINDS) parts[kind] += result.parts[kind];
      }
    }
    // One sentence for the maps a development build leaves out (its chunk names can be long).
    if (noMaps.length) {
      const named = noMaps.length > 2 ? `${noMaps.slice(0, 2).join(', ')} and ${noMaps.length - 2} more` : noMaps.join(', ');
      problems.unshift(`no source map in ${pkg}/dist-maps/ for ${named} (production builds write them; a development build has none)`);
    }
    const measured = !problems.length;
    return {
      name,
      package: pkg,
      files,
      totalBytes: measured ? totalBytes : null,
      i18nBytes: measured ? I18N_KINDS.reduce((sum, kind) => sum + parts[kind], 0) : null,
      parts: measured ? parts : null,
      problems,
    };
  };

  /** @type {ChunkI18n[]} */
  const chunks = [];
  /** @type {string[]} */
  const notBuilt = [];
  if (fs.existsSync(path.join(root, 'shell', 'dist', 'main.js'))) chunks.push(chunk('shell main.js', 'shell', ['main.js']));
  else notBuilt.push('shell');
  for (const pkg of remotes) {
    const manifestFile = path.join(root, pkg, 'dist', 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) {
      notBuilt.push(pkg);
      continue;
    }
    /** @type {any} */
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    } catch (error) {
      chunks.push({
        name: `${pkg} exposes`,
        package: pkg,
        files: [],
        totalBytes: null,
        i18nBytes: null,
        parts: null,
        problems: [`${pkg}/dist/mf-manifest.json is not JSON: ${/** @type {Error} */ (error).message}`],
      });
      continue;
    }
    for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
      // A manifest can name one file twice: it counts once, as in the size figures (.size-limit.cjs).
      const files = [...new Set(/** @type {unknown[]} */ (expose?.assets?.js?.sync ?? []))].filter((file) => typeof file === 'string');
      // As .size-limit.cjs: a module with no chunk to fetch at once has no figure.
      if (files.length) chunks.push(chunk(`${pkg} expose ${expose?.name}`, pkg, /** @type {string[]} */ (files)));
    }
  }
  return { chunks, notBuilt };
}

module.exports = { measureI18nBytes, attributeFile, kindOf, KINDS, I18N_KINDS };
