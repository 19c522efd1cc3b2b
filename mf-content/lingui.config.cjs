// @ts-check
const linguiConfig = require('shared/lingui-config');

/**
 * mf-content's catalogs, one per page area beside its feature (`src/features/<area>/locales`), so a
 * page carries only its own area's words (issue 39; mf-content/e2e/split.spec.ts), and one for what
 * every page shows (`src/locales`: src/components, src/lib and the page modules).
 */
const AREAS = ['about', 'anganwadi', 'blog', 'courses', 'home', 'labs', 'legal', 'news', 'services', 'sitemap', 'waitlist'];
/**
 * Files of an area with a catalog of their own (`src/features/<area>/locales/<part>.{locale}`), kept
 * out of the area's: the news and blog detail pages' words, so a detail page carries none of its
 * list's search, filter and no-match words and the list none of the detail's (issue 39's 3 KiB per
 * page).
 * @type {Record<string, Record<string, string>>}
 */
const PARTS = { news: { detail: 'news-detail.tsx' }, blog: { detail: 'blog-detail.tsx' } };
const base = linguiConfig(__dirname, { include: ['src/components', 'src/lib', 'src/exposed', 'src/app'] });
const [everyPage] = base.catalogs;
if (!everyPage) throw new Error('shared/lingui-config gave mf-content no catalog');
/**
 * What a part's page shows beside its own file, written in its catalog too rather than in a catalog
 * with a pair of loaders of its own: the share buttons (only the news and blog detail pages show
 * them, so they are not every page's) and the blog card (the blog list's area catalog has its words
 * as well, the card being one of the area's files).
 */
const SHARE = 'src/components/share';
/** @type {Record<string, Record<string, string[]>>} */
const ALSO = { news: { detail: [SHARE] }, blog: { detail: [SHARE, 'src/features/blog/blog-card.tsx'] } };
const shared = { ...everyPage, exclude: [...everyPage.exclude, `<rootDir>/${SHARE}/**`] };
module.exports = {
  ...base,
  catalogs: [
    shared,
    ...AREAS.map((area) => ({
      ...shared,
      path: `<rootDir>/src/features/${area}/locales/{locale}`,
      include: [`<rootDir>/src/features/${area}`],
      exclude: [...shared.exclude, ...Object.values(PARTS[area] ?? {}).map((file) => `<rootDir>/src/features/${area}/${file}`)],
    })),
    ...Object.entries(PARTS).flatMap(([area, parts]) =>
      Object.entries(parts).map(([part, file]) => ({
        ...everyPage,
        path: `<rootDir>/src/features/${area}/locales/${part}.{locale}`,
        include: [`<rootDir>/src/features/${area}/${file}`, ...(ALSO[area]?.[part] ?? []).map((other) => `<rootDir>/${other}`)],
      })),
    ),
  ],
};
