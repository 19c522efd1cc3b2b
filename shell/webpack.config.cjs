const path = require('node:path');
const { DefinePlugin } = require('webpack');
const CopyPlugin = require('copy-webpack-plugin');
const { createFederatedConfig, nodeBundleConfig } = require('shared/webpack');
// The site config's one reader is the server's TypeScript (src/server/env.ts); tsx runs it here.
const { require: tsxRequire } = require('tsx/cjs/api');
/** @type {typeof import('./src/server/env')} */
const { siteConfigFromEnv } = tsxRequire('./src/server/env.ts', __filename);

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
 * The Devanagari and Gujarati faces a Hindi or Gujarati page uses (src/server/pages/indic-fonts.ts names
 * them), copied from @fontsource to `fonts/` on the shell's own origin, the package's version in each
 * name so a new version is a new URL. Only 400 and 700, only the script's own subset.
 */
function indicFonts() {
  const patterns = [];
  for (const script of ['devanagari', 'gujarati']) {
    const pkg = `@fontsource/noto-sans-${script}`;
    const { version } = require(`${pkg}/package.json`);
    const files = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');
    for (const weight of [400, 700]) {
      const name = `noto-sans-${script}-${script}-${weight}-normal`;
      patterns.push({ from: path.join(files, `${name}.woff2`), to: `fonts/${name}.${version}.woff2` });
    }
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
