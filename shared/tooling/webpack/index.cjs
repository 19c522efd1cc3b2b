// @ts-check
/**
 * One webpack config factory for the shell and every remote, so they differ only in what they are
 * (name, port, exposed modules), never in how they build.
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BannerPlugin, Compilation } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { minify_sync: minifySync } = require('terser');
const CopyPlugin = require('copy-webpack-plugin');
const { singletonShareTable } = require('./share-table.cjs');
const { PORTS } = require('../../server/ports.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { serverRemoteConfig, SERVER_FOLDER } = require('./server-build.cjs');
const { typescriptRule, RESOLVE, ASSET_FILES, routerAlias } = require('./typescript-rule.cjs');
const { nodeBundleConfig } = require('./node-bundle.cjs');
// The contracts and each remote's page table are TypeScript; tsx runs them here as the browser build does.
const { require: tsxRequire } = require('tsx/cjs/api');

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} dir                       package folder (__dirname of its webpack config)
 * @property {string} name                      federation container name (mf_maze) or 'shell'
 * @property {keyof typeof PORTS} portKey       which well-known port the dev server takes
 * @property {Record<string, string>} [exposes] exposed modules that are not pages (the chat widget)
 * @property {string} [pages]                   the remote's page table (src/exposed/pages.ts): each page is
 *                                              exposed from src/exposed/<module-file>.tsx and the table is
 *                                              published as pages.json next to mf-manifest.json
 * @property {boolean} [host]                   the shell: no exposes, remotes registered at run time
 * @property {string[]} [runtimePlugins]        federation runtime plugins (must not import React)
 * @property {string} pageTitle                 title of the package's own HTML page
 * @property {(app: import('express').Application) => void} [devRoutes] extra dev-server routes
 * @property {RegExp} [keepInDist]              files another compiler of the package writes into dist
 * @property {string} [bootScript]              a plain browser script written into the page's head (the
 *                                              shell's: it starts main.js once the page has painted)
 */

/** @param {ReturnType<typeof singletonShareTable>} table */
function eagerly(table) {
  return Object.fromEntries(Object.entries(table).map(([key, config]) => [key, { ...config, eager: true }]));
}

/**
 * Chrome's explicit compile hint (V8, Chrome 136+; other browsers read a comment): every function of
 * the shell's main.js runs while the page starts (React DOM, the router, emotion, the app), so the
 * browser compiles them all while it streams the file, off the main thread, instead of one by one on
 * the main thread when each is first called. Measured on the throttled phone: main.js's evaluation
 * task about halved (125 to 60 ms). Added after minification (which drops comments) and before the
 * stored .br/.gz copies are made; the source map accounts for the extra line.
 */
function compileHints() {
  return new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: true,
    test: /^main\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * A plain browser script as the page's inline `<script>`, minified in production. Inline rather than
 * a file: a file is a request of its own, made while the page loads, and a phone's simulated network
 * (Lighthouse) counted its round trip before the largest paint of every page whose largest element is
 * text (about 150 ms each). The servers name the script's hash in the Content-Security-Policy
 * (inlineScriptHashes in shared/security), which still forbids any other inline script.
 * @param {string} file @param {boolean} production
 */
function inlineScript(file, production) {
  const source = fs.readFileSync(file, 'utf8');
  if (!production) return source;
  const { code } = minifySync(source, { ecma: 5, compress: true, mangle: true, format: { comments: false } });
  if (!code || /<\/script/i.test(code)) throw new Error(`${file} could not be made an inline script`);
  return code;
}

/**
 * The site's icon as a data: URL in every page's head. As `/favicon.svg` it was one more request made
 * while a page loads; when it ended before the first paint, Lighthouse's simulated phone charged its
 * round trip to the largest paint (about 85 ms in half the runs of a text-led page). The file is still
 * written for the structured data's logo and for whoever asks for it.
 */
const ICON = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(__dirname, 'favicon.svg'), 'utf8').trim())}`;

/** Entry of a remote's own page that puts a federation runtime where externalRuntime looks for it. */
const RUNTIME_PROVIDER = path.join(__dirname, 'provide-federation-runtime.js');
const PROVIDER_FILE = /^federation-runtime\.js(\.gz|\.br)?$/;

/**
 * Source maps are for the team, not the public (issue 38: main.js.map and every remoteEntry.js.map
 * were served with the whole source). Production builds write them `hidden` (no sourceMappingURL
 * comment in the scripts) into `dist-maps/`, beside `dist/` and outside what any server serves; keep
 * that folder with the release to read a production stack trace.
 */
const SOURCE_MAPS = { devtool: 'hidden-source-map', sourceMapFilename: '../dist-maps/[file].map' };

/**
 * The second compiler of every remote: `federation-runtime.js` for the remote's own page. It must be
 * built without the federation plugin, which would inject into it the very runtime it provides.
 * @param {string} dir @param {boolean} production @returns {import('webpack').Configuration}
 */
function runtimeProviderConfig(dir, production) {
  return {
    name: 'federation-runtime',
    context: dir,
    mode: production ? 'production' : 'development',
    entry: { 'federation-runtime': RUNTIME_PROVIDER },
    devtool: production ? SOURCE_MAPS.devtool : false,
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      sourceMapFilename: SOURCE_MAPS.sourceMapFilename,
      clean: false,
      uniqueName: 'federation_runtime_provider',
    },
    plugins: production ? [new PrecompressPlugin()] : [],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * Reads a remote's page table (TypeScript, run through tsx) and validates what it will publish with
 * the same contract the shell reads it with, so a bad table fails the build, not the site.
 * @param {string} dir @param {string} remote @param {string | undefined} pagesModule
 * @returns {import('../../contracts').RemotePages}
 */
function loadPublishedPages(dir, remote, pagesModule) {
  const contracts = tsxRequire('../../contracts/index.ts', __filename);
  const table = pagesModule ? tsxRequire(path.resolve(dir, pagesModule), __filename).pages : {};
  if (pagesModule && (typeof table !== 'object' || table === null)) throw new Error(`${pagesModule} must export a "pages" table`);
  const published = contracts.publishPages(remote, table);
  const checked = contracts.parseRemotePages(published, `${remote} ${pagesModule ?? 'pages'}`);
  if (!checked.ok) throw new Error(checked.error);
  const paths = new Set();
  for (const page of published.pages) {
    if (paths.has(page.path)) throw new Error(`${remote} lists ${page.path} twice in ${pagesModule}`);
    paths.add(page.path);
    if (!fs.existsSync(path.resolve(dir, contracts.exposedFileOf(page.module)))) {
      throw new Error(`${remote}: page ${page.path} needs ${contracts.exposedFileOf(page.module)} (the exposed file of ${page.module})`);
    }
  }
  return published;
}

/** Every published page exposed under its module name, from its file by the naming rule. */
function pageExposes(/** @type {import('../../contracts').RemotePages | null} */ published) {
  if (!published) return {};
  const { exposedFileOf } = tsxRequire('../../contracts/index.ts', __filename);
  return Object.fromEntries(published.pages.map((page) => [`./${page.module}`, exposedFileOf(page.module)]));
}

/**
 * A page's `words` that name no chunk of the build, as sentences (PageDescription.words): a misspelt or
 * renamed chunk fails the build rather than leaving the page to fetch its words late. Each name must be
 * a chunk in Hindi and in Gujarati; one with a route parameter (`locale.news-:id`), at least one chunk.
 * @param {import('../../contracts').RemotePages} published @param {readonly string[]} chunkNames
 * @param {Pick<typeof import('../../contracts'), 'LOCALES' | 'wordsChunkName'>} [contracts] the naming rule (a test passes its own import)
 * @returns {string[]}
 */
function unknownWordChunks(published, chunkNames, contracts = tsxRequire('../../contracts/index.ts', __filename)) {
  const { LOCALES, wordsChunkName } = contracts;
  const names = new Set(chunkNames);
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return published.pages.flatMap((page) =>
    (page.words ?? []).flatMap((word) =>
      LOCALES.flatMap((locale) => {
        if (locale === 'en') return [];
        const name = /** @type {string} */ (wordsChunkName(word, locale));
        const pattern = new RegExp(
          `^${name
            .split(/:[a-zA-Z0-9]+/)
            .map(escape)
            .join('[^.]+')}$`,
        );
        const found = name.includes(':') ? chunkNames.some((chunk) => pattern.test(chunk)) : names.has(name);
        return found ? [] : [`${published.remote}: page ${page.path} names the words ${word}, but the build has no chunk ${name}`];
      }),
    ),
  );
}

/** Writes pages.json into the build's output, beside mf-manifest.json. */
class PublishPagesPlugin {
  /** @param {import('../../contracts').RemotePages} published */
  constructor(published) {
    this.published = published;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublishPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishPagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const message of unknownWordChunks(this.published, [...compilation.namedChunks.keys()]))
            compilation.errors.push(new compiler.webpack.WebpackError(message));
          compilation.emitAsset('pages.json', new RawSource(`${JSON.stringify(this.published, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * provideExternalRuntime puts the federation runtime on a global for the remotes with a CommonJS
 * `require`, which resolves to the runtime's CommonJS files, while the shell's own federation code
 * imports the ES module files of the same packages: main.js carried both copies (94 KB of minified
 * script, 23 KiB gzip). Pointing that one require at the ES module entry leaves one copy. The shell's
 * size budget (bench/budgets.json) fails if a federation upgrade brings the second copy back, and the
 * build fails if the entry file moves.
 */
const ONE_FEDERATION_RUNTIME = {
  '@module-federation/runtime-tools/runtime-core$': require
    .resolve('@module-federation/runtime-tools/runtime-core')
    .replace(/\.cjs$/, '.js'),
};

/**
 * @param {FederatedAppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]} the shell's one
 *   compiler, or a remote's two (federated build, then its page's runtime provider)
 */
function createFederatedConfig(options) {
  const { dir, name, portKey, host = false, runtimePlugins = [], pageTitle, devRoutes, keepInDist, bootScript } = options;
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const published = host ? null : loadPublishedPages(dir, name, options.pages);
    const exposes = { ...pageExposes(published), ...options.exposes };
    const publicDir = path.join(dir, 'public');
    /** @type {import('webpack').Configuration} */
    const config = {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: production ? SOURCE_MAPS.devtool : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        sourceMapFilename: SOURCE_MAPS.sourceMapFilename,
        // The shell lives at the site root; a remote's chunks are found relative to its remoteEntry.
        publicPath: host ? '/' : 'auto',
        // Entry files keep plain names: webpack 5.111 cannot put [contenthash] in an entry filename next to
        // the federation runtime (module-federation/core#5077). They are served no-cache; chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // A remote's dist also holds the runtime provider, its server build (and the maze's embed), from other compilers.
        clean: host
          ? true
          : {
              keep: (/** @type {string} */ asset) =>
                PROVIDER_FILE.test(asset) || SERVER_FOLDER.test(asset) || Boolean(keepInDist?.test(asset)),
            },
        uniqueName: name,
      },
      resolve: { ...RESOLVE, alias: { ...(host ? ONE_FEDERATION_RUNTIME : {}), ...routerAlias(production) } },
      module: { rules: [typescriptRule(dir), { test: ASSET_FILES, type: 'asset/resource' }] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          // The shell provides every shared module, so it bundles them into main.js (eager): the page
          // gets React, the router and emotion in one request instead of main.js then a dozen chunks.
          // Remotes keep them lazy: they take the shell's copies and fetch their own only when alone.
          shared: host ? eagerly(singletonShareTable()) : singletonShareTable(),
          // A page that does not use a remote must not fetch it (a dead remote must not blank '/').
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // The federation runtime is about 27 KiB gzip. Without these, every remoteEntry.js carries its
          // own copy and the page downloads and runs it once per remote. The shell provides its copy
          // on a global (provideExternalRuntime); remotes use that one (externalRuntime). The price: a
          // remote runs only where a runtime is provided (the shell, or its own page's provider entry),
          // and the shell's runtime must stay API-compatible with the remotes' (same major version).
          experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html.ejs'),
          templateParameters: {
            title: pageTitle,
            host,
            icon: ICON,
            bootScript: bootScript ? inlineScript(path.resolve(dir, bootScript), production) : '',
          },
          chunks: ['main'],
          scriptLoading: 'defer',
          // The shell's page starts main.js itself, after the first paint (its bootScript).
          inject: !host,
        }),
        new CopyPlugin({
          patterns: [
            // Every origin has the site's icon as a file too: a browser that asks for it must not get a 404.
            { from: path.join(__dirname, 'favicon.svg'), to: 'favicon.svg' },
            ...(fs.existsSync(publicDir) ? [{ from: publicDir, to: '.', force: true }] : []),
          ],
        }),
        ...(published ? [new PublishPagesPlugin(published)] : []),
        ...(host && production ? [compileHints()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: production ? 'deterministic' : 'named' },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: /** @type {import('webpack-dev-server').Configuration} */ ({
        port: PORTS[portKey],
        hot: false,
        liveReload: true,
        historyApiFallback: host,
        headers: host ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        setupMiddlewares: (middlewares, server) => {
          if (devRoutes && server.app) devRoutes(/** @type {import('express').Application} */ (/** @type {unknown} */ (server.app)));
          return middlewares;
        },
      }),
    };
    if (host) return [config];
    // Pages are rendered on the shell's server from a Node build of the same modules (production only:
    // `npm run dev` renders in the browser, see the README). The chat widget is never server-rendered.
    const server = production && published && published.pages.length > 0;
    return [
      config,
      runtimeProviderConfig(dir, production),
      ...(server ? [serverRemoteConfig({ dir, name, exposes: pageExposes(published), production })] : []),
    ];
  };
}

module.exports = {
  createFederatedConfig,
  nodeBundleConfig,
  typescriptRule,
  RESOLVE,
  singletonShareTable,
  PORTS,
  PrecompressPlugin,
  SOURCE_MAPS,
  unknownWordChunks,
};
