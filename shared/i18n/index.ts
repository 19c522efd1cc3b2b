/**
 * The site's words in three languages (issue 39; decisions 054, 055). Each remote keeps its catalogs
 * in `<package>/src/locales/{en,hi,gu}.json` (ids -> ICU messages), compiled to `{locale}.ts` by
 * `npm run i18n -w <package>`, and makes its own Lingui instance per render with `remoteMessages`.
 * Components read words with `const { i18n } = useLingui(); i18n._('contact.form.send')` (the
 * extractor looks for `i18n._`), translated data with `localeResource`, and numbers, prices and dates
 * with the format helpers. `shared/ui` keeps its own catalog (`shared/ui/words.ts`): its components
 * take a `locale` prop and never call useLingui, which in a federation singleton would read another
 * copy's context. A package that wants no Lingui runtime in its bundle (the shell's main.js) reads its
 * compiled catalogs with `catalogWords` (reader.ts) and holds every message to Lingui's output in a test.
 */
export { useLingui } from '@lingui/react';
export type { I18n, Messages } from '@lingui/core';
export * from '../contracts/locale';
export { createI18n, remoteMessages, type RemoteMessages } from './messages';
export { localeResource, prepareAll, type LocaleResource } from './resources';
export { catalogWords, plural, wordsOf, type ArgumentReader, type CatalogWords, type Words } from './reader';
export { formatDate, intlLocale, SITE_TIME_ZONE } from './format';
export { formatNumber, formatRupees } from './numbers';
