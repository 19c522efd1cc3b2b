// @ts-check
const path = require('node:path');
const { createFederatedConfig, PrecompressPlugin } = require('shared/webpack');

/** Files of the standalone element; the federated build's clean step must leave them alone. */
const EMBED_FILE = /^robot-maze\.js(\.map|\.LICENSE\.txt|\.gz|\.br)?$/;

const federated = createFederatedConfig({
  dir: __dirname,
  name: 'mf_maze',
  portKey: 'mf_maze',
  pageTitle: 'Robot Maze | RoboMinds',
  pages: './src/exposed/pages.ts',
  // Keep the embed's files whichever compiler finishes first; all of them write into dist.
  keepInDist: EMBED_FILE,
});


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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: production ? [new PrecompressPlugin()] : [],
    performance: { hints: production ? 'error' : false, maxEntrypointSize: 320 * 1024, maxAssetSize: 320 * 1024 },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/** @param {unknown} env @param {{ mode?: string }} argv */
module.exports = (env, argv) => {
  const [main, ...others] = federated(env, argv);
  main.name = 'mf_maze';
  return [main, ...others, embedConfig(env, argv)];
};
