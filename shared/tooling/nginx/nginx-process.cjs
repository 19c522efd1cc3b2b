// @ts-check
/**
 * Debian's nginx run unprivileged in a folder of its own, for the tests and `npm run start:cluster`:
 * started with a generated configuration, ready once a request through it is answered, stopped after.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => fs.existsSync(candidate)) ?? 'nginx';

/**
 * Starts nginx with `config` in `prefix`; resolves once `probe` answers through it.
 * @param {string} prefix @param {string} config @param {string} probe
 */
async function startNginx(prefix, config, probe, timeoutMs = 15_000) {
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, config);
  const child = spawn(NGINX, ['-p', prefix, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  void exited.then(() => process.off('exit', orphanGuard));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(probe).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within ${timeoutMs} ms: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

module.exports = { startNginx, NGINX };
