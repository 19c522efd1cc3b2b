// @ts-check
const path = require('node:path');

/** What every build of the site resolves: its TypeScript first. */
const RESOLVE = Object.freeze({ extensions: ['.tsx', '.ts', '.js', '.mjs'] });

const ROUTER_DIR = path.dirname(require.resolve('react-router/package.json'));

/**
 * react-router 7 names its development build for every export condition; its production build differs
 * only in leaving its development warnings out (`ENABLE_DEV_WARNINGS = false`, so the minifier drops
 * them). Browser builds in production mode take that build (decision record 037), and so does the shell's
 * production server bundle (node-bundle.cjs, decision 066).
 * @param {boolean} production @returns {Record<string, string>}
 */
function routerAlias(production) {
  if (!production) return {};
  return {
    'react-router$': path.join(ROUTER_DIR, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(ROUTER_DIR, 'dist', 'production', 'dom-export.mjs'),
  };
}

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

module.exports = { typescriptRule, RESOLVE, ASSET_FILES, routerAlias };
