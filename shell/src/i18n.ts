import { createContext, useContext, useMemo } from 'react';
import { catalogWords, type Words } from 'shared/i18n';
import { usePageLocale } from './app/page-locale';
import { messages as english } from './locales/en';

/**
 * The shell's own words (the layout, the failure areas, the 404, titles and the site's meta): English
 * with main.js, Hindi and Gujarati as chunks of their own (decision 055). Read from Lingui's compiled
 * catalogs by shared/i18n's reader, not Lingui's runtime (about 2.5 KiB gzip of main.js; issue 39
 * allows +3 KiB for all of an English page's i18n); `i18n.test.ts` holds every message of the three
 * catalogs to Lingui's own output. An instance is made per render (`words.i18nFor` in SiteFrame and on
 * the server), never kept.
 */
export const words = catalogWords(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
});

/** What reads the shell's words: `i18n._('nav.home')`. */
export type ShellI18n = Pick<Words, '_'>;

/**
 * The shell's instance for this render, provided by SiteFrame. A context of the shell's own, not
 * Lingui's provider: no remote's words can ever read the shell's, whatever copies of Lingui a page
 * loads.
 */
export const ShellWordsContext = createContext<Words | null>(null);

/**
 * The shell's words in the page's language: `const { i18n } = useShellWords(); i18n._('nav.home')`.
 * A part of the layout rendered on its own (a test, a story) gets an instance for the page's language.
 */
export function useShellWords(): { readonly i18n: Words } {
  const provided = useContext(ShellWordsContext);
  const locale = usePageLocale();
  const own = useMemo(() => (provided ? null : words.i18nFor(locale)), [provided, locale]);
  return { i18n: (provided ?? own)! };
}
