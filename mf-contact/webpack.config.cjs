const { createFederatedConfig } = require('shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_contact',
  portKey: 'mf_contact',
  pageTitle: 'Contact | RoboMinds',
  exposes: { './ContactPage': './src/exposed/contact-page.tsx' },
});
