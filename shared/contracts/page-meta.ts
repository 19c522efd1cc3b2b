import type { ComponentType } from 'react';
import type { Locale } from './locale';
import type { PageProps } from './remotes';

// What an exposed page module may tell the shell's server besides rendering: the page's description
// for sharers and search engines, whether the requested item exists, and (for a detail page) every
// item it can show, for sitemap.xml. These are plain functions over the remote's own typed data, so
// the server answers them before it renders, and no page has to render to be described.

/**
 * How a detail page treats an id it does not know (spec: a course says so, news and blog go back).
 * A redirect's `to` is a path without a language prefix: the shell adds the page's prefix.
 */
export type UnknownItem =
  /** `itemTitle`: the page's own heading for it ('Course Not Found'), for the document title and previews. */
  { readonly status: 'not-found'; readonly itemTitle?: string } | { readonly status: 'redirect'; readonly to: string };

/** What sharers (Open Graph, Twitter) and search engines read about one page. */
export interface PageMeta {
  readonly status: 'ok';
  /** The item's own title on a detail page (the shell makes the document title from it); absent elsewhere. */
  readonly itemTitle?: string;
  /** One or two sentences, under 200 characters: the search result's snippet and the preview's text. */
  readonly description: string;
  /** Absolute URL of the preview image (an imported asset is absolute on the server), and its text. */
  readonly image?: { readonly url: string; readonly alt: string };
  /** 'article' for news and blog items, 'website' otherwise (Open Graph's og:type). */
  readonly kind: 'website' | 'article';
  /** ISO date (YYYY-MM-DD) an article was published. */
  readonly published?: string;
  /**
   * schema.org JSON-LD of the page's subject (a Course, a NewsArticle, a BlogPosting), without
   * `@context`; the shell adds the context, the URL and the site's Organization.
   */
  readonly structuredData?: Readonly<Record<string, unknown>>;
}

/** An item a detail page can show: one entry of sitemap.xml. */
export interface PageItem {
  readonly id: string;
  /** ISO date (YYYY-MM-DD) of its last change, when known. */
  readonly updated?: string;
}

/** The exports of an exposed page module. `describe` and `items` are optional: a page without them gets the site's description. */
export interface PageModule {
  readonly default: ComponentType<PageProps>;
  /** The page's meta for the route's params (`{ id }` on a detail page), or what to do with an unknown id. */
  readonly describe?: (params: Readonly<Record<string, string | undefined>>, locale?: Locale) => PageMeta | UnknownItem;
  /**
   * Loads what the page needs to render in a language (its message catalog, translated data) before
   * the shell renders or hydrates it, on the server and in the browser alike. Absent: nothing to load.
   * Never rejects for a known locale unless the remote's files cannot be fetched (the area's failure).
   */
  readonly prepare?: (locale: Locale) => Promise<void>;
  /** Every item of a detail page, for sitemap.xml. */
  readonly items?: () => readonly PageItem[];
}
