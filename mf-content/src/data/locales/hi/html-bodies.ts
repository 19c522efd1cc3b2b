import type { HtmlBody } from '../../../lib/clean-html';
import { blogPosts } from './blog-posts';
import { newsContent } from './news-content';

/**
 * Every piece of Hindi HTML the site renders as HTML: the news bodies and the blog posts, for the same
 * sanitiser check as the English ones (data/html-bodies.ts; hi.test.ts runs it).
 */
export const htmlBodies: readonly HtmlBody[] = [
  ...Object.entries(newsContent).map(([id, html]) => ({
    name: `news article ${id} in Hindi (src/data/locales/hi/news-bodies/${id}.ts)`,
    html,
  })),
  ...blogPosts.map((post) => ({
    name: `blog post ${post.id} in Hindi (src/data/locales/hi/post-bodies/${post.id}.ts)`,
    html: post.content,
  })),
];
