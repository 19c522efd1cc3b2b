import {
  catalogResource,
  prepareAll,
  wordsOf,
  type ArgumentReader,
  type Locale,
  type LocaleResource,
  type Messages,
  type Words,
} from 'shared/i18n';
import { messages as componentsEnglish } from './locales/en';

/** The words of src/components and src/lib (previous/next, the news card's link), which every page carries. */
const componentCatalog = catalogResource(componentsEnglish, {
  hi: () => import(/* webpackChunkName: "locale-hi.components" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.components" */ './locales/gu'),
});

/** A page's words: the shared components' catalog and its area's (one or a few), prepared together. */
export interface PageWords {
  readonly prepare: (locale: Locale) => Promise<void>;
  /** An instance in the language when every catalog of the page has it, else English; call after `prepare`. */
  readonly i18nFor: (locale: Locale | undefined) => Words;
  /** English, for a component rendered outside a page (a unit test, the standalone app). */
  readonly english: () => Words;
}

/** Makes a page's words from its areas' catalogs, read with `readers` beyond text and `{name}` (as `wordsOf`). */
export function pageWordsReading(readers: Readonly<Record<string, ArgumentReader>>) {
  return (...areas: readonly LocaleResource<Messages>[]): PageWords => {
    const catalogs = [componentCatalog, ...areas];
    const i18nFor = (locale: Locale | undefined): Words => {
      const asked = locale ?? 'en';
      const ready = catalogs.every((one) => one.resolve(asked).locale === asked) ? asked : 'en';
      return wordsOf(ready, Object.assign({}, ...catalogs.map((one) => one.get(ready))) as Messages, readers);
    };
    return { prepare: prepareAll(...catalogs), i18nFor, english: () => i18nFor('en') };
  };
}

/** The words of a page whose catalogs have text and `{name}` only: it carries no plural reader (a `{count, plural, …}` message would throw). */
export const plainPageWords = pageWordsReading({});
