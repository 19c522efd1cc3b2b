const { createFederatedConfig } = require('shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_chat',
  portKey: 'mf_chat',
  pageTitle: 'Chat assistant | RoboMinds',
  exposes: { './ChatWidget': './src/exposed/chat-widget.tsx' },
});
