import type { HtmlBody } from '../../../lib/clean-html';
import { blogPosts } from './blog-posts';
import { newsContent } from './news-content';

/** The Gujarati news and blog bodies, for the same build check as the English ones (data/html-bodies.ts). */
export const htmlBodies: readonly HtmlBody[] = [
  ...Object.entries(newsContent).map(([id, html]) => ({ name: `news article ${id} (src/data/locales/gu/news-bodies/${id}.ts)`, html })),
  ...blogPosts.map((post) => ({ name: `blog post ${post.id} (src/data/locales/gu/post-bodies/${post.id}.ts)`, html: post.content })),
];
