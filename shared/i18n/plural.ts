import { indianGrouping } from './grouping';
import type { ArgumentReader } from './reader';

/**
 * The plural reader for `wordsOf` (reader.ts): a module of its own, so only the pages whose catalogs
 * have a `{count, plural, …}` message carry it (webpack keeps every export some page uses in every
 * copy of a module: inside reader.ts, every page read by the reader had it).
 */
const plurals = /*#__PURE__*/ new Map<string, Intl.PluralRules>();
/** For `#` when the count is not a whole number (never on the site's pages: made only then, decision 070). */
const numbers = /*#__PURE__*/ new Map<string, Intl.NumberFormat>();

function numberText(number: number, tag: string): string {
  const whole = indianGrouping(number);
  if (whole !== null) return whole;
  let format = numbers.get(tag);
  if (!format) numbers.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(number);
}

/** `{count, plural, …}` as Lingui reads it: the exact case, else the language's CLDR rule, else `other`. */
export const plural: ArgumentReader = (value, cases, tag, read) => {
  const { offset = 0, ...rules } = cases as Record<string, unknown> & { offset?: number };
  let rule = plurals.get(tag);
  if (!rule) plurals.set(tag, (rule = new Intl.PluralRules(tag)));
  const number = Number(value) - offset;
  return read(rules[Number(value)] ?? rules[rule.select(number)] ?? rules.other, numberText(number, tag));
};
