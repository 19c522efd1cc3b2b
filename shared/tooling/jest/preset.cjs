// @ts-check
/**
 * The jest setup of every package: SWC transpiles (types are checked by tsc), jsdom by default (a
 * server test opts into node with a `@jest-environment node` docblock), tests beside the code.
 */
const path = require('node:path');

/** @param {string} dir package folder @returns {import('jest').Config} */
module.exports = function jestPreset(dir) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.{ts,tsx,cjs}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFiles: [path.join(__dirname, 'setup-env.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
    moduleNameMapper: { '\\.(png|jpe?g|webp|avif|gif|svg|mp4|webm|woff2?)$': path.join(__dirname, 'file-stub.cjs') },
  };
};
