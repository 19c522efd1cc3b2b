// @ts-check
/**
 * The server build of a remote: `dist/server/remoteEntry.js` and its chunks, the same exposed pages
 * compiled for Node. The shell's server loads them over HTTP with the federation runtime (as the
 * browser loads the browser build), so a remote redeployed at its URL reaches the server-rendered HTML
 * too, with no shell rebuild. Served beside the browser build by the remote's own static server.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { singletonShareTable } = require('./share-table.cjs');
const { typescriptRule, RESOLVE, ASSET_FILES } = require('./typescript-rule.cjs');

/** Files of this build inside a remote's dist (the browser build's clean step keeps them). */
const SERVER_FOLDER = /^server\//;

/**
 * @param {{ dir: string, name: string, exposes: Record<string, string>, production: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function serverRemoteConfig({ dir, name, exposes, production }) {
  return {
    name: `${name}-server`,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      // Set at run time by server-public-path.js: the browser build's folder; this build's files are in server/.
      publicPath: '',
      filename: 'server/[name].js',
      chunkFilename: 'server/[name].[contenthash:10].js',
      // The same names as the browser build, which emits the files; the server needs only their URLs.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs-module' },
      uniqueName: `${name}_server`,
      clean: false,
    },
    resolve: RESOLVE,
    // The browser build emits the assets; this one only needs their URLs.
    module: { rules: [typescriptRule(dir), { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } }] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'server/remoteEntry.js',
        exposes,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        // The shell's server always provides every shared module: no fallback copy is bundled, so a
        // missing provider fails loudly instead of rendering with a second React or emotion.
        shared: Object.fromEntries(Object.entries(singletonShareTable()).map(([key, config]) => [key, { ...config, import: false }])),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), require.resolve('./server-public-path.js')],
        manifest: { fileName: 'server/mf-manifest.json' },
        dts: false,
      }),
    ],
    // Readable stack traces in the server's log are worth more than bytes no browser downloads.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverRemoteConfig, SERVER_FOLDER };
