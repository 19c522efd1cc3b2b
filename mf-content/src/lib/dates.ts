import { monthFromList, type Words } from 'shared/i18n';

/**
 * A calendar day ("2025-01-23", a day in India: no time zone moves it) as the page's language writes
 * it: "23 January 2025", "23 जनवरी 2025", "23 જાન્યુઆરી, 2025". The month names (`date.months`, the
 * twelve separated by spaces) and the order (`date.long`) are words of the catalog every page carries
 * (src/locales), the forms CLDR gives for en-IN, hi-IN and gu-IN (dates.test.ts holds them to Intl),
 * rather than an Intl.DateTimeFormat: the first one a page makes costs 50 to 170 ms of the phone's
 * main thread while the page hydrates (decision 070). Anything else is printed as it came.
 */
export function formatDate(isoDate: string, i18n: Words): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthFromList(i18n._('date.months'), Number(match[2])) : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) return isoDate;
  return i18n._('date.long', { day: String(day), month, year: match[1] });
}
