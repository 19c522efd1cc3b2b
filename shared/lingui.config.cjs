// @ts-check
const linguiConfig = require('./tooling/i18n/lingui-config.cjs');

/**
 * shared/ui's own words (issue 39), bundled by the remotes that show them, in two catalogs beside
 * their components, so each travels only with what says it: the newsletter box's
 * (`ui/locales/{en,hi,gu}`) and the visitor forms' (`ui/forms/locales/{en,hi,gu}`: the e-mail field's
 * messages and the failures every form may report), which a form page without a newsletter box (the
 * waitlist, a course registration) carries alone.
 */
const base = linguiConfig(__dirname, { include: ['ui'] });
const [catalog] = base.catalogs;
if (!catalog) throw new Error('shared/lingui-config gave shared no catalog');
module.exports = {
  ...base,
  catalogs: [
    { ...catalog, path: '<rootDir>/ui/locales/{locale}', exclude: [...catalog.exclude, '<rootDir>/ui/forms/**'] },
    { ...catalog, path: '<rootDir>/ui/forms/locales/{locale}', include: ['<rootDir>/ui/forms'] },
  ],
};
