import type { PageItem, PageMeta, PageModule } from 'shared/contracts';
import type { Dated } from './collections';

/** The `describe` and `items` exports of an exposed page module, as the contract types them. */
export type DescribePage = NonNullable<PageModule['describe']>;
export type ListItems = NonNullable<PageModule['items']>;

/** A page that is not an article: its own introduction as the description, and its picture if it has one. */
export function websiteMeta(description: string, image?: PageMeta['image']): PageMeta {
  return image ? { status: 'ok', kind: 'website', description, image } : { status: 'ok', kind: 'website', description };
}

/** What an article page (a news item, a blog post) reads of its item. */
export interface ArticleFields extends Dated {
  readonly title: string;
  readonly excerpt: string;
  readonly coverImage: string;
  readonly coverAlt: string;
}

/**
 * An article's page: its title, summary, cover and date, and a schema.org subject of `type` with what
 * the feature adds to it (a post's author).
 */
export function articleMeta(article: ArticleFields, type: string, more: Readonly<Record<string, unknown>> = {}): PageMeta {
  return {
    status: 'ok',
    itemTitle: article.title,
    description: article.excerpt,
    image: { url: article.coverImage, alt: article.coverAlt },
    kind: 'article',
    published: article.date,
    structuredData: {
      '@type': type,
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      image: article.coverImage,
      ...more,
    },
  };
}

/** Every article page, for sitemap.xml, dated by publication (the data records no later change). */
export function articleItems(articles: readonly Dated[]): PageItem[] {
  return articles.map(({ id, date }) => ({ id, updated: date }));
}
