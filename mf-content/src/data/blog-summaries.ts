import { blogPosts } from './blog-posts';
import type { BlogSummary } from './types';

/**
 * The posts without their bodies: what the blog's cards, previous/next and the sitemap show. Its own
 * module, as the Hindi and Gujarati headlines are (locales/{hi,gu}/blog-summaries.ts), whose shape it is.
 */
export const blogSummaries: readonly BlogSummary[] = blogPosts.map(({ content: _body, ...summary }) => summary);
