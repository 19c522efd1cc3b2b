import type { HtmlBody } from '../lib/clean-html';
import { blogPosts } from './blog-posts';
import { newsContent } from './news-content';

/**
 * Every piece of HTML the site renders as HTML (through `CheckedHtml`): the news bodies and the blog
 * posts. The build checks each of them (`scripts/check-html.ts`); HTML rendered from anywhere else
 * would not be checked, so a new source of HTML is added here.
 */
export const htmlBodies: readonly HtmlBody[] = [
  ...Object.entries(newsContent).map(([id, html]) => ({ name: `news article ${id} (src/data/news-content.ts)`, html })),
  ...blogPosts.map((post) => ({ name: `blog post ${post.id} (src/data/blog-posts.ts)`, html: post.content })),
];
