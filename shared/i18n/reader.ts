import type { Messages } from '@lingui/core';
import { intlLocale, type Locale } from '../contracts/locale';

/**
 * What Lingui's `i18n._(id, values)` does with a compiled catalog, for the message forms a package
 * needs, without @lingui/core and @lingui/react in its bundle (about 2.5 KiB gzip; issue 39 allows
 * +3 KiB for the whole i18n runtime of an English page). Text and `{name}` always; `{count, plural, …}`
 * (with `#`, exact cases and `offset`) when the package passes `{ plural }` (./plural.ts, a module of
 * its own), so a page without plurals (the shell's main.js, a blog post) does not carry it. Any other form throws rather than guessing. The
 * catalogs stay Lingui's: extracted, compiled with `--strict` and checked by
 * shared/tooling/i18n/check.cjs, and a package using this renders every message of its catalogs with
 * it and with Lingui in a test (as shell/src/i18n.test.ts does), so a form it does not read fails
 * there, never on a page. A message needing `select`, dates or nested formats belongs to Lingui's
 * runtime (decision 059).
 */
export interface Words {
  readonly locale: Locale;
  readonly _: (id: string, values?: Readonly<Record<string, unknown>>) => string;
}

/**
 * Reads one `{name, type, cases}` argument: its value, its cases, the Intl locale, and `read`, which
 * renders a case (`count`: what `#` stands for in it).
 */
export type ArgumentReader = (
  value: unknown,
  cases: Readonly<Record<string, unknown>>,
  tag: string,
  read: (message: unknown, count?: string) => string,
) => string;

type Readers = Readonly<Record<string, ArgumentReader>>;
type Token = string | readonly [string, string?, Readonly<Record<string, unknown>>?];

function render(message: unknown, tag: string, values: Readonly<Record<string, unknown>>, readers: Readers, count?: string): string {
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
    const reader = Object.hasOwn(readers, type) ? readers[type] : undefined;
    if (!reader || !cases) throw new Error(`No reader for {${name}, ${type}}`);
    text += reader(value, cases, tag, (chosen, n) => render(chosen, tag, values, readers, n));
  }
  return text;
}

/**
 * Words in one language from one compiled catalog; an id the catalog lacks reads as the id, as in
 * Lingui. `readers`: the argument forms the catalog uses beyond `{name}` (`{ plural }`).
 */
export function wordsOf(locale: Locale, messages: Messages, readers: Readers = {}): Words {
  const tag = intlLocale(locale);
  return { locale, _: (id, values = {}) => (id in messages ? render(messages[id], tag, values, readers) : id) };
}
