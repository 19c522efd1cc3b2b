const { createFederatedConfig } = require('shared/webpack');
const { siteConfigFromEnv } = require('./server/site-config.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  portKey: 'shell',
  host: true,
  pageTitle: 'RoboMinds | STEM Education',
  // No React in these: runtime plugins from the config run before the async boundary.
  runtimePlugins: [require.resolve('./src/federation/load-error-plugin.ts')],
  devRoutes: (app) => app.get('/site-config.json', (_req, res) => res.json(siteConfigFromEnv())),
});
