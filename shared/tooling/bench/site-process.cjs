// @ts-check
/**
 * The bench's own copy of the site: `site.cjs start` on the bench's ports (it builds what is stale
 * first), and a fingerprint of the builds it serves, so a rebuild by someone else during a long bench is
 * noticed and the site restarted.
 */
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');
/**
 * The bench's copy of the shell serves /metrics with this token (one of its own unless METRICS_TOKEN is
 * set), so the bench can read the shell process's CPU seconds around each cached-page run (server.cjs).
 */
const metricsToken = process.env.METRICS_TOKEN || crypto.randomBytes(24).toString('base64url');
const resultsDir = path.join(__dirname, 'results');
const PACKAGES = ['shell', 'mf-content', 'mf-chat', 'mf-maze', 'mf-contact'];

/** Starts `site.cjs start` on the bench's ports and resolves once it prints that the site is ready. */
function startSite(/** @type {number} */ portBase) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, 'site.log');
  const out = fs.createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'site', 'site.cjs'), 'start'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The gateway's per-client rate limit (30 a minute) would turn a load test into a 429 test; the
    // bench raises it so the figure is the gateway's own throughput (429s are still counted).
    env: {
      ...process.env,
      PORT_BASE: String(portBase),
      CHAT_RATE_LIMIT: process.env.CHAT_RATE_LIMIT || '100000000',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      METRICS_TOKEN: metricsToken,
    },
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const ready = new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (seen.includes('The site is ready')) resolve(undefined);
    });
    child.once('exit', (code) =>
      reject(new Error(`the site stopped before it was ready (exit ${code}); see ${path.relative(root, logFile)}`)),
    );
    setTimeout(
      () => reject(new Error(`the site was not ready within 15 minutes; see ${path.relative(root, logFile)}`)),
      15 * 60_000,
    ).unref();
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      // site.cjs stops its own servers on SIGTERM.
      child.kill('SIGTERM');
      setTimeout(() => resolve(undefined), 5000).unref();
    });
  return { ready, stop };
}

/**
 * When each package's dist last changed. The static servers list their files once at start, so a
 * rebuild by someone else during a long bench (new hashed chunk names) makes pages 404 their chunks;
 * the bench then restarts the site and measures the route again.
 */
function distFingerprint() {
  return PACKAGES.map((name) => {
    const dist = path.join(root, name, 'dist');
    const mtime = (/** @type {string} */ file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
    return `${name}:${mtime(dist)}:${mtime(path.join(dist, '.build-stamp'))}`;
  }).join('|');
}

module.exports = { startSite, distFingerprint, root, resultsDir, metricsToken };
