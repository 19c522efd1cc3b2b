/**
 * A whole number as en-IN, hi-IN and gu-IN write it with Latin digits (India's official numeral
 * form): the last three digits, then pairs (2,50,000), what `Intl.NumberFormat` gives in all three
 * (i18n.test.ts holds them equal). Written out because the first Intl formatter a page makes is a
 * long task on a phone (decision 070); anything but a safe integer is left to Intl.
 * A module of its own: the plural reader's copies in the pages' chunks carry only this.
 */
export function indianGrouping(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const digits = String(Math.abs(value));
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${digits.slice(-3)}`;
}
