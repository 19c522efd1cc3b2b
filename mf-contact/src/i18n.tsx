import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { catalogWords, type ArgumentReader, type CatalogModule, type Locale, type Messages, type Words } from 'shared/i18n';
import { messages as formEnglish } from './locales/en';

type Languages = Readonly<Record<Exclude<Locale, 'en'>, () => Promise<CatalogModule>>>;

/** The forms' shared words (src/locales) in Hindi and Gujarati, one chunk a language whichever page asks. */
const formLanguages: Languages = {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
};

/** A page area's words: `prepare` before rendering in a language, `i18nFor` outside React, `Words` around the page. */
export interface PageWords {
  /** Loads the area's and the forms' shared catalogs in a language (chunks of their own); the page's `prepare` includes it. */
  readonly prepare: (locale: Locale) => Promise<void>;
  /** The words in a language, made per call and never kept (a page's `describe`, a form's check); English until prepared. */
  readonly i18nFor: (locale: Locale | undefined) => Words;
  /** Provides the words in the page's language to everything inside the page (`useWords()`). */
  readonly Words: (props: { readonly locale: Locale | undefined; readonly children: ReactNode }) => ReactNode;
}

/**
 * The page's words for this render: a context of mf-contact's own, never Lingui's provider or one
 * shared through federation, so no other package's words (or copy of a library) can be read here.
 */
const PageWordsContext = createContext<Words | null>(null);

/**
 * A page area's words (issue 39, point 4; one catalog per area, as mf-content's): the area's own
 * catalog joined to the forms' shared one (src/locales). What the forms' checks say is not here: it
 * comes with each check (contract/words.ts, decision 067). Each area writes
 * `pageWords(en, { hi: () => import('./locales/hi'), … })` in its `words.ts`, so a page's chunk
 * carries its own area's English and no other area's, and a page in Hindi or Gujarati loads the
 * shared chunk (`locale-hi`) and its area's (`locale-hi.<area>`), never another area's.
 *
 * Read by shared/i18n's small catalog reader, not Lingui's runtime (about 2.3 KiB gzip of each page's
 * chunk; issue 39 allows +3 KiB for an English page's whole i18n): text and `{name}`, and plurals for
 * an area that passes `{ plural }` as `readers`. `i18n.test.ts` holds every message of the package's
 * catalogs, in the three languages, to Lingui's own output.
 */
export function pageWords(english: Messages, load: Languages, readers: Readonly<Record<string, ArgumentReader>> = {}): PageWords {
  const both = (language: Exclude<Locale, 'en'>) => () =>
    Promise.all([formLanguages[language](), load[language]()]).then(([forms, area]) => ({
      messages: { ...forms.messages, ...area.messages },
    }));
  const page = catalogWords({ ...formEnglish, ...english }, { hi: both('hi'), gu: both('gu') }, readers);
  function Words({ locale, children }: { readonly locale: Locale | undefined; readonly children: ReactNode }) {
    const i18n = useMemo(() => page.i18nFor(locale), [locale]);
    return <PageWordsContext.Provider value={i18n}>{children}</PageWordsContext.Provider>;
  }
  return { ...page, Words };
}

/**
 * The words of the page this component is in, in its language: `const { i18n } = useWords();
 * i18n._('form.email')`. Every exposed page (and `renderWithWords` in tests) wraps its tree in its
 * area's `Words`; a component rendered outside one is a mistake in the code, said as such.
 */
export function useWords(): { readonly i18n: Words } {
  const i18n = useContext(PageWordsContext);
  if (!i18n) throw new Error("mf-contact: useWords() outside a page's Words");
  return { i18n };
}
