import { missingItemRedirect } from '../../components/not-found-notice';
import type { PageItem, PageMeta, UnknownItem } from 'shared/contracts';
import { blogPosts } from '../../data/blog-posts';
import { findById } from '../../lib/collections';
import { articleItems, articleMeta } from '../../lib/article-meta';
import { websiteMeta } from '../../lib/page-meta';
import { pages } from '../../exposed/pages';

export const BLOG_INTRO = 'Ideas and guides on robotics, coding, competitions and STEM teaching from our mentors.';

export const blogListMeta = websiteMeta(BLOG_INTRO);

/**
 * /blog/:id: the title, summary, cover and date, and a schema.org BlogPosting with its author. An
 * unknown id goes back to the list, as the page does.
 */
export function describeBlogPost(id: string | undefined): PageMeta | UnknownItem {
  const post = findById(blogPosts, id);
  if (!post) return missingItemRedirect(pages.blog.href());
  return articleMeta(post, 'BlogPosting', { author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role } });
}

/** Every post page, for sitemap.xml. */
export function blogItems(): PageItem[] {
  return articleItems(blogPosts);
}
