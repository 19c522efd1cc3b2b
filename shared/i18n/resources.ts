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
  return {
    prepare(locale) {
      if (loaded.has(locale)) return Promise.resolve();
      const started =
        pending.get(locale) ??
        load[locale as Exclude<Locale, 'en'>]().then(
          (value) => {
            loaded.set(locale, value);
            pending.delete(locale);
          },
          (error: unknown) => {
            // A failed chunk is forgotten, not cached: the area's Try again loads it afresh.
            pending.delete(locale);
            throw error;
          },
        );
      pending.set(locale, started);
      return started;
    },
    get: (locale) => loaded.get(locale ?? 'en') ?? english,
    resolve(locale) {
      const value = loaded.get(locale ?? 'en');
      return value === undefined ? { locale: 'en', value: english } : { locale: locale ?? 'en', value };
    },
  };
}

/** Runs every `prepare` of a page (its catalog and its data) together. */
export function prepareAll(...resources: readonly Pick<LocaleResource<unknown>, 'prepare'>[]): (locale: Locale) => Promise<void> {
  return async (locale) => {
    await Promise.all(resources.map((resource) => resource.prepare(locale)));
  };
}
