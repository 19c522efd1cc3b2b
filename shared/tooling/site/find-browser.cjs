#!/usr/bin/env node
// @ts-check
/**
 * The end-to-end tests and the bench drive Debian's Chromium (Playwright cannot download browsers
 * here): CHROME_PATH, else `chromium` or `chromium-browser` on the PATH. system-deps.cjs installs it
 * (and the other Debian packages the checks drive) before they run.
 */
const { execSync } = require('node:child_process');
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

module.exports = { findChromium, CHROMIUM_ARGS };
