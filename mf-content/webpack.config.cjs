const { createFederatedConfig } = require('shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_content',
  portKey: 'mf_content',
  pageTitle: 'Content pages | RoboMinds',
  pages: './src/exposed/published-pages.ts',
});
