import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocale, type Locale } from '../contracts/locale';
import type { Words } from './reader';

/**
 * Lingui's own runtime for one language and one catalog: what each package's test holds the catalog
 * reader (reader.ts) to, message by message, in every language. No page uses it (decisions 059 and 067:
 * every package reads its compiled catalogs with `catalogWords`, so no English page carries
 * @lingui/core); a message the reader cannot read fails those tests, never a page.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });
}

type Token = string | readonly [string, string?, Readonly<Record<string, unknown>>?];

/** Every argument a compiled message takes, its cases' too, with its type (none for `{name}`, 'plural' for a plural). */
function argumentsOf(message: unknown, found = new Map<string, string | undefined>()): Map<string, string | undefined> {
  if (!Array.isArray(message)) return found;
  for (const token of message as readonly Token[]) {
    if (typeof token === 'string') continue;
    const [name, type, cases] = token;
    if (!found.has(name) || type) found.set(name, type);
    for (const chosen of Object.values(cases ?? {})) argumentsOf(chosen, found);
  }
  return found;
}

/**
 * The values a message is said with: none at all; then, for each count a plural picks its case by (0
 * and 1 differ between English and Hindi or Gujarati, 250000 is grouped 2,50,000), every plain argument
 * as a word and as that number; then a package's own sets (`more`: its real values, empty ones, ids no
 * message names).
 */
function valuesFor(message: unknown, more: readonly Readonly<Record<string, unknown>>[]): Readonly<Record<string, unknown>>[] {
  const names = [...argumentsOf(message)];
  const sets: Readonly<Record<string, unknown>>[] = [{}];
  for (const count of [0, 1, 2, 5, 21, 250000])
    for (const plain of [`‘${count}’`, count])
      sets.push(Object.fromEntries(names.map(([name, type]) => [name, type === 'plural' ? count : plain])));
  return [...sets, ...more];
}

/**
 * Says every message of a compiled catalog with a package's reader (`ours`, made as its pages make it)
 * and with Lingui's runtime on the same catalog, with the values above, and lists each difference as
 * `id {values}: ours ≠ Lingui's` (none when the reader says what Lingui says), an id the catalog lacks
 * and a reader in another language than `locale` included. The "reader renders every message as Lingui
 * does" test of every package (the shell, mf-content, mf-chat, mf-maze, mf-contact):
 *
 *   expect(differencesFromLingui(locale, words.i18nFor(locale), catalogs[locale])).toEqual([]);
 */
export function differencesFromLingui(
  locale: Locale,
  ours: Words,
  messages: Messages,
  more: readonly Readonly<Record<string, unknown>>[] = [],
): string[] {
  const lingui = createI18n(locale, messages);
  const differences = ours.locale === locale ? [] : [`the reader is in ${ours.locale}, not ${locale}`];
  for (const id of [...Object.keys(messages), 'no.such.id'])
    for (const values of valuesFor(messages[id], more)) {
      const [said, expected] = [ours._(id, values), lingui._(id, values)];
      if (said !== expected)
        differences.push(`${id} ${JSON.stringify(values)}: ${JSON.stringify(said)} ≠ Lingui's ${JSON.stringify(expected)}`);
    }
  return differences;
}
