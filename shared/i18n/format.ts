import { LOCALE_TAGS, type Locale } from '../contracts/locale';

/**
 * Numbers, prices and dates by language (issue 39, point 5): Latin digits (India's official numeral
 * form) with Indian grouping (2,50,000), rupees as ₹, and dates in India's time zone on the server and
 * in the browser alike, so a UTC server and a phone render the same text and hydration matches.
 */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/** The Intl locale of a language: `hi-IN-u-nu-latn` (Latin digits whatever the runtime's default). */
export function intlLocale(locale: Locale | undefined): string {
  return `${LOCALE_TAGS[locale ?? 'en']}-u-nu-latn`;
}

export function formatNumber(locale: Locale | undefined, value: number): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** Whole rupees: ₹2,50,000; paise only when the amount has them. */
export function formatRupees(locale: Locale | undefined, value: number): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/**
 * An ISO date (YYYY-MM-DD) or instant as the language writes it: `long` is "23 January 2025" /
 * "23 जनवरी 2025" / "23 જાન્યુઆરી, 2025". A bare date is read as that day in India.
 */
export function formatDate(locale: Locale | undefined, value: string | Date, style: 'long' | 'medium' | 'short' = 'long'): string {
  const instant = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: SITE_TIME_ZONE }).format(instant);
}
