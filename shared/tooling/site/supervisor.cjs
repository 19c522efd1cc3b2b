// @ts-check
/**
 * Keeps a child server running: when it exits, the exit is logged and it is started again after a
 * delay that doubles on each quick failure (so a server that cannot start does not spin the CPU),
 * while every other server keeps serving. `npm start` runs each server under one of these.
 */
const { spawn } = require('node:child_process');

/** A run this long counts as healthy: the next failure starts the delays from the beginning again. */
const HEALTHY_MS = 30_000;

/** Delay before restart number `attempt` (0-based): 0.5 s, 1 s, 2 s … at most 30 s. @param {number} attempt */
function backoffMs(attempt) {
  return Math.min(30_000, 500 * 2 ** attempt);
}

/**
 * @param {{ label: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv,
 *   log?: (line: string) => void, error?: (line: string) => void, backoff?: (attempt: number) => number }} options
 */
function supervise({ label, command, args, cwd, env = process.env, log = console.log, error = console.error, backoff = backoffMs }) {
  let stopped = false;
  let attempt = 0;
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  let starts = 0;

  const prefix = (/** @type {Buffer} */ chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Unknown user config'))
      .map((line) => `[${label}] ${line}`)
      .join('\n');

  function start() {
    starts += 1;
    const startedAt = Date.now();
    // Its own process group, so stopping it stops npm, the shell npm starts and the server under both.
    const current = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child = current;
    current.stdout?.on('data', (chunk) => {
      const text = prefix(chunk);
      if (text) log(text);
    });
    current.stderr?.on('data', (chunk) => {
      const text = prefix(chunk);
      if (text) error(text);
    });
    current.on('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= HEALTHY_MS) attempt = 0;
      const delay = backoff(attempt);
      attempt += 1;
      error(
        `[site] ${label} stopped (${signal || `exit ${code}`}); starting it again in ${(delay / 1000).toFixed(1)} s. The other servers keep serving.`,
      );
      timer = setTimeout(start, delay);
    });
  }

  start();
  return {
    /** How many times it was started (for tests and logs). */
    starts: () => starts,
    /** Stops it for good (SIGTERM to its whole process group). */
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

module.exports = { supervise, backoffMs };
