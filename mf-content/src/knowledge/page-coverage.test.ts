/**
 * @jest-environment node
 */
import { exposedPages, renderOnServer } from 'shared/test/server-render';
import { knowledgeOfPage, missingClaims, visibleText } from 'shared/knowledge';
import { pages } from '../exposed/pages';
import { courses } from '../data/courses';
import { newsSummaries } from '../data/news-articles';
import { blogPosts } from '../data/blog-posts';
import { knowledgeFile } from './site-knowledge';

// Every page a visitor can open, rendered as the shell's server renders it: each number, price, range
// and date it shows must be in the knowledge the chat assistant answers from, in an entry or fact whose
// source is that page (so the answer can name it).
jest.setTimeout(120_000);

const { element } = exposedPages('mf_content', pages, (file) => import(`../exposed/${file}`));
const file = knowledgeFile();
const OVERVIEWS = new Set([pages.home.path, pages.sitemap.path]);

/**
 * Numbers a page shows that are no fact to answer from: the spec's inert comments heading, "Comments
 * (0)", under every post. Every other number, range and date comes from the pages' data, so the
 * knowledge is generated from it.
 */
const NOT_FACTS: Record<string, readonly string[]> = {
  ...Object.fromEntries(blogPosts.map((post) => [pages.blogPost.href(post.id), ['number 0']])),
};

type Row = [url: string, module: string, path: string, section: string];
const urls: Row[] = [
  ...Object.values(pages)
    .filter((page) => !page.detail)
    .map((page): Row => [page.path, page.module, page.path, page.path]),
  ...courses.map((c): Row => [pages.course.href(c.id), pages.course.module, pages.course.path, pages.courses.path]),
  ...newsSummaries.map((n): Row => [pages.newsItem.href(n.id), pages.newsItem.module, pages.newsItem.path, pages.news.path]),
  ...blogPosts.map((b): Row => [pages.blogPost.href(b.id), pages.blogPost.module, pages.blogPost.path, pages.blog.path]),
];

// A detail page also lists its neighbours ("More News"): its section's knowledge counts.
it.each(urls)('%s shows no number, range or date the knowledge lacks', async (url, module, path, section) => {
  const text = visibleText(await renderOnServer(element(module), { url, path }));
  expect(text.length).toBeGreaterThan(100);
  // The home page and the sitemap show other pages' facts, each linked to its page: the whole file.
  const missing = missingClaims(text, OVERVIEWS.has(url) ? file : knowledgeOfPage(file, url, section));
  expect(missing).toEqual(NOT_FACTS[url] ?? []);
});
