const { createFederatedConfig } = require('shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_contact',
  portKey: 'mf_contact',
  pageTitle: 'Contact | RoboMinds',
  pages: './src/exposed/pages.ts',
});
