#!/usr/bin/env node
// @ts-check
/**
 * The Debian packages the checks drive, found (or installed) before anything long runs, so a fresh
 * machine learns what it lacks in a second, not after the build:
 *   node shared/tooling/site/system-deps.cjs test    Chromium's headless shell, nginx, redis-server, PostgreSQL (npm test)
 *   node shared/tooling/site/system-deps.cjs bench   Chromium, wrk, nginx, Redis, PostgreSQL (npm run bench: its cluster part)
 * As root with apt-get it installs what is missing from Debian's packages; otherwise it stops with one
 * sentence naming them. Chromium may also come from CHROME_PATH (find-browser.cjs).
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const { commandPath, findChromium, findHeadlessShell } = require('./find-browser.cjs');

/** @param {string} command */
const onPath = (command) => commandPath([command]) !== null;

/** A PostgreSQL server's binaries (Debian keeps them off the PATH, by major version). */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((name) => fs.existsSync(`${root}/${name}/bin/initdb`));
  return versions.length ? `${root}/${versions.sort((a, b) => Number(b) - Number(a))[0]}/bin` : null;
}

/**
 * `instead`: what the checks can run with, slower, where the package cannot be installed (no root).
 * @typedef {{ what: string, found: () => boolean, debian: string, instead?: { found: () => boolean, note: string } }} Need
 */
/** @satisfies {Record<string, Need>} */
const NEEDS = {
  chromium: {
    what: 'Chromium (Lighthouse, and the end-to-end test of a page held still by scroll anchoring: decision 080)',
    found: () => findChromium() !== null,
    debian: 'chromium',
  },
  headlessShell: {
    what: 'Chromium’s headless shell (end-to-end tests)',
    found: () => findHeadlessShell() !== null,
    debian: 'chromium-headless-shell',
    instead: {
      found: () => findChromium() !== null,
      note: 'The end-to-end tests run in Chromium instead of its headless shell, more slowly: install Debian’s chromium-headless-shell to speed them up.',
    },
  },
  nginx: {
    what: 'nginx (the web-server recipe test)',
    found: () => onPath('nginx') || fs.existsSync('/usr/sbin/nginx'),
    debian: 'nginx-light',
  },
  redis: { what: 'redis-server (shared rate limits)', found: () => onPath('redis-server'), debian: 'redis-server' },
  postgres: { what: 'PostgreSQL (the contact server’s storage tests)', found: () => postgresBin() !== null, debian: 'postgresql' },
  wrk: { what: 'wrk (the bench’s load figures)', found: () => onPath('wrk'), debian: 'wrk' },
};

/** @type {Record<'test' | 'bench', (keyof typeof NEEDS)[]>} */
const PURPOSES = {
  test: ['headlessShell', 'chromium', 'nginx', 'redis', 'postgres'],
  bench: ['chromium', 'wrk', 'nginx', 'redis', 'postgres'],
};

/** `missing` less the needs the checks can do without, each named in a note. @param {Need[]} missing */
function withoutFallbacks(missing) {
  /** @type {Need[]} */
  const lacking = [];
  for (const need of missing) {
    if (need.instead?.found()) console.log(need.instead.note);
    else lacking.push(need);
  }
  return lacking;
}

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && onPath('apt-get');
}

/** Finds every need of `purpose`, installs the missing ones when it can, or exits with one sentence. @param {keyof typeof PURPOSES} purpose */
function ensure(purpose) {
  if (process.env.CHROME_PATH && !fs.existsSync(process.env.CHROME_PATH)) {
    console.error(`CHROME_PATH names ${process.env.CHROME_PATH}, which does not exist: point it at a Chromium binary or unset it.`);
    process.exit(1);
  }
  /** @type {Need[]} */
  const missing = PURPOSES[purpose].map((name) => NEEDS[name]).filter((need) => !need.found());
  if (missing.length === 0) return;
  const packages = missing.map((need) => need.debian);
  if (!canInstall()) {
    const lacking = withoutFallbacks(missing);
    if (lacking.length === 0) return;
    const names = lacking.map((need) => need.debian).join(' ');
    console.error(
      `npm ${purpose === 'test' ? 'test' : 'run bench'} needs ${lacking.map((need) => need.what).join(', ')}: install Debian's ${names} (as root: apt-get install -y ${names}), then run it again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get for npm ${purpose}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  /** @param {string[]} args */
  const aptGet = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  /** @param {Need[]} needs */
  const install = (needs) => aptGet(['install', '-y', '-qq', '--no-install-recommends', ...needs.map((need) => need.debian)]);
  /** @param {string} step */
  const fail = (step) => {
    console.error(`apt-get ${step} failed: install ${packages.join(' ')} by hand, then run it again.`);
    process.exit(1);
  };
  /** What is installed now: every missing need, or those without a fallback when one package is not to be had. */
  let wanted = missing;
  if (!aptGet(['update', '-qq'])) {
    if (withoutFallbacks(missing).length === 0) return;
    fail('update');
  }
  if (!install(missing)) {
    // A Debian without one of the packages (the headless shell came in 2024): the others, and the
    // checks run with the fallback, slower.
    wanted = withoutFallbacks(missing);
    if (wanted.length === missing.length || (wanted.length > 0 && !install(wanted))) fail('install');
  }
  const still = wanted.filter((need) => !need.found());
  if (still.length > 0) {
    console.error(`${still.map((need) => need.debian).join(', ')} installed but not found (Chromium: set CHROME_PATH to its binary).`);
    process.exit(1);
  }
}

if (require.main === module) {
  const purpose = process.argv[2];
  if (purpose !== 'test' && purpose !== 'bench') {
    console.error('usage: system-deps.cjs test|bench');
    process.exit(2);
  }
  ensure(purpose);
  console.log(`System packages for npm ${purpose}: ready.`);
}

module.exports = { ensure, postgresBin };
