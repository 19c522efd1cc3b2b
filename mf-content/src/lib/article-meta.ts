import { LOCALE_TAGS, type Locale, type PageItem, type PageMeta } from 'shared/contracts';
import type { Dated } from './collections';

// Apart from page-meta.ts because webpack keeps a shared module's used exports in every page's copy
// of it: beside websiteMeta these helpers rode along in all fifteen pages, not just the two articles.

/** What an article page (a news item, a blog post) reads of its item. */
export interface ArticleFields extends Dated {
  readonly title: string;
  readonly excerpt: string;
  readonly coverImage: string;
  readonly coverAlt: string;
}

/** The schema.org type of each kind of article. */
const SCHEMA_TYPES = { news: 'NewsArticle', blog: 'BlogPosting' } as const;

/**
 * An article's page: its title, summary, cover and date, and a schema.org subject of its kind's type with what
 * the feature adds to it (a post's author).
 */
export function articleMeta(
  article: ArticleFields,
  kind: keyof typeof SCHEMA_TYPES,
  more: Readonly<Record<string, unknown>> = {},
  locale?: Locale,
): PageMeta {
  return {
    status: 'ok',
    itemTitle: article.title,
    description: article.excerpt,
    image: { url: article.coverImage, alt: article.coverAlt },
    kind: 'article',
    published: article.date,
    structuredData: {
      '@type': SCHEMA_TYPES[kind],
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      image: article.coverImage,
      ...more,
      // A translated page says its language; the English pages' JSON-LD stays as it was.
      ...(locale && locale !== 'en' ? { inLanguage: LOCALE_TAGS[locale] } : {}),
    },
  };
}

/** Every article page, for sitemap.xml, dated by publication (the data records no later change). */
export function articleItems(articles: readonly Dated[]): PageItem[] {
  return articles.map(({ id, date }) => ({ id, updated: date }));
}
