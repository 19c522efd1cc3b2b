const os = require('node:os');

/**
 * Every package's unit and component tests, each with its own config. At least two workers: jest's
 * default (one fewer than the cores) is a single worker on a 2-core CI machine, which then waits
 * alone through the suites that wait on servers (a killed contact server's restart, Redis, PGlite's
 * initdb) instead of running another suite meanwhile.
 */
module.exports = {
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-content',
    '<rootDir>/mf-chat',
    '<rootDir>/mf-maze',
    '<rootDir>/mf-contact',
  ],
};
