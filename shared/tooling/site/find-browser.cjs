#!/usr/bin/env node
// @ts-check
/**
 * The end-to-end tests drive Debian's Chromium (Playwright cannot download browsers here). `npm test`
 * runs this first, so a machine without a browser learns it in a second, not after the long build:
 * it finds Chromium (CHROME_PATH, then `chromium` or `chromium-browser` on the PATH), installs
 * Debian's package itself when it can (root with apt-get), and otherwise stops with one sentence.
 */
const { execSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');

/**
 * The flags every headless Chromium of this repository starts with (end-to-end tests, the bench):
 * no sandbox as root, and no background traffic, which this machine's closed network refuses.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @returns {string | null} */
function findChromium(env = process.env) {
  if (env.CHROME_PATH) return fs.existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  try {
    const found = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return found.trim().split('\n')[0] || null;
  } catch {
    return null;
  }
}

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH names ${process.env.CHROME_PATH}, which does not exist: point it at a Chromium binary or unset it.`);
    process.exit(1);
  }
  if (!canInstall()) {
    console.error(
      'The end-to-end tests need Chromium: install it (as root: apt-get install -y chromium) or set CHROME_PATH, then run npm test again.',
    );
    process.exit(1);
  }
  console.log("Chromium is not installed: installing Debian's chromium package with apt-get for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: install Chromium by hand (apt-get install -y chromium) or set CHROME_PATH.`);
      process.exit(1);
    }
  }
  const installed = findChromium();
  if (!installed) {
    console.error('Chromium was installed but is not on the PATH: set CHROME_PATH to its binary.');
    process.exit(1);
  }
  return installed;
}

if (require.main === module) console.log(`Chromium for the end-to-end tests: ${ensureChromium()}`);

module.exports = { findChromium, CHROMIUM_ARGS };
