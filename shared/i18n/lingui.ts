import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../contracts/locale';
import { intlLocale } from './format';

/**
 * Lingui's own runtime for one language and one catalog: what each package's test holds the catalog
 * reader (reader.ts) to, message by message, in every language. No page uses it (decisions 059 and 067:
 * every package reads its compiled catalogs with `catalogWords`, so no English page carries
 * @lingui/core); a message the reader cannot read fails those tests, never a page.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });
}
