const { createFederatedConfig, nodeBundleConfig } = require('shared/webpack');
const { siteConfigFromEnv } = require('./server/site-config.cjs');

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
 * The browser app, and in production the server renderer (dist-server/renderer.js) that
 * server/serve.cjs renders every page with. `npm run dev` renders in the browser only (see README).
 * @param {unknown} env @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  const configs = browser(env, argv);
  if (!production) return configs;
  return [
    ...configs,
    nodeBundleConfig({ dir: __dirname, name: 'renderer', entry: './src/server/renderer.ts', outDir: 'dist-server', production }),
  ];
};
