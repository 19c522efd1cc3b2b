import type { LabAnchor } from 'shared/site';

/** A news article, the spec's "News article" entity. `content` is HTML, checked by the build (data/html-bodies.ts). */
export interface NewsArticle {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  readonly excerpt: string;
  /** URL of the cover image (a local asset). */
  readonly coverImage: string;
  readonly coverAlt: string;
  /** HTML, checked by the build (data/html-bodies.ts). */
  readonly content: string;
  readonly featured: boolean;
}

/** What lists, cards and the sitemap need: the article without its body, so they never download bodies. */
export type NewsSummary = Omit<NewsArticle, 'content'>;

export const BLOG_CATEGORIES = ['Robotics', 'Education', 'Competitions', 'Programming', 'AI in Education'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogAuthor {
  readonly name: string;
  readonly role: string;
  readonly bio: string;
}

/** A post without its body: what the blog's cards, previous/next and the sitemap show. */
export type BlogSummary = Omit<BlogPost, 'content'>;

export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly author: BlogAuthor;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly category: BlogCategory;
  readonly excerpt: string;
  readonly coverImage: string;
  readonly coverAlt: string;
  /** HTML, checked by the build (data/html-bodies.ts). */
  readonly content: string;
  readonly tags: readonly string[];
}

export interface Course {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Paragraphs of the detail page's overview. */
  readonly overview: readonly string[];
  readonly outcomes: readonly string[];
  readonly image: string;
  readonly imageAlt: string;
  /** Grade range as text, e.g. "3-5". */
  readonly grade: string;
  /** Price in rupees. */
  readonly price: number;
  readonly instructor: string;
  readonly rating: number;
  readonly reviews: number;
  readonly duration: string;
  readonly lessons: number;
}

export interface Lab {
  readonly anchor: LabAnchor;
  readonly name: string;
  readonly summary: string;
  /** What students learn there, one skill per item. */
  readonly teaches: readonly string[];
  readonly grades: string;
  readonly image: string;
  readonly imageAlt: string;
}

/** A place where labs run today (the /labs page; articles link to /labs#araria). */
export interface LabLocation {
  readonly anchor: string;
  readonly name: string;
  readonly state: string;
  readonly since: string;
  readonly schools: number;
  readonly students: number;
  readonly labs: readonly string[];
  readonly story: string;
}

export interface Illustrated {
  readonly image: string;
  readonly imageAlt: string;
}
