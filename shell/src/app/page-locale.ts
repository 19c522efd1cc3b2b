import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from 'shared/contracts';

/**
 * The page's language, from its address (`/hi/…`, `/gu/…`, English otherwise; shared/contracts
 * locale.ts), for the whole frame: the server reads it from the request's path, the browser from the
 * document's address at boot. A switch of language is a new document (the language switch's links are
 * plain links), so it never changes during an app's life; the router's basename is its prefix.
 */
export const PageLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function usePageLocale(): Locale {
  return useContext(PageLocaleContext);
}

/** `hreflang` of each language's version: the switch's links and the server's alternates (seo.ts). */
export const HREFLANGS: Readonly<Record<Locale, string>> = { en: 'en', hi: 'hi', gu: 'gu' };
