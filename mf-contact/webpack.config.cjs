const path = require('node:path');
const { createFederatedConfig } = require('shared/webpack');

const base = createFederatedConfig({
  dir: __dirname,
  name: 'mf_contact',
  portKey: 'mf_contact',
  pageTitle: 'Contact | RoboMinds',
  exposes: { './ContactPage': './src/exposed/contact-page.tsx' },
});

// npm installed React twice: the pinned 19.2.9 beside this package, and 19.3.1 at the root (pulled in
// as testing-library's peer), which emotion and the router resolve to. Federation then offers React
// 19.3.1 with react-dom 19.2.9 and React stops with error #527. Every React import of this bundle
// resolves to the pinned copy, so the remote provides one matching pair.
const pinned = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

// The css prop's runtime must use the shared emotion, not a private copy (src/app/emotion-jsx-runtime.ts).
const jsxRuntime = path.join(__dirname, 'src/app/emotion-jsx-runtime.ts');

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve = {
    ...config.resolve,
    alias: {
      ...(config.resolve && config.resolve.alias),
      react: pinned('react'),
      'react-dom': pinned('react-dom'),
      '@emotion/react/jsx-runtime$': jsxRuntime,
      '@emotion/react/jsx-dev-runtime$': jsxRuntime,
    },
  };
  return config;
};
