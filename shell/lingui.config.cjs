// @ts-check
const linguiConfig = require('shared/lingui-config');

/**
 * The shell's catalogs: the layout's (`src/locales`: header, menus, footer, failure areas, 404,
 * titles and the site's meta), English in main.js; and its server's own answers to posted forms
 * (`src/server/forms/locales`: the contact server unreachable, a body too large or unreadable), which
 * no page carries.
 */
const base = linguiConfig(__dirname);
const [catalog] = base.catalogs;
if (!catalog) throw new Error('shared/lingui-config gave the shell no catalog');
module.exports = {
  ...base,
  catalogs: [
    { ...catalog, exclude: [...catalog.exclude, '<rootDir>/src/server/forms/**'] },
    { ...catalog, path: '<rootDir>/src/server/forms/locales/{locale}', include: ['<rootDir>/src/server/forms'] },
  ],
};
