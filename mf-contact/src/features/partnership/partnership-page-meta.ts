import type { Locale, PageMeta } from 'shared/contracts';
import { partnershipWords } from './words';

/** The page's title in its language: "Partnership enquiry". */
export const partnershipTitle = (locale: Locale | undefined): string => partnershipWords.i18nFor(locale)._('partnership.title');

/** What sharers and search engines read about /partnerships. */
export function describePartnership(locale: Locale | undefined): PageMeta {
  const i18n = partnershipWords.i18nFor(locale);
  return { status: 'ok', kind: 'website', description: i18n._('partnership.description') };
}
