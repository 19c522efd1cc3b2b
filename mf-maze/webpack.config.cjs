// @ts-check
const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const { createFederatedConfig, PrecompressPlugin, typescriptRule, RESOLVE, SOURCE_MAPS } = require('shared/webpack');

/**
 * Files of the standalone element: `robot-maze.js` (stable name, served no-cache, for partners who
 * want updates), `robot-maze.<16 hex>.js` (immutable, for partners who pin it with Subresource
 * Integrity) and `robot-maze.sri.json` (which hashed file is current, and its integrity). The
 * federated build's clean step must leave them alone.
 */
const EMBED_FILE = /^robot-maze(\.[0-9a-f]{16})?\.js(\.map|\.LICENSE\.txt|\.gz|\.br)?$|^robot-maze\.sri\.json$/;
const HASHED_EMBED = /^robot-maze\.[0-9a-f]{16}\.js$/;

/**
 * Publishes the content-hashed embed under its stable name too, and writes `robot-maze.sri.json`
 * with the hashed file's name and `sha384` integrity. It runs after webpack has given the file its
 * final content and name (real content hash, source-map comment) and before the stored .gz/.br copies
 * are made, so the integrity is that of the bytes a browser receives once decoded.
 */
class PublishEmbedPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishEmbedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishEmbedPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          const hashed = Object.keys(assets).filter((name) => HASHED_EMBED.test(name));
          if (hashed.length !== 1) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`PublishEmbedPlugin: expected one robot-maze.<hash>.js, found ${hashed.length}`),
            );
            return;
          }
          const file = /** @type {string} */ (hashed[0]);
          const source = assets[file];
          if (!source) return;
          const integrity = `sha384-${crypto.createHash('sha384').update(source.buffer()).digest('base64')}`;
          // Marked minimized: otherwise the minifier, which also sees assets added later, would minify the copy again.
          compilation.emitAsset('robot-maze.js', new sources.RawSource(source.buffer()), { minimized: true });
          compilation.emitAsset('robot-maze.sri.json', new sources.RawSource(`${JSON.stringify({ file, integrity }, null, 2)}\n`));
        },
      );
    });
  }
}

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
 * with), React bundled, one minified file in the same dist, published as `robot-maze.<hash>.js` and
 * `robot-maze.js` (PublishEmbedPlugin).
 * @param {unknown} _env @param {{ mode?: string }} argv @returns {import('webpack').Configuration}
 */
function embedConfig(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'robot-maze-embed',
    context: __dirname,
    mode: production ? 'production' : 'development',
    entry: { 'robot-maze': './src/embed.ts' },
    // Beside the build in dist-maps/, never served or named in the script (decision 048), as every other bundle.
    devtool: production ? SOURCE_MAPS.devtool : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(__dirname, 'dist'),
      // A content hash needs no federation runtime beside it here, unlike the remote's entries.
      filename: production ? '[name].[contenthash:16].js' : '[name].js',
      sourceMapFilename: SOURCE_MAPS.sourceMapFilename,
      publicPath: '',
      // The federated build owns dist; this build removes only its own stale files (an older
      // robot-maze.<hash>.js), the deploy keeps the old ones published (see the README).
      clean: { keep: (/** @type {string} */ asset) => !EMBED_FILE.test(asset) },
      uniqueName: 'robot_maze_embed',
    },
    resolve: RESOLVE,
    module: { rules: [typescriptRule(__dirname)] },
    optimization: { splitChunks: false, runtimeChunk: false },
    // One file whatever the language: the Hindi and Gujarati words (lang="hi" / "gu") are inside it, so
    // the partner's one tag, its integrity and its nonce cover everything the element runs.
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(production ? [new PublishEmbedPlugin(), new PrecompressPlugin()] : []),
    ],
    performance: { hints: production ? 'error' : false, maxEntrypointSize: 320 * 1024, maxAssetSize: 320 * 1024 },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/** @param {unknown} env @param {{ mode?: string }} argv */
module.exports = (env, argv) => {
  const [main, ...others] = federated(env, argv);
  if (!main) throw new Error('the federated config factory gave no browser config');
  main.name = 'mf_maze';
  return [main, ...others, embedConfig(env, argv)];
};
