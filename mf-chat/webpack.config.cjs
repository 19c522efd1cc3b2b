const { createFederatedConfig } = require('shared/webpack');
const { chatEndpoint } = require('./scripts/chat-endpoint.cjs');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_chat',
  portKey: 'mf_chat',
  pageTitle: 'Chat assistant | RoboMinds',
  // The widget is not a page: mf-chat publishes an empty page table (with its contract version).
  exposes: { './ChatWidget': './src/exposed/chat-widget.tsx' },
  // The dev server answers chat-config.json like the production server does; nothing is compiled in.
  devRoutes: (app) => app.get('/chat-config.json', (_req, res) => res.json({ endpoint: chatEndpoint() })),
});
