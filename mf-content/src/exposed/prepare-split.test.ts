/**
 * @jest-environment jsdom
 */
import { aboutIn, blogPostsIn, blogSummariesIn, coursesIn, newsArticlesIn, newsIn } from '../data/translations';
import { newsBodiesIn, postBodiesIn } from '../data/bodies';
import { newsSummaries } from '../data/news-articles';
import { blogPosts } from '../data/blog-posts';
import { blogDetailWords, blogWords } from '../features/blog';
import { courseWords } from '../features/courses';
import { homeWords } from '../features/home';
import { newsDetailWords, newsWords } from '../features/news';
import { prepare as prepareCourses } from './courses-page';
import { prepare as prepareNewsItem } from './news-detail-page';
import { prepare as prepareBlogPost } from './blog-detail-page';

// Issue 39's split: a page's `prepare` loads its own area's words and its own data modules in the
// language, nothing of another area, and a detail page only its own item's body and its own words,
// not its list's
// (mf-content/e2e/split.spec.ts checks the same in the browser). The steps run in order in one test:
// what a module has loaded stays loaded for the process. In a browser (this file's jsdom) `prepare`
// reads the address the document arrived with, as the shell calls it before hydrating.
it('prepares only its own words and data: /hi/courses no news or blog, /hi/news/1 no other article or any blog post', async () => {
  window.history.replaceState(null, '', '/hi/courses');
  await prepareCourses?.('hi');
  expect(coursesIn.resolve('hi').locale).toBe('hi');
  expect(courseWords.i18nFor('hi').locale).toBe('hi');
  for (const data of [newsIn, newsArticlesIn, blogPostsIn, blogSummariesIn, aboutIn]) expect(data.resolve('hi').locale).toBe('en');
  for (const words of [newsWords, blogWords, homeWords]) expect(words.i18nFor('hi').locale).toBe('en');
  expect(coursesIn.resolve('gu').locale).toBe('en');

  window.history.replaceState(null, '', '/hi/news/1');
  await prepareNewsItem?.('hi');
  expect(newsArticlesIn.resolve('hi').locale).toBe('hi');
  expect(newsDetailWords.i18nFor('hi').locale).toBe('hi');
  // The detail page's own words, not the list's search and sort words.
  expect(newsWords.i18nFor('hi').locale).toBe('en');
  expect(newsBodiesIn.get('hi', '1')).toMatch(/अररिया/u);
  // No other article's body, and not the list's module of every body.
  for (const { id } of newsSummaries.filter((summary) => summary.id !== '1')) expect(newsBodiesIn.get('hi', id)).toBeUndefined();
  expect(newsIn.resolve('hi').locale).toBe('en');
  expect(newsBodiesIn.get('gu', '1')).toBeUndefined();
  for (const data of [blogPostsIn, blogSummariesIn]) expect(data.resolve('hi').locale).toBe('en');
  expect(blogWords.i18nFor('hi').locale).toBe('en');

  window.history.replaceState(null, '', '/gu/blog/3');
  await prepareBlogPost?.('gu');
  expect(blogSummariesIn.resolve('gu').locale).toBe('gu');
  expect(blogDetailWords.i18nFor('gu').locale).toBe('gu');
  expect(blogWords.i18nFor('gu').locale).toBe('en');
  expect(postBodiesIn.get('gu', '3')).toMatch(/[\u0a80-\u0aff]/u);
  for (const { id } of blogPosts.filter((post) => post.id !== '3')) expect(postBodiesIn.get('gu', id)).toBeUndefined();
  expect(blogPostsIn.resolve('gu').locale).toBe('en');
});

it('loads no body for an address that names no item, and none in English', async () => {
  window.history.replaceState(null, '', '/hi/news/99');
  await prepareNewsItem?.('hi');
  window.history.replaceState(null, '', '/news/2');
  await prepareNewsItem?.('en');
  for (const { id } of newsSummaries.filter((summary) => summary.id !== '1')) expect(newsBodiesIn.get('hi', id)).toBeUndefined();
  expect(newsBodiesIn.has('hi', '99')).toBe(false);
  expect(newsBodiesIn.has('en', '2')).toBe(false);
});
