// @ts-check
/**
 * A package's own code bundled for Node (the shell's server renderer): TypeScript and the `shared`
 * package compiled in, every other package left to Node's require, so the bundle uses the very React
 * and emotion copies it shares with the remotes' server builds.
 *
 * The router is the exception in production: react-router 7 names its development build for every
 * export condition Node resolves, and that build checks and warns on every `<Link>` it renders. So a
 * production bundle compiles react-router (and react-router-dom, its re-export) in from the package's
 * production build, as the browser builds do (routerAlias). There is still one router on the server:
 * the remotes' server builds meet it only through `shared/router`, which the shell provides (decision 066).
 */
const path = require('node:path');
const { typescriptRule, RESOLVE, routerAlias } = require('./typescript-rule.cjs');

/** The router's packages: compiled into a production bundle from their production build. */
const ROUTER_PACKAGES = new Set(['react-router', 'react-router/dom', 'react-router-dom']);

/**
 * @param {{ dir: string, name: string, entry: string, outDir: string, production: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function nodeBundleConfig({ dir, name, entry, outDir, production }) {
  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { [name]: entry },
    devtool: 'source-map',
    output: { path: path.join(dir, outDir), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: [...RESOLVE.extensions, '.json'], alias: routerAlias(production) },
    externalsPresets: { node: true },
    // __dirname and __filename are the bundle's own (dist-server), as in any Node program.
    node: { __dirname: false, __filename: false },
    externals: [
      ({ request }, callback) => {
        // Relative files and the `shared` workspace (TypeScript) are compiled in; packages stay outside.
        if (!request || request.startsWith('.') || path.isAbsolute(request) || request === 'shared' || request.startsWith('shared/')) {
          return callback();
        }
        if (production && ROUTER_PACKAGES.has(request)) return callback();
        return callback(undefined, `commonjs ${request}`);
      },
    ],
    module: { rules: [typescriptRule(dir)] },
    // Stack traces in the server's log name the shell's own functions.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

module.exports = { nodeBundleConfig };
