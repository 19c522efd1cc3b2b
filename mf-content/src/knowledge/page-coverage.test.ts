/**
 * @jest-environment node
 */
import { createElement } from 'react';
import type { Locale } from 'shared/contracts';
import { exposedPages, renderOnServer, type ElementFactory } from 'shared/test/server-render';
import { knowledgeOfPage, missingClaims, visibleText } from 'shared/knowledge';
import { pages } from '../exposed/pages';
import { courses } from '../data/courses';
import { newsSummaries } from '../data/news-articles';
import { blogPosts } from '../data/blog-posts';
import { knowledgeFile } from './site-knowledge';

// Every page a visitor can open, in each language, rendered as the shell's server renders it: each
// number, price, range and date it shows must be in the knowledge the chat assistant answers from in
// that language (the English file, or its Hindi or Gujarati translation), in an entry or fact whose
// source is that page (so the answer can name it). A figure only a Hindi page shows, or one the Hindi
// knowledge lost, fails here for Hindi.
jest.setTimeout(240_000);

const { arrived, element, load } = exposedPages('mf_content', pages, (file) => import(`../exposed/${file}`));
const file = knowledgeFile();
const OVERVIEWS = new Set([pages.home.path, pages.sitemap.path]);

/** The knowledge the assistant answers from in a language. */
function knowledgeIn(locale: Locale) {
  if (locale === 'en') return file;
  const translated = file.translations.find((set) => set.locale === locale);
  if (!translated) throw new Error(`The knowledge has no "${locale}" translation`);
  return translated;
}

/** The page as the shell renders it in a language: its `prepare(locale)` first, then `locale` in its props. */
function elementIn(module: string, locale: Locale): ElementFactory {
  if (locale === 'en') return element(module);
  return async () => {
    const page = await load(module)();
    await page.prepare?.(locale);
    return createElement(page.default, { ...arrived, locale });
  };
}

/**
 * Numbers a page shows that are no fact to answer from: the spec's inert comments heading, "Comments
 * (0)", under every post. Every other number, range and date comes from the pages' data, so the
 * knowledge is generated from it.
 */
const NOT_FACTS: Record<string, readonly string[]> = {
  ...Object.fromEntries(blogPosts.map((post) => [pages.blogPost.href(post.id), ['number 0']])),
};

type Url = [url: string, module: string, path: string, section: string];
type Row = [locale: Locale, ...Url];
const urls: Url[] = [
  ...Object.values(pages)
    .filter((page) => !page.detail)
    .map((page): Url => [page.path, page.module, page.path, page.path]),
  ...courses.map((c): Url => [pages.course.href(c.id), pages.course.module, pages.course.path, pages.courses.path]),
  ...newsSummaries.map((n): Url => [pages.newsItem.href(n.id), pages.newsItem.module, pages.newsItem.path, pages.news.path]),
  ...blogPosts.map((b): Url => [pages.blogPost.href(b.id), pages.blogPost.module, pages.blogPost.path, pages.blog.path]),
];
const LOCALES: readonly Locale[] = ['en', 'hi', 'gu'];
const rows: Row[] = LOCALES.flatMap((locale) => urls.map((row): Row => [locale, ...row]));

// A detail page also lists its neighbours ("More News"): its section's knowledge counts.
it.each(rows)('%s %s shows no number, range or date the knowledge in its language lacks', async (locale, url, module, path, section) => {
  const html = await renderOnServer(elementIn(module, locale), { url, path });
  if (locale !== 'en') expect(html).toMatch(locale === 'hi' ? /[\u0900-\u097f]/u : /[\u0a80-\u0aff]/u);
  const text = visibleText(html);
  expect(text.length).toBeGreaterThan(100);
  // The home page and the sitemap show other pages' facts, each linked to its page: the whole file.
  const knowledge = knowledgeIn(locale);
  const missing = missingClaims(text, OVERVIEWS.has(url) ? knowledge : knowledgeOfPage(knowledge, url, section));
  expect(missing).toEqual(NOT_FACTS[url] ?? []);
});
