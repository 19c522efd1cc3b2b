// @ts-check
/**
 * Leaving without failing anyone (issue 41, decision 058): on SIGTERM (or SIGINT) a server stops
 * taking connections, lets the requests in flight finish within a bound, then closes what it holds
 * (database, Redis, mail) and exits 0. Fastify's close() does the first two: the listening socket is
 * closed at once (a proxy in front gets "connection refused" and passes the request to the next
 * server), idle keep-alive connections are closed, a request arriving on a busy one is answered 503
 * with `Connection: close`, and close() resolves when the last request in flight has been answered
 * (each connection is closed once its answer is sent).
 * One helper for every server (the shell, the static remote servers, the chat gateway, the contact
 * server), so they all leave the same way.
 */

/** How long requests in flight may take to finish once a server is told to leave. */
const GRACE_MS = 10_000;
/** How long closing the connections a server holds may take, after that. */
const RELEASE_MS = 5_000;

/**
 * @typedef {object} LeaveOptions
 * @property {string} name                           the server, as its log lines say it
 * @property {ReadonlyArray<() => unknown>} [release] what to close once no request is in flight, in order
 * @property {number} [graceMs]
 * @property {number} [releaseMs]
 * @property {readonly NodeJS.Signals[]} [signals]
 * @property {(code: number) => void} [exit]
 * @property {Pick<Console, 'log' | 'error'>} [log]
 */

/** @param {Promise<unknown>} work @param {number} ms @returns {Promise<'done' | 'failed' | 'late'>} */
function within(work, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  return /** @type {Promise<'done' | 'failed' | 'late'>} */ (
    Promise.race([
      work.then(
        () => 'done',
        () => 'failed',
      ),
      late,
    ]).finally(() => clearTimeout(timer))
  );
}

/**
 * Makes `app` leave as above on SIGTERM and SIGINT (a second signal ends the process at once, as
 * usual). Exit code 0 when every request in flight was answered and everything closed; 1 when the
 * bound cut requests off or a connection would not close. Returns the leaving itself (tests call it).
 * @param {{ close(): PromiseLike<unknown>, server?: { closeAllConnections?(): void, closeIdleConnections?(): void } }} app a Fastify instance
 * @param {LeaveOptions} options
 * @returns {(signal?: string) => Promise<number>}
 */
function leaveOnSignal(
  app,
  {
    name,
    release = [],
    graceMs = GRACE_MS,
    releaseMs = RELEASE_MS,
    signals = ['SIGTERM', 'SIGINT'],
    exit = (code) => process.exit(code),
    log = console,
  },
) {
  /** @type {Promise<number> | null} */
  let leaving = null;
  const leave = (signal = 'SIGTERM') =>
    (leaving ??= (async () => {
      log.log(`${name}: ${signal}: taking no new connections, finishing the requests in flight (at most ${graceMs / 1000} s)`);
      let code = 0;
      // A keep-alive connection whose request is answered after close() began would stay open until its
      // client leaves: it is closed as soon as it is idle.
      const sweep = setInterval(() => app.server?.closeIdleConnections?.(), 50);
      const closed = await within(
        Promise.resolve().then(() => app.close()),
        graceMs,
      );
      clearInterval(sweep);
      if (closed !== 'done') {
        // Past the bound: whatever is still open is cut, so the process does leave.
        app.server?.closeAllConnections?.();
        log.error(`${name}: ${closed === 'late' ? `requests still in flight after ${graceMs / 1000} s were cut off` : 'closing failed'}`);
        code = 1;
      }
      for (const step of release) {
        const released = await within(Promise.resolve().then(step), releaseMs);
        if (released !== 'done') {
          log.error(`${name}: a connection did not close (${released})`);
          code = 1;
        }
      }
      log.log(`${name}: stopped`);
      exit(code);
      return code;
    })());
  for (const signal of signals) process.once(signal, () => void leave(signal));
  return leave;
}

module.exports = { leaveOnSignal, GRACE_MS };
