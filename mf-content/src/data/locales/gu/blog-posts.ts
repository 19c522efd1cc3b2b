import type { BlogPost } from '../../types';
import { blogSummaries } from './blog-summaries';
import { content as post1 } from './post-bodies/1';
import { content as post2 } from './post-bodies/2';
import { content as post3 } from './post-bodies/3';
import { content as post4 } from './post-bodies/4';
import { content as post5 } from './post-bodies/5';

/**
 * Bodies of the posts in Gujarati, by id: the English bodies' tags, attributes and links, only the text
 * translated. Each is a module of its own in post-bodies/, which the post's page loads alone
 * (src/data/translations.ts); this record of them all is what the blog list searches.
 */
export const postContent: Readonly<Record<string, string>> = {
  '1': post1,
  '2': post2,
  '3': post3,
  '4': post4,
  '5': post5,
};

/** The five posts in Gujarati with their bodies, for the blog list's search and the knowledge. */
export const blogPosts: readonly BlogPost[] = blogSummaries.map((post) => ({ ...post, content: postContent[post.id] ?? '' }));
