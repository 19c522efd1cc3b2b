import { intlLocale, type Locale } from '../contracts/locale';
import { indianGrouping } from './grouping';

/**
 * Numbers and prices by language (issue 39, point 5): Latin digits (India's official numeral form,
 * `intlLocale`) with Indian grouping (2,50,000), and rupees as ₹. A whole number is grouped by
 * `indianGrouping`, the same text Intl gives in en-IN, hi-IN and gu-IN, without making an Intl
 * formatter (decision 070); only another number (none of the site's data) asks Intl. Apart from the
 * catalog reader, so only the pages that print them carry them.
 */
export function formatNumber(locale: Locale | undefined, value: number): string {
  return indianGrouping(value) ?? new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** Whole rupees: ₹2,50,000; paise only when the amount has them (₹599.50). */
export function formatRupees(locale: Locale | undefined, value: number): string {
  const whole = indianGrouping(value);
  if (whole !== null) return value < 0 ? `-₹${whole.slice(1)}` : `₹${whole}`;
  const rupees = { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  return new Intl.NumberFormat(intlLocale(locale), rupees).format(value);
}
