// @ts-check
const linguiConfig = require('./tooling/i18n/lingui-config.cjs');

/**
 * shared/ui's own words (issue 39): the newsletter box and the forms' failure messages, bundled by the
 * remotes that show them. Its catalogs sit beside the components, in `ui/locales/{en,hi,gu}.json`.
 */
const base = linguiConfig(__dirname, { include: ['ui'] });
module.exports = { ...base, catalogs: base.catalogs.map((catalog) => ({ ...catalog, path: '<rootDir>/ui/locales/{locale}' })) };
