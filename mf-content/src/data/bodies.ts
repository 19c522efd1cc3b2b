import { useEffect, useState } from 'react';
import { splitLocalePath, type Locale } from 'shared/contracts';
import { useLocale } from '../i18n';
import { pages } from '../exposed/pages';

// The bodies of the news articles and blog posts in Hindi and Gujarati, a chunk per item and language,
// in a module only the two detail pages import: its 32 loaders would otherwise weigh on other pages'
// chunks. Each chunk is named `locale-hi.news-3`, `locale-gu.post-2`:
// the bench counts `locale-*` chunks as the language's, not in the English federated total.

/** One item's body (a news article's, a blog post's) in a language: a chunk of its own per item. */
type BodyLoads = Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, () => Promise<{ readonly content: string }>>>>>;

/**
 * The Hindi and Gujarati bodies of a detail page's items, one chunk per item and language
 * (`locale-hi.news-3`), so /hi/news/1 downloads no other article's body. The page's `prepare(locale)`
 * runs once per language, not per item (the shell keeps a prepared module), so it loads the body of
 * the item the address names, which the document arrived with and hydrates with; on the server, which
 * renders any item, every body. An item reached later in the browser loads its body as it opens
 * (`useBody`), under the page's spinner.
 */
export interface TranslatedBodies {
  readonly prepare: (locale: Locale) => Promise<void>;
  /** Loads one item's body in a language; an id without a body (none, or English) has nothing to load. */
  readonly load: (locale: Locale, id: string) => Promise<void>;
  /** The item's body in the language once loaded; `undefined` before (or for an item it has none of). */
  readonly get: (locale: Locale, id: string) => string | undefined;
  /** Whether the item has a translated body to load in the language. */
  readonly has: (locale: Locale, id: string) => boolean;
}

export function translatedBodies(href: (id: string) => string, loads: BodyLoads): TranslatedBodies {
  const bodies = new Map<string, string>();
  const pending = new Map<string, Promise<void>>();
  const loaderOf = (locale: Locale, id: string) =>
    locale === 'en' ? undefined : Object.hasOwn(loads[locale], id) ? loads[locale][id] : undefined;
  const load = (locale: Locale, id: string): Promise<void> => {
    const key = `${locale}/${id}`;
    const loader = loaderOf(locale, id);
    if (!loader || bodies.has(key)) return Promise.resolve();
    const started =
      pending.get(key) ??
      loader().then(
        (module) => {
          bodies.set(key, module.content);
          pending.delete(key);
        },
        (error: unknown) => {
          // Forgotten, not cached: the area's Try again loads it afresh.
          pending.delete(key);
          throw error;
        },
      );
    pending.set(key, started);
    return started;
  };
  return {
    load,
    get: (locale, id) => bodies.get(`${locale}/${id}`),
    has: (locale, id) => loaderOf(locale, id) !== undefined,
    async prepare(locale) {
      if (locale === 'en') return;
      const ids = Object.keys(loads[locale]);
      if (typeof document === 'undefined') {
        await Promise.all(ids.map((id) => load(locale, id)));
        return;
      }
      const { path } = splitLocalePath(location.pathname);
      const shown = ids.find((id) => href(id) === path);
      if (shown !== undefined) await load(locale, shown);
    },
  };
}

/**
 * The body of the item `id` in the page's language: `english` on an English page (or for an item
 * without a translation), the translation once its chunk is in, `undefined` while it loads (show the
 * spinner). A chunk that cannot be fetched is the area's failure (its Try again), as a page's is.
 */
export function useBody(bodies: TranslatedBodies, id: string | undefined, english: string | undefined): string | undefined {
  const locale = useLocale();
  const translated = id !== undefined && bodies.has(locale, id);
  const body = translated ? bodies.get(locale, id) : english;
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null);
  useEffect(() => {
    if (!translated || body !== undefined) return;
    let current = true;
    bodies.load(locale, id).then(
      () => current && setLoaded((count) => count + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [bodies, locale, id, translated, body]);
  if (failure) throw failure.error;
  return body;
}

/** Each article's body alone : the article's page loads its own, not the others'. */
export const newsBodiesIn = translatedBodies(pages.newsItem.href, {
  hi: {
    '1': () => import(/* webpackChunkName: "locale-hi.news-1" */ './locales/hi/news-bodies/1'),
    '2': () => import(/* webpackChunkName: "locale-hi.news-2" */ './locales/hi/news-bodies/2'),
    '3': () => import(/* webpackChunkName: "locale-hi.news-3" */ './locales/hi/news-bodies/3'),
    '4': () => import(/* webpackChunkName: "locale-hi.news-4" */ './locales/hi/news-bodies/4'),
    '5': () => import(/* webpackChunkName: "locale-hi.news-5" */ './locales/hi/news-bodies/5'),
    '6': () => import(/* webpackChunkName: "locale-hi.news-6" */ './locales/hi/news-bodies/6'),
    '7': () => import(/* webpackChunkName: "locale-hi.news-7" */ './locales/hi/news-bodies/7'),
    '8': () => import(/* webpackChunkName: "locale-hi.news-8" */ './locales/hi/news-bodies/8'),
    '9': () => import(/* webpackChunkName: "locale-hi.news-9" */ './locales/hi/news-bodies/9'),
    '10': () => import(/* webpackChunkName: "locale-hi.news-10" */ './locales/hi/news-bodies/10'),
    '11': () => import(/* webpackChunkName: "locale-hi.news-11" */ './locales/hi/news-bodies/11'),
  },
  gu: {
    '1': () => import(/* webpackChunkName: "locale-gu.news-1" */ './locales/gu/news-bodies/1'),
    '2': () => import(/* webpackChunkName: "locale-gu.news-2" */ './locales/gu/news-bodies/2'),
    '3': () => import(/* webpackChunkName: "locale-gu.news-3" */ './locales/gu/news-bodies/3'),
    '4': () => import(/* webpackChunkName: "locale-gu.news-4" */ './locales/gu/news-bodies/4'),
    '5': () => import(/* webpackChunkName: "locale-gu.news-5" */ './locales/gu/news-bodies/5'),
    '6': () => import(/* webpackChunkName: "locale-gu.news-6" */ './locales/gu/news-bodies/6'),
    '7': () => import(/* webpackChunkName: "locale-gu.news-7" */ './locales/gu/news-bodies/7'),
    '8': () => import(/* webpackChunkName: "locale-gu.news-8" */ './locales/gu/news-bodies/8'),
    '9': () => import(/* webpackChunkName: "locale-gu.news-9" */ './locales/gu/news-bodies/9'),
    '10': () => import(/* webpackChunkName: "locale-gu.news-10" */ './locales/gu/news-bodies/10'),
    '11': () => import(/* webpackChunkName: "locale-gu.news-11" */ './locales/gu/news-bodies/11'),
  },
});

/** Each post's body alone : the post's page loads its own, not the others'. */
export const postBodiesIn = translatedBodies(pages.blogPost.href, {
  hi: {
    '1': () => import(/* webpackChunkName: "locale-hi.post-1" */ './locales/hi/post-bodies/1'),
    '2': () => import(/* webpackChunkName: "locale-hi.post-2" */ './locales/hi/post-bodies/2'),
    '3': () => import(/* webpackChunkName: "locale-hi.post-3" */ './locales/hi/post-bodies/3'),
    '4': () => import(/* webpackChunkName: "locale-hi.post-4" */ './locales/hi/post-bodies/4'),
    '5': () => import(/* webpackChunkName: "locale-hi.post-5" */ './locales/hi/post-bodies/5'),
  },
  gu: {
    '1': () => import(/* webpackChunkName: "locale-gu.post-1" */ './locales/gu/post-bodies/1'),
    '2': () => import(/* webpackChunkName: "locale-gu.post-2" */ './locales/gu/post-bodies/2'),
    '3': () => import(/* webpackChunkName: "locale-gu.post-3" */ './locales/gu/post-bodies/3'),
    '4': () => import(/* webpackChunkName: "locale-gu.post-4" */ './locales/gu/post-bodies/4'),
    '5': () => import(/* webpackChunkName: "locale-gu.post-5" */ './locales/gu/post-bodies/5'),
  },
});
