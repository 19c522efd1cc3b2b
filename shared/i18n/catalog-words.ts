import type { Messages } from '@lingui/core';
import type { Locale } from '../contracts/locale';
import { wordsOf, type ArgumentReader, type Words } from './reader';
import { catalogResource, type CatalogModule, type LocaleResource } from './resources';

/**
 * A package's catalog read by reader.ts, prepared per language: a module of its own, so a page that
 * joins its catalogs itself (mf-content's `pageWords`) does not carry it.
 */
export interface CatalogWords {
  /** Loads the language's compiled catalog (a chunk of its own); await it before rendering in that language. */
  readonly prepare: LocaleResource<Messages>['prepare'];
  /** The words for a language, made per render and never kept; English until the language is prepared. */
  readonly i18nFor: (locale: Locale | undefined) => Words;
}

/**
 * A package's words read without Lingui's runtime: its English catalog bundled, Hindi and Gujarati
 * loaded on demand. `readers` as for `wordsOf` (`{ plural }` when its catalogs have plurals).
 *
 *   export const words = catalogWords(en, { hi: () => import('./locales/hi'), gu: () => import('./locales/gu') });
 */
export function catalogWords(
  english: Messages,
  load: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<CatalogModule>>>,
  readers: Readonly<Record<string, ArgumentReader>> = {},
): CatalogWords {
  const catalogs = catalogResource(english, load);
  return {
    prepare: catalogs.prepare,
    i18nFor(locale) {
      const { locale: ready, value } = catalogs.resolve(locale);
      return wordsOf(ready, value, readers);
    },
  };
}
