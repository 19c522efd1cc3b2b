import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import type { Locale } from '../contracts/locale';
import { intlLocale } from './format';
import { localeResource, type LocaleResource } from './resources';

/**
 * One Lingui instance for one language and one catalog. Made per render (a page, a server answer, an
 * e-mail), never kept in a module and never shared through federation (decision 054): two copies of
 * the library can load on one page and a shared mutable instance would let one team's words or
 * language leak into another's area or another visitor's request.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });
}

export interface RemoteMessages {
  /** Loads the language's compiled catalog (a chunk of its own); a page module re-exports it as part of its `prepare`. */
  readonly prepare: LocaleResource<Messages>['prepare'];
  /** An instance for a language, for code outside React (a server's answer, an e-mail); call after `prepare`. */
  readonly i18nFor: (locale: Locale | undefined) => I18n;
  /** Provides the remote's own instance to its components (`useLingui()` from shared/i18n). */
  readonly Words: (props: { readonly locale: Locale | undefined; readonly children: ReactNode }) => ReactNode;
}

/**
 * A remote's (or the shell's) words: its English catalog bundled, Hindi and Gujarati loaded on demand.
 * A language not prepared yet renders in English rather than with missing words.
 *
 *   export const words = remoteMessages(en, { hi: () => import('./locales/hi'), gu: () => import('./locales/gu') });
 */
export function remoteMessages(
  english: Messages,
  load: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ readonly messages: Messages }>>>,
): RemoteMessages {
  const catalogs = localeResource<Messages>(english, {
    hi: () => load.hi().then((module) => module.messages),
    gu: () => load.gu().then((module) => module.messages),
  });
  const i18nFor = (locale: Locale | undefined): I18n => {
    const { locale: ready, value } = catalogs.resolve(locale);
    return createI18n(ready, value);
  };
  function Words({ locale, children }: { readonly locale: Locale | undefined; readonly children: ReactNode }) {
    const i18n = useMemo(() => i18nFor(locale), [locale]);
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  }
  return { prepare: catalogs.prepare, i18nFor, Words };
}
