#!/usr/bin/env node
// @ts-check
/**
 * The whole site on one machine, for developers and tests:
 *   node shared/tooling/site/site.cjs build [--force]   build every package whose sources changed since its last build
 *   node shared/tooling/site/site.cjs start             build what is stale, then serve all five production builds + the chat gateway and the contact server
 *                                                       (a server that exits is logged and started again, with backoff)
 *   node shared/tooling/site/site.cjs dev               webpack-dev-server for all five (live reload) + the gateway and the contact server
 * Each package is still built and served by its own npm scripts; this only runs them together.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { PORTS } = require('shared/ports');
const { supervise } = require('./supervisor.cjs');
const { portAnswers, waitForPorts } = require('./port-answers.cjs');

const root = path.resolve(__dirname, '..', '..', '..');
/** Remotes first: the shell is last so its build never waits on theirs, and it is served last. */
const PACKAGES = /** @type {const} */ ([
  { name: 'mf-content', port: 'mf_content' },
  { name: 'mf-chat', port: 'mf_chat' },
  { name: 'mf-maze', port: 'mf_maze' },
  { name: 'mf-contact', port: 'mf_contact' },
  { name: 'shell', port: 'shell' },
]);
const SHARED_INPUTS = [
  'shared/contracts',
  'shared/site',
  'shared/lib',
  'shared/ui',
  'shared/router',
  'shared/i18n',
  'shared/tooling/webpack',
  // The shell's server bundle compiles the production server in.
  'shared/server',
  'shared/package.json',
];
const IGNORED = /(\.test\.[cm]?[jt]sx?|\.spec\.ts|\/e2e\/|\/node_modules\/|\/dist\/)/;

/** Newest modification time under `target` (a file or folder), ignoring tests. */
function newestMtime(/** @type {string} */ target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return IGNORED.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'e2e') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function stampFile(/** @type {string} */ pkg) {
  return path.join(root, pkg, 'dist', '.build-stamp');
}

function isStale(/** @type {string} */ pkg) {
  const stamp = stampFile(pkg);
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  const inputs = [
    ...['src', 'public', 'scripts', 'server', 'webpack.config.cjs', 'package.json', 'tsconfig.json'].map((p) => path.join(root, pkg, p)),
    ...SHARED_INPUTS.map((p) => path.join(root, p)),
  ];
  return inputs.some((input) => newestMtime(input) > builtAt);
}

/** A folder lock, so two test runs (or a developer and a test run) never build one package at once. */
function withLock(/** @type {string} */ pkg, /** @type {() => void} */ work) {
  const lock = path.join(root, pkg, '.build-lock');
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
        process.kill(holder, 0);
      } catch {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > 10 * 60_000) throw new Error(`${pkg} has been locked by process ${holder} for 10 minutes`);
      spawnSync('sleep', ['1']);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function build(/** @type {boolean} */ force) {
  for (const { name } of PACKAGES) {
    withLock(name, () => {
      if (!force && !isStale(name)) {
        console.log(`[site] ${name}: up to date`);
        return;
      }
      console.log(`[site] building ${name}…`);
      const started = Date.now();
      const result = spawnSync('npm', ['run', 'build', '--silent', '-w', name], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) {
        console.error(`[site] ${name} failed to build (exit ${result.status}). Fix the error above, then run the command again.`);
        process.exit(result.status || 1);
      }
      // Stamped with the time the build started: a source saved while webpack ran is newer than the
      // stamp, so the next build sees the package stale instead of serving a dist without that edit.
      fs.writeFileSync(stampFile(name), new Date(started).toISOString());
      fs.utimesSync(stampFile(name), new Date(started), new Date(started));
      console.log(`[site] ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  }
}

/** @type {ReturnType<typeof supervise>[]} */
const children = [];

/** Runs one server under a supervisor: if it exits, it is logged and started again; the rest keep serving. */
function run(/** @type {string} */ label, /** @type {string[]} */ args) {
  children.push(supervise({ label, command: 'npm', args, cwd: root }));
}

function shutdown(/** @type {number} */ code) {
  for (const child of children) child.stop();
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

function hasScript(/** @type {string} */ pkg, /** @type {string} */ script) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.[script]);
}

async function serveAll(/** @type {'serve' | 'dev'} */ script) {
  const busy = [];
  for (const port of Object.values(PORTS)) if (await portAnswers(port)) busy.push(port);
  if (busy.length) {
    console.error(
      `[site] port(s) ${busy.join(', ')} already in use: is the site already running? Stop it, or set PORT_BASE to move every port.`,
    );
    process.exit(1);
  }
  const remotes = PACKAGES.filter(({ name }) => name !== 'shell');
  for (const { name } of remotes) run(name, ['run', script, '--silent', '-w', name]);
  const gatewayScript = script === 'dev' && hasScript('mf-chat', 'gateway:dev') ? 'gateway:dev' : 'gateway';
  if (hasScript('mf-chat', gatewayScript)) run('gateway', ['run', gatewayScript, '--silent', '-w', 'mf-chat']);
  // The contact server stores the visitor forms the shell forwards (mf-contact/server).
  if (hasScript('mf-contact', 'contact-server')) run('contact', ['run', 'contact-server', '--silent', '-w', 'mf-contact']);
  const optional = /** @type {[number, boolean][]} */ ([
    [PORTS.gateway, hasScript('mf-chat', 'gateway')],
    [PORTS.contact, hasScript('mf-contact', 'contact-server')],
  ]);
  try {
    // The shell last, once the remotes answer: it reads them and loads their pages before it listens.
    await waitForPorts(remotes.map(({ port }) => PORTS[port]));
    run('shell', ['run', script, '--silent', '-w', 'shell']);
    await waitForPorts(Object.values(PORTS).filter((port) => optional.every(([p, present]) => port !== p || present)));
  } catch (error) {
    console.error(`[site] ${/** @type {Error} */ (error).message}`);
    shutdown(1);
    return;
  }
  console.log(`\n[site] The site is ready: http://localhost:${PORTS.shell}\n`);
}

const [command = 'start', ...flags] = process.argv.slice(2);
if (command === 'build') build(flags.includes('--force'));
else if (command === 'start') {
  build(false);
  void serveAll('serve');
} else if (command === 'dev') void serveAll('dev');
else {
  console.error('usage: site.cjs build [--force] | start | dev');
  process.exit(2);
}
