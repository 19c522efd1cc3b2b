// @ts-check
/**
 * The one singleton sharing table of the site. Every webpack config (shell and remotes) takes it from
 * here, so one React, one router and one emotion instance run on the page whatever deploys when.
 * Versions come from the `shared` package's own dependencies, the single place they are pinned.
 */
const sharedPkg = require('../../package.json');

const deps = /** @type {Record<string, string>} */ (sharedPkg.dependencies);

/** @param {string} name */
function req(name) {
  const range = deps[name];
  if (!range) throw new Error(`shared/package.json does not list ${name}; add it there before sharing it.`);
  return range;
}

/** @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
function singletonShareTable() {
  const single = (/** @type {string} */ pkg) => ({ singleton: true, requiredVersion: req(pkg) });
  return {
    react: single('react'),
    // Trailing-slash keys cover subpath imports (react/jsx-runtime, react-dom/client).
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // Routing is shared through `shared/router`, a tree-shaken slice of react-router-dom (61 -> 14
    // KiB gzip). react-router-dom itself is deliberately absent: a package importing it directly would
    // get a private router whose context the shell's <BrowserRouter> never provides (a test forbids it).
    '@emotion/react': single('@emotion/react'),
    // The css prop compiles to @emotion/react/jsx-runtime: without this key each remote would bundle a
    // private emotion whose theme and cache never see the shell's providers.
    // Its subfolders carry package.json files without a version, so the version is given here.
    '@emotion/react/': { ...single('@emotion/react'), version: req('@emotion/react').replace(/^[^0-9]*/, '') },
    '@emotion/styled': single('@emotion/styled'),
    // Of the `shared` package only what holds state or identity is shared: the UI (ThemeProvider
    // context, emotion caches) and the router. Contracts, site facts and lib are plain values and pure
    // functions: each build bundles the few it uses, tree-shaken, and a remote's copy of the contracts
    // is the version it was built against (which the shell checks).
    'shared/ui': { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` },
    'shared/router': { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` },
  };
}

module.exports = { singletonShareTable };
