const os = require('node:os');

/**
 * Every package's unit and component tests, each with its own config. At least two workers: jest's
 * default (one fewer than the cores) is a single worker on a 2-core CI machine, which then waits
 * alone through the suites that wait on servers (a killed contact server's restart, Redis, PGlite's
 * initdb) instead of running another suite meanwhile.
 */
module.exports = {
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  /*
   * How long jest waits for a worker to end on its own before it kills it and prints "A worker process
   * has failed to exit gracefully" (jest's default 500 ms). A worker that has run a hundred suites holds
   * 1.2 to 1.4 GB; here its 'exit' event came 1 to 2 ms after jest asked it to end, with no handle
   * left but stdout and stderr, and Node then took 0.93 to 1.17 s more to tear the process down (traced
   * 2026-11-29: every full run printed the warning, with nothing leaking). A worker that does leak a
   * handle is still killed and reported, 5 s later.
   */
  workerGracefulExitTimeout: 5000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-content',
    '<rootDir>/mf-chat',
    '<rootDir>/mf-maze',
    '<rootDir>/mf-contact',
  ],
};
