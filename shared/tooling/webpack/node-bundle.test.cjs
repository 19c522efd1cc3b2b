/** @jest-environment node */
// @ts-check
const { nodeBundleConfig } = require('./node-bundle.cjs');
const { routerAlias } = require('./typescript-rule.cjs');

/** What the bundle's externals function decides for `request`: 'bundled', or the external it names. */
function decide(/** @type {import('webpack').Configuration} */ config, /** @type {string} */ request) {
  const [handle] = /** @type {Function[]} */ (config.externals);
  let decision = 'none';
  handle?.({ request }, (/** @type {unknown} */ error, /** @type {string | undefined} */ external) => {
    if (error) throw error;
    decision = external ?? 'bundled';
  });
  return decision;
}

const options = { dir: __dirname, name: 'server', entry: './server.ts', outDir: 'dist-server' };

describe('nodeBundleConfig', () => {
  it("compiles the router into a production bundle from the package's production build, and leaves React outside", () => {
    const config = nodeBundleConfig({ ...options, production: true });
    for (const request of ['react-router', 'react-router/dom', 'react-router-dom']) expect(decide(config, request)).toBe('bundled');
    expect(config.resolve?.alias).toEqual(routerAlias(true));
    // One React and one emotion, shared with the remotes' server builds: Node's copies.
    expect(decide(config, 'react')).toBe('commonjs react');
    expect(decide(config, '@emotion/react')).toBe('commonjs @emotion/react');
    expect(decide(config, 'shared/router')).toBe('bundled');
  });

  it('leaves the router to Node in a development bundle', () => {
    const config = nodeBundleConfig({ ...options, production: false });
    expect(decide(config, 'react-router')).toBe('commonjs react-router');
    expect(config.resolve?.alias).toEqual({});
  });
});
