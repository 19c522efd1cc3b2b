import { intlLocale, type Locale, type Messages } from 'shared/i18n';

/**
 * mf-content's words at run time: what Lingui's `i18n._(id, values)` does with a compiled catalog,
 * for the message forms mf-content's catalogs use (text, `{name}` and `{count, plural, …}` with `#`),
 * without @lingui/core and @lingui/react in every page (about 2.5 KiB gzip each: issue 39 allows
 * +3 KiB per page for the whole runtime). The catalogs stay Lingui's (extracted, compiled with
 * --strict and checked by shared/tooling/i18n/check.cjs); `messages.test.ts` renders every message of
 * every catalog with both and fails on any difference, or on a form this reader does not know.
 */
export interface Words {
  readonly locale: Locale;
  readonly _: (id: string, values?: Readonly<Record<string, unknown>>) => string;
}

type Token = string | readonly [string, string?, Readonly<Record<string, unknown>>?];

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function pluralCase(tag: string, value: number, cases: Readonly<Record<string, unknown>>): unknown {
  const { offset = 0, ...rules } = cases as Record<string, unknown> & { offset?: number };
  if (!plurals.has(tag)) plurals.set(tag, new Intl.PluralRules(tag));
  return rules[value] ?? rules[(plurals.get(tag) as Intl.PluralRules).select(value - offset)] ?? rules.other;
}

function formatNumber(tag: string, value: number): string {
  if (!numbers.has(tag)) numbers.set(tag, new Intl.NumberFormat(tag));
  return (numbers.get(tag) as Intl.NumberFormat).format(value);
}

function render(message: unknown, tag: string, values: Readonly<Record<string, unknown>>, count?: string): string {
  if (!Array.isArray(message)) return String(message ?? '');
  return (message as readonly Token[])
    .map((token) => {
      if (typeof token === 'string') return token === '#' && count !== undefined ? count : token;
      const [name, type, cases] = token;
      const value = values[name];
      if (type === undefined) return value == null ? '' : String(value);
      if (type !== 'plural' || !cases) throw new Error(`mf-content's words: no reader for {${name}, ${type}}`);
      const offset = typeof cases.offset === 'number' ? cases.offset : 0;
      return render(pluralCase(tag, Number(value), cases), tag, values, formatNumber(tag, Number(value) - offset));
    })
    .join('');
}

/** Words in one language from one merged catalog; an id it lacks reads as the id, as in Lingui. */
export function wordsOf(locale: Locale, messages: Messages): Words {
  const tag = intlLocale(locale);
  return { locale, _: (id, values = {}) => (id in messages ? render(messages[id], tag, values) : id) };
}
