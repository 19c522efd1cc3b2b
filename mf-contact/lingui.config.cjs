// @ts-check
const linguiConfig = require('shared/lingui-config');

/**
 * mf-contact's catalogs (issue 39, point 4): one per page area, so a page's chunk carries only its
 * own area's words, as mf-content's do:
 * - the contact page (`src/contact-page/locales`): the page, its details, hours, map, form
 *   and FAQ;
 * - the course registration (`src/features/enrol/locales`);
 * - the partnership enquiry (`src/features/partnership/locales`);
 * - the forms' shared words (`src/locales`): src/components, src/lib and the contract, whose messages
 *   the page and the contact server both say (the page checks before it sends, the server before it
 *   stores);
 * and the contact server's own (`server/locales`: its answers, the newsletter's e-mail and pages),
 * which no page carries. A message two areas say is written once, in the shared catalog
 * (src/components/form-words.ts), never copied into both.
 */
const AREAS = {
  'src/contact-page': [
    'src/contact-page',
    'src/features/contact-details',
    'src/features/contact-form',
    'src/features/faq',
    'src/features/location-map',
    'src/exposed/contact-page.tsx',
  ],
  'src/features/enrol': ['src/features/enrol', 'src/exposed/enrol-page.tsx'],
  'src/features/partnership': ['src/features/partnership', 'src/exposed/partnership-page.tsx'],
};
const base = linguiConfig(__dirname, { include: ['src', 'contract'] });
const [page] = base.catalogs;
if (!page) throw new Error('shared/lingui-config gave mf-contact no catalog');
const inAreas = Object.values(AREAS).flatMap((folders) =>
  folders.map((folder) => (folder.endsWith('.tsx') ? `<rootDir>/${folder}` : `<rootDir>/${folder}/**`)),
);
const shared = { ...page, exclude: [...page.exclude, ...inAreas] };
module.exports = {
  ...base,
  catalogs: [
    shared,
    ...Object.entries(AREAS).map(([folder, include]) => ({
      ...page,
      path: `<rootDir>/${folder}/locales/{locale}`,
      include: include.map((path) => `<rootDir>/${path}`),
    })),
    { ...page, path: '<rootDir>/server/locales/{locale}', include: ['<rootDir>/server'] },
  ],
};
