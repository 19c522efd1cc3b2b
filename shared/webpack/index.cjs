// @ts-check
/**
 * One webpack config factory for the shell and every remote, so they differ only in what they are
 * (name, port, exposed modules), never in how they build.
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { singletonShareTable } = require('./share-table.cjs');
const { PORTS } = require('../server/ports.cjs');

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} dir                       package folder (__dirname of its webpack config)
 * @property {string} name                      federation container name (mf_maze) or 'shell'
 * @property {keyof typeof PORTS} portKey       which well-known port the dev server takes
 * @property {Record<string, string>} [exposes] exposed modules (remotes only)
 * @property {boolean} [host]                   the shell: no exposes, remotes registered at run time
 * @property {string[]} [runtimePlugins]        federation runtime plugins (must not import React)
 * @property {string} pageTitle                 title of the package's own HTML page
 * @property {Record<string, string>} [extraEntries] entries outside federation (the maze's standalone element)
 * @property {(app: import('express').Application) => void} [devRoutes] extra dev-server routes
 */

/** @param {FederatedAppOptions} options */
function createFederatedConfig(options) {
  const { dir, name, portKey, exposes, host = false, runtimePlugins = [], pageTitle, extraEntries = {}, devRoutes } = options;
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const publicDir = path.join(dir, 'public');
    /** @type {import('webpack').Configuration} */
    const config = {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts', ...extraEntries },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell lives at the site root; a remote's chunks are found relative to its remoteEntry.
        publicPath: host ? '/' : 'auto',
        // Entry files keep plain names: webpack 5.111 cannot put [contenthash] in an entry filename next to
        // the federation runtime (module-federation/core#5077). They are served no-cache; chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
        uniqueName: name,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // Types are checked once by `tsc --noEmit` in npm test; the build only transpiles.
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          { test: /\.(png|jpe?g|webp|avif|gif|svg|mp4|webm|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: singletonShareTable(),
          // A page that does not use a remote must not fetch it (a dead remote must not blank '/').
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html.ejs'),
          templateParameters: { title: pageTitle, host },
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        new CopyPlugin({
          patterns: [
            // Every origin gets the site's icon (a missing favicon is a console error in every browser).
            { from: path.join(__dirname, 'favicon.svg'), to: 'favicon.svg' },
            ...(fs.existsSync(publicDir) ? [{ from: publicDir, to: '.', force: true }] : []),
          ],
        }),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: production ? 'deterministic' : 'named' },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: PORTS[portKey],
        hot: false,
        liveReload: true,
        historyApiFallback: host,
        headers: host ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        setupMiddlewares: (middlewares, server) => {
          if (devRoutes && server.app) devRoutes(server.app);
          return middlewares;
        },
      },
    };
    return config;
  };
}

module.exports = { createFederatedConfig, singletonShareTable, PORTS };
