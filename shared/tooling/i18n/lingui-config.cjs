// @ts-check
const { formatter } = require('@lingui/format-json');

/**
 * The one Lingui configuration of the site (decision 055): a package's catalogs are
 * `src/locales/{en,hi,gu}.json`, ids to ICU messages (English is written there, not in the code),
 * extracted from every `i18n._('id')` under `src/` (and `server/` where the package has one).
 * A package's `lingui.config.cjs` is one line: `module.exports = require('shared/tooling/i18n/lingui-config.cjs')(__dirname)`.
 *
 * @param {string} dir the package folder
 * @param {{ include?: string[] }} [options] source folders to read, relative to the package
 */
function linguiConfig(dir, options = {}) {
  const include = options.include ?? ['src'];
  return {
    rootDir: dir,
    locales: ['en', 'hi', 'gu'],
    sourceLocale: 'en',
    fallbackLocales: false,
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}',
        include: include.map((folder) => `<rootDir>/${folder}`),
        exclude: ['**/*.test.*', '**/e2e/**', '**/node_modules/**', '**/locales/**'],
      },
    ],
    format: formatter({ style: 'minimal' }),
    compileNamespace: 'ts',
    orderBy: 'messageId',
  };
}

module.exports = linguiConfig;
