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
 * The browser app, and in production the shell's server (dist-server/server.js: src/server/server.ts
 * and everything it imports, the renderer included, as one Node program; packages stay outside).
 * `npm run dev` renders in the browser only (see README).
 * @param {unknown} env @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  const configs = browser(env, argv);
  if (!production) return configs;
  return [
    ...configs,
    nodeBundleConfig({ dir: __dirname, name: 'server', entry: './src/server/server.ts', outDir: 'dist-server', production }),
  ];
};
