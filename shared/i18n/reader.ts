import type { Messages } from '@lingui/core';
import type { Locale } from '../contracts/locale';
import { intlLocale } from './format';
import { localeResource, type LocaleResource } from './resources';

/**
 * What Lingui's `i18n._(id, values)` does with a compiled catalog, for the message forms a layout needs
 * (text, `{name}`, `{count, plural, …}` with `#` and `offset`), without @lingui/core and @lingui/react
 * in the bundle (about 2.5 KiB gzip; issue 39 allows +3 KiB for the whole i18n runtime of an English
 * page). The catalogs stay Lingui's: extracted, compiled with `--strict` and checked by
 * shared/tooling/i18n/check.cjs. A package using it renders every message of its catalogs with this
 * and with Lingui in a test (`expectLinguiOutput` in reader.test.ts's pattern), so a form this reader
 * does not know fails there, never on a page; an unknown form also throws here rather than guessing.
 * A message needing `select`, dates or nested formats belongs to Lingui's runtime (decision 059).
 */
export interface Words {
  readonly locale: Locale;
  readonly _: (id: string, values?: Readonly<Record<string, unknown>>) => string;
}

type Token = string | readonly [string, string?, Readonly<Record<string, unknown>>?];

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, tag: string, make: (tag: string) => T): T {
  let value = cache.get(tag);
  if (value === undefined) cache.set(tag, (value = make(tag)));
  return value;
}

function render(message: unknown, tag: string, values: Readonly<Record<string, unknown>>, count?: string): string {
  if (!Array.isArray(message)) return String(message ?? '');
  let text = '';
  for (const token of message as readonly Token[]) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, cases] = token;
    const value = values[name];
    if (type === undefined) {
      text += value == null ? '' : String(value);
      continue;
    }
    if (type !== 'plural' || !cases) throw new Error(`No reader for the message form {${name}, ${type}}: use Lingui's runtime for it`);
    const { offset = 0, ...rules } = cases as Record<string, unknown> & { offset?: number };
    const number = Number(value);
    const rule = cached(plurals, tag, (t) => new Intl.PluralRules(t)).select(number - offset);
    const chosen = rules[number] ?? rules[rule] ?? rules.other;
    text += render(chosen, tag, values, cached(numbers, tag, (t) => new Intl.NumberFormat(t)).format(number - offset));
  }
  return text;
}

/** Words in one language from one compiled catalog; an id the catalog lacks reads as the id, as in Lingui. */
export function wordsOf(locale: Locale, messages: Messages): Words {
  const tag = intlLocale(locale);
  return { locale, _: (id, values = {}) => (id in messages ? render(messages[id], tag, values) : id) };
}

export interface CatalogWords {
  /** Loads the language's compiled catalog (a chunk of its own); await it before rendering in that language. */
  readonly prepare: LocaleResource<Messages>['prepare'];
  /** The words for a language, made per render and never kept; English until the language is prepared. */
  readonly i18nFor: (locale: Locale | undefined) => Words;
}

/**
 * A package's words read without Lingui's runtime: its English catalog bundled, Hindi and Gujarati
 * loaded on demand, as `remoteMessages` does for a package that keeps the runtime.
 *
 *   export const words = catalogWords(en, { hi: () => import('./locales/hi'), gu: () => import('./locales/gu') });
 */
export function catalogWords(
  english: Messages,
  load: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ readonly messages: Messages }>>>,
): CatalogWords {
  const catalogs = localeResource<Messages>(english, {
    hi: () => load.hi().then((module) => module.messages),
    gu: () => load.gu().then((module) => module.messages),
  });
  return {
    prepare: catalogs.prepare,
    i18nFor(locale) {
      const { locale: ready, value } = catalogs.resolve(locale);
      return wordsOf(ready, value);
    },
  };
}
