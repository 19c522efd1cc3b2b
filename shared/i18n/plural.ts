import type { ArgumentReader } from './reader';

/**
 * The plural reader for `wordsOf` (reader.ts): a module of its own, so only the pages whose catalogs
 * have a `{count, plural, …}` message carry it (webpack keeps every export some page uses in every
 * copy of a module: inside reader.ts, every page read by the reader had it).
 */
const plurals = /*#__PURE__*/ new Map<string, readonly [Intl.PluralRules, Intl.NumberFormat]>();

/** `{count, plural, …}` as Lingui reads it: the exact case, else the language's CLDR rule, else `other`. */
export const plural: ArgumentReader = (value, cases, tag, read) => {
  const { offset = 0, ...rules } = cases as Record<string, unknown> & { offset?: number };
  let rule = plurals.get(tag);
  if (!rule) plurals.set(tag, (rule = [new Intl.PluralRules(tag), new Intl.NumberFormat(tag)]));
  const number = Number(value) - offset;
  return read(rules[Number(value)] ?? rules[rule[0].select(number)] ?? rules.other, rule[1].format(number));
};
