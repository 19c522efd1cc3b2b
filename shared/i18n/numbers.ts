import { intlLocale, type Locale } from '../contracts/locale';
import { kept } from './format';

/**
 * Numbers and prices by language (issue 39, point 5): Latin digits (India's official numeral form,
 * `intlLocale`) with Indian grouping (2,50,000), and rupees as ₹. Apart from the dates (./format.ts),
 * so only the pages that print them carry them.
 */
const numberFormat = /* @__PURE__ */ kept((tag) => new Intl.NumberFormat(tag));
const rupeeFormat = /* @__PURE__ */ kept((key) => {
  const [tag = '', paise] = key.split(' ');
  const digits = paise === 'paise' ? 2 : 0;
  return new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: 2 });
});

export function formatNumber(locale: Locale | undefined, value: number): string {
  return numberFormat(intlLocale(locale)).format(value);
}

/** Whole rupees: ₹2,50,000; paise only when the amount has them. */
export function formatRupees(locale: Locale | undefined, value: number): string {
  return rupeeFormat(`${intlLocale(locale)} ${Number.isInteger(value) ? 'whole' : 'paise'}`).format(value);
}
