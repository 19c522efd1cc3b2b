// @ts-check
const linguiConfig = require('shared/lingui-config');

/**
 * mf-contact's catalogs (issue 39, point 4): one per page area, so a page's chunk carries only its
 * own area's words, as mf-content's do:
 * - the contact page (`src/contact-page/locales`): the page, its details, hours, map, form
 *   and FAQ;
 * - the course registration (`src/features/enrol/locales`);
 * - the partnership enquiry (`src/features/partnership/locales`);
 * - the forms' shared words (`src/locales`): what every form of the pages shows alike (src/components,
 *   src/lib);
 * - the checks' words (`contract/locales`, decision 067): everything the forms' checks say, the
 *   contract's messages (which the page and the contact server both say: the page checks before it
 *   sends, the server before it stores) and each page's field hints (its `*-check.ts`). No page's first
 *   load carries them: they come with the check, loaded on the first edit;
 * - the kinds of institution (`contract/institution-kinds/locales`), which the partnership form lists
 *   and the contact server's e-mails name;
 * and the contact server's own (`server/locales`: its answers, the newsletter's e-mail and pages),
 * which no page carries. A message two areas say is written once, in the shared catalog
 * (src/components/form-words.ts) or the checks' (contract/forms.ts, src/components/check-words.ts),
 * never copied into both.
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
/** The checks, each loaded on its form's first edit, and the contract they say their messages with. */
const CHECKS = [
  'contract',
  'src/components/check-words.ts',
  'src/features/contact-form/contact-check.ts',
  'src/features/enrol/enrol-check.ts',
  'src/features/partnership/partnership-check.ts',
];
const KINDS = 'contract/institution-kinds.ts';
const base = linguiConfig(__dirname, { include: ['src', 'contract'] });
const [page] = base.catalogs;
if (!page) throw new Error('shared/lingui-config gave mf-contact no catalog');
const glob = (/** @type {string} */ folder) => (/\.tsx?$/.test(folder) ? `<rootDir>/${folder}` : `<rootDir>/${folder}/**`);
const checks = CHECKS.filter((file) => file.startsWith('src/')).map(glob);
const inAreas = Object.values(AREAS).flatMap((folders) => folders.map(glob));
const shared = { ...page, include: ['<rootDir>/src'], exclude: [...page.exclude, ...inAreas, ...checks] };
module.exports = {
  ...base,
  catalogs: [
    shared,
    ...Object.entries(AREAS).map(([folder, include]) => ({
      ...page,
      path: `<rootDir>/${folder}/locales/{locale}`,
      include: include.map((path) => `<rootDir>/${path}`),
      exclude: [...page.exclude, ...checks],
    })),
    {
      ...page,
      path: '<rootDir>/contract/locales/{locale}',
      include: CHECKS.map((path) => `<rootDir>/${path}`),
      exclude: [...page.exclude, glob(KINDS)],
    },
    { ...page, path: '<rootDir>/contract/institution-kinds/locales/{locale}', include: [glob(KINDS)] },
    { ...page, path: '<rootDir>/server/locales/{locale}', include: ['<rootDir>/server'] },
  ],
};
