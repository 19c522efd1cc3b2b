import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { localeResource, prepareAll, remoteMessages, type I18n, type Locale } from 'shared/i18n';
import type * as EnglishData from './data/english';
import type { BlogCategory, BlogPost, Course, NewsSummary } from './data/types';
import { messages as english } from './locales/en';

/** mf-content's words: English with the page, Hindi and Gujarati as chunks of their own (decision 055). */
export const words = remoteMessages(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
});

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

/**
 * The translated data. English is `{}`: a component imports the English module it shows and asks
 * `useData` for the translation, so an English page's chunk carries only its own data and no
 * translation; a language (or a module of it) not there yet is English.
 */
const translations = localeResource<Partial<ContentData>>(
  {},
  {
    hi: () => import(/* webpackChunkName: "locale-hi" */ './data/locales/hi'),
    // The Gujarati index groups its modules by file (`export * as about`): one level is laid flat here.
    gu: () =>
      import(/* webpackChunkName: "locale-gu" */ './data/locales/gu').then((gu): Partial<ContentData> => ({
        ...gu.about,
        ...gu.anganwadi,
        ...gu.blogPosts,
        ...gu.courses,
        ...gu.home,
        ...gu.impact,
        ...gu.labs,
        ...gu.legal,
        ...gu.newsArticles,
        ...gu.newsContent,
        ...gu.news,
        ...gu.platform,
        ...gu.privacy,
        ...gu.programmes,
      })),
  },
);

/** Every page's `prepare`: its words and its data in the language, before the shell renders or hydrates. */
export const preparePage = prepareAll(words, translations);

/** A data export in a language (outside React: a page's `describe`); the English module's value when not translated. */
export function dataIn<K extends keyof ContentData>(locale: Locale | undefined, key: K, englishValue: ContentData[K]): ContentData[K] {
  return translations.get(locale)[key] ?? englishValue;
}

const englishWords = { i18n: words.i18nFor('en') };

/**
 * The page's words: `const { i18n } = useWords(); i18n._('news.search.label')`. Inside a page (every
 * exposed page wraps its tree in `words.Words`) they are the page's language; a feature rendered on
 * its own (a unit test, the standalone app) reads English.
 */
export function useWords(): { readonly i18n: I18n } {
  return useContext(LinguiContext) ?? englishWords;
}

/** The page's language, as its words were prepared (English until they are). */
export function useLocale(): Locale {
  return useWords().i18n.locale as Locale;
}

/** The blog's categories and tags as the page's language names them (the values in URLs stay English). */
export function useBlogLabels(): { readonly category: (value: BlogCategory) => string; readonly tag: (value: string) => string } {
  const locale = useLocale();
  const categories = translations.get(locale).blogCategoryLabels;
  const tags = translations.get(locale).blogTagLabels;
  return { category: (value) => categories?.[value] ?? value, tag: (value) => tags?.[value] ?? value };
}

/** A data export in the page's language: `const articles = useData('newsArticles', newsArticles)`. */
export function useData<K extends keyof ContentData>(key: K, englishValue: ContentData[K]): ContentData[K] {
  return dataIn(useLocale(), key, englishValue);
}
