// @ts-check
const linguiConfig = require('shared/lingui-config');

/**
 * mf-contact's two catalogs: the page's words (src/locales, from src and the contract the server
 * shares), and the contact server's own (server/locales: its answers, the newsletter's e-mail and
 * pages), which no page carries.
 */
const base = linguiConfig(__dirname, { include: ['src', 'contract'] });
const [page] = base.catalogs;
module.exports = {
  ...base,
  catalogs: [page, { ...page, path: '<rootDir>/server/locales/{locale}', include: ['<rootDir>/server'] }],
};
