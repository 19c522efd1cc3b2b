import { indianGrouping } from './grouping';
import type { ArgumentReader } from './reader';

/**
 * The plural reader for `wordsOf` (reader.ts): a module of its own, so only the pages whose catalogs
 * have a `{count, plural, …}` message carry it (webpack keeps every export some page uses in every
 * copy of a module: inside reader.ts, every page read by the reader had it).
 */
/**
 * The cardinal plural category of `number` in `tag`'s language: CLDR's rules of the site's languages
 * written out, because the first Intl object a page makes (a PluralRules too: 24 to 39 ms at 4× CPU)
 * is paid while the page hydrates (decision 070). English "one" is 1 (CLDR: i = 1 and v = 0); Hindi
 * and Gujarati "one" is 0 to 1 (i = 0 or n = 1). reader.test.ts holds them to Intl.PluralRules; any
 * other language is asked of Intl.
 */
export function pluralCategory(tag: string, number: number): string {
  const language = tag.split('-')[0];
  const size = Math.abs(number);
  // Beyond 10^15 ICU reads a number in its exponent form, whose rules differ: left to Intl.
  if (size < 1e15 && language === 'en') return size === 1 ? 'one' : 'other';
  if (size < 1e15 && (language === 'hi' || language === 'gu')) return size <= 1 ? 'one' : 'other';
  return new Intl.PluralRules(tag).select(number);
}

/** `{count, plural, …}` as Lingui reads it: the exact case, else the language's CLDR rule, else `other`. */
export const plural: ArgumentReader = (value, cases, tag, read) => {
  const { offset = 0, ...rules } = cases as Record<string, unknown> & { offset?: number };
  const number = Number(value) - offset;
  return read(
    rules[Number(value)] ?? rules[pluralCategory(tag, number)] ?? rules.other,
    // `#`: a whole count grouped without Intl; another number (none on the site's pages) by Intl.
    indianGrouping(number) ?? new Intl.NumberFormat(tag).format(number),
  );
};
