import { createContext, useContext, useMemo } from 'react';
import { catalogWords, type Words } from 'shared/i18n';
import { messages as english } from './locales/en';

/**
 * mf-chat's words (the widget's and the gateway's): English with the widget, Hindi and Gujarati as
 * chunks of their own (decision 055). Read from Lingui's compiled catalogs by shared/i18n's reader,
 * not Lingui's runtime (about 2.5 KiB gzip off the widget; issue 39 allows +3 KiB for an English
 * page's i18n); `i18n.test.ts` holds every message of the three catalogs to Lingui's own output. An
 * instance is made per render (`words.i18nFor` in ChatAssistant, per answer in the gateway), never kept.
 */
export const words = catalogWords(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
});

/**
 * The widget's instance for this render, provided by ChatAssistant. A context of mf-chat's own, not
 * Lingui's provider: the widget never reads the shell's or another remote's words, whatever copies of
 * a library a page loads.
 */
export const ChatWordsContext = createContext<Words | null>(null);

/**
 * The widget's words in the page's language: `const { i18n } = useChatWords(); i18n._('form.send')`.
 * A part of the widget rendered on its own (a test) reads English.
 */
export function useChatWords(): { readonly i18n: Words } {
  const provided = useContext(ChatWordsContext);
  const english = useMemo(() => (provided ? null : words.i18nFor('en')), [provided]);
  return { i18n: (provided ?? english)! };
}
