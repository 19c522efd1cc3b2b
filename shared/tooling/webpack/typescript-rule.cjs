// @ts-check
const path = require('node:path');

/** What every build of the site resolves: its TypeScript first. */
const RESOLVE = Object.freeze({ extensions: ['.tsx', '.ts', '.js', '.mjs'] });

/** The files every browser build emits as assets (images, video, fonts). */
const ASSET_FILES = /\.(png|jpe?g|webp|avif|gif|svg|mp4|webm|woff2?)$/i;

/**
 * The one TypeScript rule of every build (browser, Node, the maze's embed) of the package in `dir`.
 * Types are checked once by `tsc --noEmit` in npm test; builds only transpile.
 * @param {string} dir @returns {import('webpack').RuleSetRule}
 */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
  };
}

module.exports = { typescriptRule, RESOLVE, ASSET_FILES };
