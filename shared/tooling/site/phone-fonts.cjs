// @ts-check
/**
 * The fonts an Android phone has installed for the site's scripts: Noto Sans Devanagari and Noto Sans
 * Gujarati, regular and bold (Android ships them; this machine, like a bare Linux desktop, has none).
 * The bench's phone and the end-to-end test of a phone's page get them through fontconfig: a Chromium
 * started with `phoneFontsEnv()` in its environment finds them as installed fonts, by the names CSS
 * `local()` asks for (`Noto Sans Devanagari Regular`, `NotoSansDevanagari-Bold`). The files are
 * @fontsource's, the site's own typeface, made TrueType once per process in a temporary folder
 * (Chromium does not read a WOFF2 file as an installed font). Decision record 072.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** @fontsource's whole files of each script, by weight: what Android's Noto draws. */
const FACES = [
  ['@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari'],
  ['@fontsource/noto-sans-gujarati', 'noto-sans-gujarati-gujarati'],
].flatMap(([pkg, stem]) => [400, 700].map((weight) => ({ pkg, file: `${stem}-${weight}-normal.woff2` })));

/** @type {Promise<NodeJS.ProcessEnv> | null} */
let made = null;

/** The folder and fontconfig file, made once. */
async function make() {
  const { decompress } = require('wawoff2');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-fonts-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'fonts'));
  for (const { pkg, file } of FACES) {
    const woff2 = fs.readFileSync(require.resolve(`${pkg}/files/${file}`));
    fs.writeFileSync(path.join(dir, 'fonts', file.replace(/\.woff2$/, '.ttf')), Buffer.from(await decompress(woff2)));
  }
  const config = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    config,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${path.join(dir, 'fonts')}</dir>`,
      `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return { ...process.env, FONTCONFIG_FILE: config };
}

/**
 * This process's environment with the phone's fonts: a Chromium started with it finds them installed.
 * @returns {Promise<NodeJS.ProcessEnv>}
 */
function phoneFontsEnv() {
  made ??= make();
  return made;
}

module.exports = { phoneFontsEnv };
