/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findChromium, findHeadlessShell, findTestChromium } = require('./find-browser.cjs');

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder holding executables of these names, as a PATH of its own (removed after the test). @param {string[]} names */
function pathWith(names) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browsers-'));
  made.push(dir);
  for (const name of names) fs.writeFileSync(path.join(dir, name), '#!/bin/sh\n', { mode: 0o755 });
  return dir;
}

it('runs the end-to-end tests in the headless shell and the bench in Chromium when both are installed', () => {
  const dir = pathWith(['chromium', 'chromium-headless-shell']);
  expect(findTestChromium({ PATH: dir })).toBe(path.join(dir, 'chromium-headless-shell'));
  expect(findChromium({ PATH: dir })).toBe(path.join(dir, 'chromium'));
});

it('runs the end-to-end tests in Chromium where the headless shell is missing', () => {
  const dir = pathWith(['chromium-browser']);
  expect(findTestChromium({ PATH: dir })).toBe(path.join(dir, 'chromium-browser'));
});

it('runs both in the browser CHROME_PATH names, and in none when that file is missing', () => {
  const dir = pathWith(['chromium', 'chromium-headless-shell', 'my-chrome']);
  const named = path.join(dir, 'my-chrome');
  expect(findTestChromium({ PATH: dir, CHROME_PATH: named })).toBe(named);
  expect(findChromium({ PATH: dir, CHROME_PATH: named })).toBe(named);
  // npm test then installs no headless shell beside it.
  expect(findHeadlessShell({ PATH: dir, CHROME_PATH: named })).toBe(named);
  expect(findTestChromium({ PATH: dir, CHROME_PATH: path.join(dir, 'gone') })).toBeNull();
});

it('finds none on a machine without either', () => {
  const dir = pathWith([]);
  expect(findTestChromium({ PATH: dir })).toBeNull();
  expect(findChromium({ PATH: dir })).toBeNull();
});
