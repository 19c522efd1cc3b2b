// @ts-check
const linguiConfig = require('shared/lingui-config');

/**
 * mf-content's catalogs, one per page area beside its feature (`src/features/<area>/locales`), so a
 * page carries only its own area's words (issue 39; mf-content/e2e/split.spec.ts), and one for what
 * every page shows (`src/locales`: src/components, src/lib and the page modules).
 */
const AREAS = ['about', 'anganwadi', 'blog', 'courses', 'home', 'labs', 'legal', 'news', 'services', 'sitemap', 'waitlist'];
const base = linguiConfig(__dirname, { include: ['src/components', 'src/lib', 'src/exposed', 'src/app'] });
const [everyPage] = base.catalogs;
if (!everyPage) throw new Error('shared/lingui-config gave mf-content no catalog');
/** The share buttons' words (src/locales/share.{locale}): only the news and blog detail pages show them, so they are not every page's. */
const SHARE = 'src/components/share';
const shared = { ...everyPage, exclude: [...everyPage.exclude, `<rootDir>/${SHARE}/**`] };
module.exports = {
  ...base,
  catalogs: [
    shared,
    { ...everyPage, path: '<rootDir>/src/locales/share.{locale}', include: [`<rootDir>/${SHARE}`] },
    ...AREAS.map((area) => ({
      ...shared,
      path: `<rootDir>/src/features/${area}/locales/{locale}`,
      include: [`<rootDir>/src/features/${area}`],
    })),
  ],
};
