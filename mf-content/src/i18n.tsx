import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { catalogResource, localeResource, prepareAll, type Locale, type LocaleResource, type Words as WordsIn } from 'shared/i18n';
import type * as EnglishData from './data/english';
import type { BlogCategory, BlogPost, Course, NewsSummary } from './data/types';
import { plainPageWords, type PageWords } from './page-words';

type Languages<T> = Readonly<Record<Exclude<Locale, 'en'>, () => Promise<T>>>;

/**
 * One catalog of mf-content's words (decision 055, one per page area since issue 39's split): its
 * English bundled where it is imported, Hindi and Gujarati loaded on demand as chunks of their own.
 * Each area writes `catalog(en, { hi: () => import('./locales/hi'), … })` in its `words.ts`, so a
 * page's chunk carries its own area's English and no other area's.
 */
export const catalog = catalogResource;

/**
 * A page's words, made by `pageWords(...areaCatalogs)` in an area's `words.ts` (./page-words.ts):
 * `plainPageWords` when its catalogs have text and `{name}` only, `pageWords` (./plural-words.ts) when
 * one has a `{count, plural, …}` message, so only those pages carry the plural reader.
 * `src/catalogs.test.ts` reads every message of every area's catalogs with its area's words.
 */
export { plainPageWords, type PageWords } from './page-words';
export { pageWords } from './plural-words';

/** The words of src/components: `useWords(componentWords)` there. */
export const componentWords = plainPageWords();

const PageWordsContext = createContext<WordsIn | null>(null);

/** Provides a page's words (its area's and the components') in its language to everything inside it. */
export function Words({
  words,
  locale,
  children,
}: {
  readonly words: PageWords;
  readonly locale: Locale | undefined;
  readonly children: ReactNode;
}) {
  const i18n = useMemo(() => words.i18nFor(locale), [words, locale]);
  return <PageWordsContext.Provider value={i18n}>{children}</PageWordsContext.Provider>;
}

/**
 * The page's words: `const { i18n } = useWords(newsWords); i18n._('news.search.label')`. Inside a
 * page (every exposed page wraps its tree in `Words`) they are the page's; a feature rendered on its
 * own reads its area's English.
 */
export function useWords(words: PageWords): { readonly i18n: WordsIn } {
  return { i18n: useContext(PageWordsContext) ?? words.english() };
}

/** The page's language, as its words were prepared (English until they are). */
export function useLocale(): Locale {
  return useContext(PageWordsContext)?.locale ?? 'en';
}

/** What a translation of the data gives: the English index's names and types, plus the blog's category labels. */
export type ContentData = { readonly [K in Exclude<keyof typeof EnglishData, Listed>]: Widen<(typeof EnglishData)[K]> } & {
  readonly blogPosts: readonly BlogPost[];
  readonly courses: readonly Course[];
  readonly newsSummaries: readonly NewsSummary[];
  readonly blogCategoryLabels: Readonly<Record<BlogCategory, string>>;
  readonly blogTagLabels: Readonly<Record<string, string>>;
};
/** The lists the English modules spell out `as const` (for their tests), read as their item types. */
type Listed = 'blogPosts' | 'courses' | 'newsSummaries';
/** A sentence's type is `string`, not the English sentence itself. */
type Widen<T> = T extends string ? string : T;

export type TranslatedData = LocaleResource<Partial<ContentData>>;
const translations: TranslatedData[] = [];

/**
 * One data module in Hindi and Gujarati, each a chunk of its own (`src/data/translations.ts` lists
 * them): a page prepares the modules it shows, so /hi/courses downloads no Hindi article. English is
 * `{}`: a component imports the English module it shows and asks `useData` for the translation.
 */
export function translatedData(load: Languages<Partial<ContentData>>): TranslatedData {
  const resource = localeResource<Partial<ContentData>>({}, load);
  translations.push(resource);
  return resource;
}

/** A page's `prepare`: its words and data in the language, before the shell renders or hydrates. */
export const preparePage = prepareAll;

/** A data export in a language (outside React: a page's `describe`); the English module's value when not translated or not prepared. */
export function dataIn<K extends keyof ContentData>(locale: Locale | undefined, key: K, englishValue: ContentData[K]): ContentData[K] {
  for (const resource of translations) {
    const value = resource.get(locale)[key];
    if (value !== undefined) return value as ContentData[K];
  }
  return englishValue;
}

/** A data export in the page's language: `const articles = useData('newsArticles', newsArticles)`. */
export function useData<K extends keyof ContentData>(key: K, englishValue: ContentData[K]): ContentData[K] {
  return dataIn(useLocale(), key, englishValue);
}
