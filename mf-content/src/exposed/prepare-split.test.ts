/**
 * @jest-environment node
 */
import { aboutIn, blogPostsIn, coursesIn, newsArticlesIn, newsIn } from '../data/translations';
import { blogWords } from '../features/blog';
import { courseWords } from '../features/courses';
import { homeWords } from '../features/home';
import { newsWords } from '../features/news';
import { prepare as prepareCourses } from './courses-page';
import { prepare as prepareNewsItem } from './news-detail-page';

// Issue 39's split: a page's `prepare` loads its own area's words and its own data modules in the
// language, nothing of another area (mf-content/e2e/split.spec.ts checks the same in the browser).
// Both steps run in order in one test: what a module has loaded stays loaded for the process.
it('prepares only its own words and data: /hi/courses no news or blog, /hi/news/1 no blog post', async () => {
  await prepareCourses?.('hi');
  expect(coursesIn.resolve('hi').locale).toBe('hi');
  expect(courseWords.i18nFor('hi').locale).toBe('hi');
  for (const data of [newsIn, newsArticlesIn, blogPostsIn, aboutIn]) expect(data.resolve('hi').locale).toBe('en');
  for (const words of [newsWords, blogWords, homeWords]) expect(words.i18nFor('hi').locale).toBe('en');
  expect(coursesIn.resolve('gu').locale).toBe('en');

  await prepareNewsItem?.('hi');
  expect(newsIn.resolve('hi').locale).toBe('hi');
  expect(newsWords.i18nFor('hi').locale).toBe('hi');
  expect(blogPostsIn.resolve('hi').locale).toBe('en');
  expect(blogWords.i18nFor('hi').locale).toBe('en');
});
