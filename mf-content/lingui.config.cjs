// @ts-check
const linguiConfig = require('shared/lingui-config');

/**
 * mf-content's catalogs, one per page area beside its feature (`src/features/<area>/locales`), so a
 * page carries only its own area's words (issue 39; mf-content/e2e/split.spec.ts), and one for what
 * every page shows (`src/locales`: src/components, src/lib and the page modules).
 */
const AREAS = ['about', 'anganwadi', 'blog', 'courses', 'home', 'labs', 'legal', 'news', 'services', 'sitemap', 'waitlist'];
const base = linguiConfig(__dirname, { include: ['src/components', 'src/lib', 'src/exposed', 'src/app'] });
const [shared] = base.catalogs;
module.exports = {
  ...base,
  catalogs: [
    shared,
    ...AREAS.map((area) => ({
      ...shared,
      path: `<rootDir>/src/features/${area}/locales/{locale}`,
      include: [`<rootDir>/src/features/${area}`],
    })),
  ],
};
