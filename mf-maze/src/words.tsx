import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale, Words as WordsIn } from 'shared/i18n';
import { words } from './i18n';
import { ENGLISH } from './features/maze-engine';

/**
 * The maze's words for this render, provided by `Words`. A context of mf-maze's own, not Lingui's
 * provider nor one shared through federation: no other team's words can ever read the maze's, and the
 * maze's never read theirs, whatever copies of a library a page loads.
 */
const MazeWordsContext = createContext<WordsIn | null>(null);

/** Provides the maze's words in `locale` (prepared first with `words.prepare`; English until then) to everything inside. */
export function Words({ locale, children }: { readonly locale: Locale | undefined; readonly children: ReactNode }) {
  const i18n = useMemo(() => words.i18nFor(locale), [locale]);
  return <MazeWordsContext.Provider value={i18n}>{children}</MazeWordsContext.Provider>;
}

/**
 * The maze's words in the language of the nearest `Words`: `const { i18n } = useWords();
 * i18n._('game.reset')`. A part rendered on its own (a unit test) reads English.
 */
export function useWords(): { readonly i18n: WordsIn } {
  return { i18n: useContext(MazeWordsContext) ?? ENGLISH };
}
