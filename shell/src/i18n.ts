import { createContext, useContext, useMemo } from 'react';
import { remoteMessages, type I18n } from 'shared/i18n';
import { usePageLocale } from './app/page-locale';
import { messages as english } from './locales/en';

/**
 * The shell's own words (the layout, the failure areas, the 404, titles and the site's meta): English
 * with main.js, Hindi and Gujarati as chunks of their own (decision 055). An instance is made per
 * render (`words.i18nFor` in SiteFrame and on the server), never kept.
 */
export const words = remoteMessages(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
});

/**
 * The shell's instance for this render, provided by SiteFrame. A context of the shell's own, not
 * Lingui's provider: no remote's `useShellWords()` can ever read the shell's words, whatever copies of
 * Lingui a page loads.
 */
export const ShellWordsContext = createContext<I18n | null>(null);

/**
 * The shell's words in the page's language: `const { i18n } = useShellWords(); i18n._('nav.home')`.
 * A part of the layout rendered on its own (a test, a story) gets an instance for the page's language.
 */
export function useShellWords(): { readonly i18n: I18n } {
  const provided = useContext(ShellWordsContext);
  const locale = usePageLocale();
  const own = useMemo(() => (provided ? null : words.i18nFor(locale)), [provided, locale]);
  return { i18n: (provided ?? own)! };
}
