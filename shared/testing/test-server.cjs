// @ts-check
/**
 * Test helper: runs a production server as its own node process on a free port, as it runs in a
 * deployment (its CLI, its environment checks), and stops it. Jest's module system cannot load
 * @fastify/static's ESM dependency, and a real process is the more honest test anyway.
 */
const { spawn } = require('node:child_process');
const http = require('node:http');
const net = require('node:net');
const { portAnswers: answers } = require('../tooling/site/port-answers.cjs');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The environment a child gets: ours without jest's marker (it would skip the TypeScript hook). */
function childEnv(/** @type {Record<string, string>} */ env) {
  const merged = { ...process.env, ...env };
  delete merged.JEST_WORKER_ID;
  return merged;
}

/**
 * @param {string} script @param {{ args?: string[], env?: Record<string, string>, port?: number, nodeArgs?: string[] }} [options]
 *   nodeArgs: options for node itself, e.g. ['--import', 'tsx'] for a TypeScript server
 */
async function startNode(script, { args = [], env = {}, port, nodeArgs = [] } = {}) {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    env: childEnv({ PORT: String(chosen), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A test that gives up (a timed-out beforeAll) must not leave the server running.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  void exited.then(() => process.off('exit', orphanGuard));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}): ${output}`);
    if (await answers(chosen)) break;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  return {
    port: chosen,
    origin: `http://127.0.0.1:${chosen}`,
    child,
    output: () => output,
    /** Stops it and resolves once it is gone. */
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs a server that is expected to refuse to start; resolves with its exit code and output.
 * @param {string} script @param {Record<string, string>} env
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runToExit(script, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
    // A server that does start is stopped, so the test sees code null and fails on its own terms.
    setTimeout(() => child.kill('SIGTERM'), 10_000).unref();
  });
}

/**
 * One request sent exactly as given: fetch would normalize the path (`/%2e%2e/` is `..` to it and
 * is removed) and add `Cache-Control: no-cache` to a conditional request.
 * @param {string} origin @param {{ method?: string, path: string, headers?: Record<string, string> }} request
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function rawRequest(origin, { method = 'GET', path, headers = {} }) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/`, { method, path, headers, agent: false }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Waits until `check` resolves true, asking every `everyMs`, at most `timeoutMs`; then rejects with
 * `what`, so a test that waits on a server says what never happened instead of timing out blind.
 * @param {() => boolean | Promise<boolean>} check @param {string} what
 * @param {{ timeoutMs?: number, everyMs?: number }} [options]
 */
async function until(check, what, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

module.exports = { startNode, runToExit, freePort, rawRequest, until };
