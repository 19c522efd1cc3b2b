/**
 * The site's words in three languages (issue 39; decisions 054, 055, 059, 067). Each package keeps its
 * catalogs in `<package>/src/locales/{en,hi,gu}.json` (ids -> ICU messages; mf-content and mf-contact one
 * per page area), compiled to `{locale}.ts` by `npm run i18n -w <package>` (Lingui's extract and strict
 * compile), and reads them with `catalogWords` (catalog-words.ts, reader.ts): English bundled with the page, Hindi and
 * Gujarati loaded on demand, words made per render and provided through a context of the package's own
 * (never a module's instance, never one shared through federation). Components read them with
 * `i18n._('contact.form.send')` (the extractor looks for `i18n._`), translated data with
 * `localeResource`, and numbers, prices and dates with the format helpers. `shared/ui` keeps its own
 * catalogs (the newsletter box's, `shared/ui/words.ts`; the forms', `shared/ui/forms/words.ts`) and its
 * components take a `locale` prop. `createI18n` is Lingui's own runtime and `differencesFromLingui` the
 * comparison, for the tests that hold every package's catalogs to it.
 */
export type { Messages } from '@lingui/core';
export * from '../contracts/locale';
export { createI18n, differencesFromLingui } from './lingui';
export { catalogResource, localeResource, prepareAll, type CatalogModule, type LocaleResource } from './resources';
export { wordsOf, type ArgumentReader, type Words } from './reader';
export { plural } from './plural';
export { catalogWords, type CatalogWords } from './catalog-words';
export { indianGrouping } from './grouping';
export { formatNumber, formatRupees } from './numbers';
export { monthFromList } from './months';
