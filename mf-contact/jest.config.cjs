const path = require('node:path');
const preset = require('shared/jest')(__dirname);

module.exports = {
  ...preset,
  // Fastify's inject (light-my-request) requires `cookie`, which ships ESM only; Node 20's jest cannot
  // require ESM, so that one package is transpiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  // PGlite is loaded by Node itself, outside jest's sandbox (see server/fixtures/native-pglite-environment.cjs).
  moduleNameMapper: { ...preset.moduleNameMapper, '^@electric-sql/pglite$': path.join(__dirname, 'server/fixtures/pglite-native.cjs') },
};
