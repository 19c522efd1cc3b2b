// The detail page's meta, apart from the list's (./blog-meta.ts), whose words the detail page does not carry.
import { missingItemRedirect } from '../../components/not-found-notice';
import type { Locale, PageItem, PageMeta, UnknownItem } from 'shared/contracts';
import { blogSummaries } from '../../data/blog-summaries';
import { dataIn } from '../../i18n';
import { findById } from '../../lib/collections';
import { articleItems, articleMeta } from '../../lib/article-meta';
import { pages } from '../../exposed/pages';

/**
 * /blog/:id: the title, summary, cover and date, and a schema.org BlogPosting with its author. An
 * unknown id goes back to the list, as the page does.
 */
export function describeBlogPost(id: string | undefined, locale?: Locale): PageMeta | UnknownItem {
  const post = findById(dataIn(locale, 'blogSummaries', blogSummaries), id);
  if (!post) return missingItemRedirect(pages.blog.href());
  return articleMeta(post, 'blog', { author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role } }, locale);
}

/** Every post page, for sitemap.xml. */
export function blogItems(): PageItem[] {
  return articleItems(blogSummaries);
}
