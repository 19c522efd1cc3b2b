import type { Messages } from '@lingui/core';
import type { Locale } from '../contracts/locale';

/**
 * Something a remote has per language (its compiled message catalog, its translated data): English
 * bundled with the page, the other languages loaded on demand as chunks of their own, so an English
 * page downloads no Hindi or Gujarati byte. `prepare(locale)` loads once per process and is what a
 * page module exports as its own `prepare` (the shell awaits it before rendering or hydrating);
 * `get(locale)` answers synchronously during a render, English until the language has been prepared.
 * What is kept is immutable data, never an i18n instance: instances are made per render.
 */
export interface LocaleResource<T> {
  readonly prepare: (locale: Locale) => Promise<void>;
  readonly get: (locale: Locale | undefined) => T;
  /** What `get` answers and the language it really is (English until the asked one is prepared). */
  readonly resolve: (locale: Locale | undefined) => { readonly locale: Locale; readonly value: T };
}

export function localeResource<T>(english: T, load: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<T>>>): LocaleResource<T> {
  const loaded = new Map<Locale, T>([['en', english]]);
  const pending = new Map<Locale, Promise<void>>();
  const resolve = (locale: Locale | undefined): { readonly locale: Locale; readonly value: T } => {
    const value = loaded.get(locale ?? 'en');
    return value === undefined ? { locale: 'en', value: english } : { locale: locale ?? 'en', value };
  };
  return {
    prepare(locale) {
      let started = loaded.has(locale) ? Promise.resolve() : pending.get(locale);
      if (!started)
        pending.set(
          locale,
          (started = load[locale as Exclude<Locale, 'en'>]().then(
            (value) => {
              loaded.set(locale, value);
            },
            (error: unknown) => {
              // A failed chunk is forgotten, not cached: the area's Try again loads it afresh.
              pending.delete(locale);
              throw error;
            },
          )),
        );
      return started;
    },
    get: (locale) => resolve(locale).value,
    resolve,
  };
}

/** A compiled catalog's module, as `lingui compile` writes it (`export const messages`). */
export type CatalogModule = { readonly messages: Messages };

/**
 * A package's compiled catalog as a resource: English bundled, Hindi and Gujarati modules loaded on
 * demand (`{ hi: () => import('./locales/hi'), gu: () => import('./locales/gu') }`).
 */
export function catalogResource(english: Messages, load: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<CatalogModule>>>) {
  return localeResource<Messages>(english, {
    hi: () => load.hi().then((module) => module.messages),
    gu: () => load.gu().then((module) => module.messages),
  });
}

/** Runs every `prepare` of a page (its catalog and its data) together. */
export function prepareAll(...resources: readonly Pick<LocaleResource<unknown>, 'prepare'>[]): (locale: Locale) => Promise<void> {
  return async (locale) => {
    await Promise.all(resources.map((resource) => resource.prepare(locale)));
  };
}
