import type { Locale, PageMeta } from 'shared/contracts';
import { words } from '../../i18n';

/** The page's title in its language: "Partnership enquiry". */
export const partnershipTitle = (locale: Locale | undefined): string => words.i18nFor(locale)._('partnership.title');

/** What sharers and search engines read about /partnerships. */
export function describePartnership(locale: Locale | undefined): PageMeta {
  const i18n = words.i18nFor(locale);
  return { status: 'ok', kind: 'website', description: i18n._('partnership.description') };
}
