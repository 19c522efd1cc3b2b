// @ts-check
const path = require('node:path');
const { createFederatedConfig } = require('shared/webpack');

const federated = createFederatedConfig({
  dir: __dirname,
  name: 'mf_maze',
  portKey: 'mf_maze',
  pageTitle: 'Robot Maze | RoboMinds',
  exposes: { './RobotMazePage': './src/exposed/robot-maze-page.tsx' },
});

/** Files of the standalone element; the federated build's clean step must leave them alone. */
const EMBED_FILE = /^robot-maze\.js(\.map|\.LICENSE\.txt)?$/;

// npm installed React twice (beside this package and a newer one at the root); the standalone script
// carries React itself, so every import must land on one copy or hooks break and the size doubles.
const one = (/** @type {string} */ name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

/**
 * The standalone <robot-maze> script for partner pages: no federation (there is no host to share
 * with), React bundled, one minified file `robot-maze.js` in the same dist.
 * @param {unknown} _env @param {{ mode?: string }} argv @returns {import('webpack').Configuration}
 */
function embedConfig(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'robot-maze-embed',
    context: __dirname,
    mode: production ? 'production' : 'development',
    entry: { 'robot-maze': './src/embed.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(__dirname, 'dist'),
      filename: '[name].js',
      publicPath: '',
      // Never clean here: the federated build owns dist, this build adds one file to it.
      clean: false,
      uniqueName: 'robot_maze_embed',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { react: one('react'), 'react-dom': one('react-dom') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
        },
        // shared's index files re-export everything (the router-based ButtonLink included); marking its
        // sources side-effect free lets webpack drop what the game does not import, react-router with it.
        { test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: production ? 'error' : false, maxEntrypointSize: 320 * 1024, maxAssetSize: 320 * 1024 },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/** @param {unknown} env @param {{ mode?: string }} argv */
module.exports = (env, argv) => {
  const main = federated(env, argv);
  main.name = 'mf_maze';
  // Keep the embed's files whichever compiler finishes first; both write into dist.
  main.output = { ...main.output, clean: { keep: (asset) => EMBED_FILE.test(asset) } };
  // The React this package pins (and react-dom of the same version) is what this remote provides to
  // the share scope; the newer copy hoisted at the root would pair react 19.3 with react-dom 19.2.
  main.resolve = { ...main.resolve, alias: { ...(main.resolve?.alias ?? {}), react: one('react'), 'react-dom': one('react-dom') } };
  return [main, embedConfig(env, argv)];
};
