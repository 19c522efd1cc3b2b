#!/usr/bin/env node
// @ts-check
/**
 * The site's words, checked (issue 39, point 4; decision 055). For each package with a
 * `lingui.config.cjs`, Lingui's own tools decide: `lingui extract --clean` (a message used in the code
 * but missing from the catalogs, or a catalog entry no code uses) and `lingui compile --strict` (a
 * message without a translation in any language, or an ICU message that does not parse). The check
 * runs them on the package, compares, and puts every file back; it fails with the ids to fix.
 *
 *   node shared/tooling/i18n/check.cjs            check every package (part of `npm run lint`)
 *   node shared/tooling/i18n/check.cjs --write X  extract and compile package folder X for real
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const os = require('node:os');

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'mf-content', 'mf-chat', 'mf-maze', 'mf-contact', 'shared'];
/**
 * The folders of a package's catalogs, as its lingui.config.cjs names them: usually `src/locales`;
 * shared/ui's sit beside its components, and a server's own words (answers, e-mails) may have theirs.
 * @param {string} dir @returns {string[]}
 */
const foldersOf = (dir) =>
  /** @type {{ catalogs: { path: string }[] }} */ (require(path.join(dir, 'lingui.config.cjs'))).catalogs.map((catalog) =>
    path.dirname(catalog.path.replace('<rootDir>', dir)),
  );
const LOCALES = ['en', 'hi', 'gu'];
const LINGUI = path.join(path.dirname(require.resolve('@lingui/cli')), 'lingui.js');

/**
 * Runs the Lingui CLI on one package. Asynchronous, so the packages (each with its own catalogs) are
 * checked side by side: each run is mostly the CLI's start-up and parsing, one core each.
 * @param {string} dir @param {string[]} args @returns {Promise<{ ok: boolean, output: string }>}
 */
function lingui(dir, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [LINGUI, ...args, '--config', path.join(dir, 'lingui.config.cjs')], {
      cwd: dir,
      env: { ...process.env, FORCE_COLOR: '0', NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** @param {string} file @returns {Record<string, string>} */
function readCatalog(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** @param {string} folder */
function snapshot(folder) {
  /** @type {Map<string, string>} */
  const files = new Map();
  if (fs.existsSync(folder)) for (const name of fs.readdirSync(folder)) files.set(name, fs.readFileSync(path.join(folder, name), 'utf8'));
  return files;
}

/** @param {string} folder @param {Map<string, string>} files */
function restore(folder, files) {
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) if (!files.has(name)) fs.rmSync(path.join(folder, name));
  for (const [name, text] of files) fs.writeFileSync(path.join(folder, name), text);
}

/** @param {string} dir @returns {Promise<string[]>} problems */
async function checkPackage(dir) {
  const name = path.relative(ROOT, dir);
  const folders = foldersOf(dir);
  const befores = folders.map((folder) => /** @type {const} */ ([folder, snapshot(folder)]));
  /** @type {string[]} */
  const problems = [];
  try {
    const extracted = await lingui(dir, ['extract', '--clean']);
    if (!extracted.ok) return [`${name}: lingui extract failed:\n${extracted.output}`];
    for (const [folder, before] of befores) {
      const where = path.relative(dir, folder);
      const oldEnglish = before.has('en.json') ? JSON.parse(/** @type {string} */ (before.get('en.json'))) : {};
      const newEnglish = readCatalog(path.join(folder, 'en.json'));
      const missing = Object.keys(newEnglish).filter((id) => !(id in oldEnglish));
      const oldIds = new Set(
        LOCALES.flatMap((locale) =>
          before.has(`${locale}.json`) ? Object.keys(JSON.parse(/** @type {string} */ (before.get(`${locale}.json`)))) : [],
        ),
      );
      const unused = [...oldIds].filter((id) => !(id in newEnglish));
      if (missing.length) problems.push(`${name}: used in the code but not in ${where}/en.json: ${missing.join(', ')}`);
      if (unused.length) problems.push(`${name}: in ${where} but used by no code: ${unused.join(', ')}`);
      for (const locale of LOCALES) {
        const catalog = readCatalog(path.join(folder, `${locale}.json`));
        const empty = Object.keys(newEnglish).filter((id) => !catalog[id]);
        if (empty.length) problems.push(`${name}: no ${locale} text in ${where} for: ${empty.join(', ')}`);
      }
    }
    if (problems.length) return problems;
    const compiled = await lingui(dir, ['compile', '--strict', '--typescript']);
    if (!compiled.ok) return [`${name}: lingui compile --strict failed:\n${compiled.output.trim()}`];
    for (const [folder, before] of befores) {
      for (const locale of LOCALES) {
        const file = `${locale}.ts`;
        if (before.get(file) !== fs.readFileSync(path.join(folder, file), 'utf8'))
          problems.push(`${name}: ${path.relative(dir, folder)}/${file} is not the compiled catalog: run npm run i18n -w ${name}`);
      }
    }
    return problems;
  } finally {
    for (const [folder, before] of befores) restore(folder, before);
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--write') {
    const dir = path.resolve(args[1] ?? '.');
    for (const step of [
      ['extract', '--clean'],
      ['compile', '--strict', '--typescript'],
    ]) {
      const run = await lingui(dir, step);
      process.stdout.write(run.output);
      if (!run.ok) process.exit(1);
    }
    return;
  }
  const dirs = PACKAGES.map((name) => path.join(ROOT, name)).filter((dir) => fs.existsSync(path.join(dir, 'lingui.config.cjs')));
  // As many packages at once as the machine has cores; the problems listed in the packages' order.
  /** @type {string[][]} */
  const found = dirs.map(() => []);
  let next = 0;
  const worker = async () => {
    while (next < dirs.length) {
      const index = next++;
      found[index] = await checkPackage(/** @type {string} */ (dirs[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(dirs.length, os.availableParallelism()) }, worker));
  const problems = found.flat();
  if (problems.length) {
    console.error(`The site's words are not in order (decision 055):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Words checked in ${dirs.length} package(s): every message used, present and translated in ${LOCALES.join(', ')}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
