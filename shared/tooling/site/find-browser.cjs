#!/usr/bin/env node
// @ts-check
/**
 * The end-to-end tests and the bench drive Debian's Chromium (Playwright cannot download browsers
 * here). CHROME_PATH names the binary for both. Without it:
 * - the bench (Lighthouse) runs Chromium, `chromium` or `chromium-browser` on the PATH;
 * - the end-to-end tests run Chromium's headless shell, `chromium-headless-shell` on the PATH, the
 *   build Playwright itself runs headless tests in, and Chromium where the shell is missing. Every
 *   test opens a new browser context, and full Chromium sets up a whole browser profile for each:
 *   about 1.2 s of CPU on a 2-core CI machine, against 0.35 s in the shell (decision 076).
 * system-deps.cjs installs them (and the other Debian packages the checks drive) before they run.
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

/** Where the first of `commands` found on env's PATH is, else null. @param {readonly string[]} commands @returns {string | null} */
function commandPath(commands, env = process.env) {
  try {
    const found = execSync(commands.map((command) => `command -v ${command}`).join(' || '), {
      encoding: 'utf8',
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return found.trim().split('\n')[0] || null;
  } catch {
    return null;
  }
}

/** Chromium for the bench: CHROME_PATH, else `chromium` or `chromium-browser`. @returns {string | null} */
function findChromium(env = process.env) {
  if (env.CHROME_PATH) return fs.existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return commandPath(['chromium', 'chromium-browser'], env);
}

/**
 * The headless shell the end-to-end tests prefer: CHROME_PATH where it is set (it names one browser for
 * everything), else `chromium-headless-shell` on the PATH. @returns {string | null}
 */
function findHeadlessShell(env = process.env) {
  if (env.CHROME_PATH) return findChromium(env);
  return commandPath(['chromium-headless-shell'], env);
}

/** The browser of the end-to-end tests: the headless shell, else Chromium. @returns {string | null} */
function findTestChromium(env = process.env) {
  return findHeadlessShell(env) ?? findChromium(env);
}

module.exports = { commandPath, findChromium, findHeadlessShell, findTestChromium, CHROMIUM_ARGS };
