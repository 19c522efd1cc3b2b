const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const CopyPlugin = require('copy-webpack-plugin');
const { createFederatedConfig, nodeBundleConfig } = require('shared/webpack');
// The site config's one reader is the server's TypeScript (src/server/env.ts); tsx runs it here.
const { require: tsxRequire } = require('tsx/cjs/api');
/** @type {typeof import('./src/server/env')} */
const { siteConfigFromEnv } = tsxRequire('./src/server/env.ts', __filename);
/** @type {typeof import('./src/server/pages/indic-font-files')} */
const fontFiles = tsxRequire('./src/server/pages/indic-font-files.ts', __filename);
const subsetFont = require('subset-font');

const browser = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  portKey: 'shell',
  host: true,
  pageTitle: 'RoboMinds | STEM Education',
  bootScript: './src/boot.js',
  // No React in these: runtime plugins from the config run before the async boundary.
  runtimePlugins: [require.resolve('./src/federation/load-error-plugin.ts')],
  devRoutes: (app) => app.get('/site-config.json', (_req, res) => res.json(siteConfigFromEnv())),
});

/**
 * Stops the build unless the package `name` that code in `from` loads is version `named`, as
 * src/server/pages/indic-font-files.ts names it: the font files' names carry it (decision 083). The
 * version is read from the package's folder (harfbuzzjs does not export its package.json).
 * @param {string} name @param {string} named @param {string} from
 */
function requireVersion(name, named, from) {
  const entry = require.resolve(name, { paths: [from] });
  const folder = path.join(`${path.sep}node_modules`, name);
  const root = entry.slice(0, entry.lastIndexOf(folder) + folder.length);
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  if (version !== named)
    throw new Error(`shell: ${name} is ${version}, but indic-font-files.ts names ${named} (the font files' names carry it)`);
}

/**
 * The Devanagari and Gujarati faces a Hindi or Gujarati page uses, on the shell's own origin, as
 * src/server/pages/indic-font-files.ts names them: each of @fontsource's 400 and 700 files once as
 * published (the rest of the script) and once cut by harfbuzz to the language's letters and signs
 * (the core a page preloads; decision 068), and the 700 file once more cut to the language's own name
 * (decision 082). A hash of what each file's bytes come from is in its name (decision 083).
 */
function indicFonts() {
  const patterns = [];
  /** @param {Buffer} content @param {string} text */
  const cut = (content, text) => subsetFont(content, text, { targetFormat: 'woff2' });
  const cutter = path.dirname(require.resolve('subset-font'));
  for (const [name, named] of Object.entries(fontFiles.CUT_WITH)) requireVersion(name, named, cutter);
  for (const [locale, font] of /** @type {Array<['hi' | 'gu', import('./src/server/pages/indic-font-files').ScriptFont]>} */ (
    Object.entries(fontFiles.SCRIPT_FONTS)
  )) {
    requireVersion(font.fontPackage, fontFiles.FONT_VERSION, __dirname);
    const files = path.join(path.dirname(require.resolve(`${font.fontPackage}/package.json`)), 'files');
    const text = fontFiles.coreText(font);
    for (const weight of fontFiles.FONT_WEIGHTS) {
      const from = path.join(files, `${font.source}-${weight}-normal.woff2`);
      patterns.push({ from, to: fontFiles.fontFile(font, weight, 'rest') });
      patterns.push({
        from,
        to: fontFiles.fontFile(font, weight, 'core'),
        // Layout closure kept (subset-font's default): every conjunct and mark position of these letters.
        transform: { transformer: (/** @type {Buffer} */ content) => cut(content, text), cache: true },
      });
    }
    // The language's own name alone, for the switch on other languages' pages (decision 082).
    patterns.push({
      from: path.join(files, `${font.source}-${fontFiles.NAME_WEIGHT}-normal.woff2`),
      to: fontFiles.nameFile(locale),
      transform: { transformer: (/** @type {Buffer} */ content) => cut(content, fontFiles.nameText(locale)), cache: true },
    });
  }
  return new CopyPlugin({ patterns });
}

/**
 * main.js runs only in browsers (the server renders with its own Node build of the federation), so the
 * federation runtime's Node-only code (loading a remote entry through `vm` and node:module, an ES module
 * linker) is dead weight there: about 2 KiB gzip. `ENV_TARGET` is the runtime's own switch (what the
 * federation plugin's `experiments.optimization.target: 'web'` defines): with it, @module-federation/sdk
 * and runtime-core keep only their browser paths, and a Node-only call says so instead of running.
 * Remotes use this copy of the runtime (provideExternalRuntime), in the browser too.
 */
function browserOnlyFederationRuntime() {
  return new DefinePlugin({ ENV_TARGET: JSON.stringify('web') });
}

/**
 * The browser app, and in production the shell's server (dist-server/server.js: src/server/server.ts
 * and everything it imports, the renderer included, as one Node program; packages stay outside).
 * `npm run dev` renders in the browser only (see README).
 * @param {unknown} env @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  const configs = browser(env, argv);
  // The browser build copies the Hindi and Gujarati web fonts: a config without them must not build quietly.
  const [browserConfig] = configs;
  if (!browserConfig?.plugins) throw new Error('shell: the browser build has no plugins list for the Indic fonts');
  browserConfig.plugins.push(indicFonts(), browserOnlyFederationRuntime());
  if (!production) return configs;
  return [
    ...configs,
    nodeBundleConfig({ dir: __dirname, name: 'server', entry: './src/server/server.ts', outDir: 'dist-server', production }),
  ];
};
