import { translatedData } from '../i18n';

/**
 * mf-content's data in Hindi and Gujarati, one chunk per module and language (`locale-hi.course-data`,
 * `locale-hi.headlines` …): a page's `prepare` names the modules it shows, so /hi/courses downloads no Hindi article and
 * /hi/news/1 no blog post. `news` holds the articles with their bodies (the list searches them),
 * `newsArticles` the headlines alone; a detail page loads its own item's body (`./bodies.ts`).
 * A module only one page area shows shares that area's chunk with its words (`locale-hi.home`): one
 * request fewer, and one name and hash fewer in remoteEntry.js, which lists every chunk.
 */
export const aboutIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.about" */ './locales/hi/about'),
  gu: () => import(/* webpackChunkName: "locale-gu.about" */ './locales/gu/about'),
});
export const anganwadiIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.anganwadi" */ './locales/hi/anganwadi'),
  gu: () => import(/* webpackChunkName: "locale-gu.anganwadi" */ './locales/gu/anganwadi'),
});
/** The blog's posts without their bodies, and its category and tag labels: the cards, previous/next, the sitemap. */
export const blogSummariesIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.post-headlines" */ './locales/hi/blog-summaries'),
  gu: () => import(/* webpackChunkName: "locale-gu.post-headlines" */ './locales/gu/blog-summaries'),
});
/** Every post with its body: what the blog list searches. */
export const blogPostsIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.posts" */ './locales/hi/blog-posts'),
  gu: () => import(/* webpackChunkName: "locale-gu.posts" */ './locales/gu/blog-posts'),
});
export const coursesIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.course-data" */ './locales/hi/courses'),
  gu: () => import(/* webpackChunkName: "locale-gu.course-data" */ './locales/gu/courses'),
});
export const homeIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.home" */ './locales/hi/home'),
  gu: () => import(/* webpackChunkName: "locale-gu.home" */ './locales/gu/home'),
});
export const impactIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.impact" */ './locales/hi/impact'),
  gu: () => import(/* webpackChunkName: "locale-gu.impact" */ './locales/gu/impact'),
});
export const labsIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.lab-data" */ './locales/hi/labs'),
  gu: () => import(/* webpackChunkName: "locale-gu.lab-data" */ './locales/gu/labs'),
});
export const legalIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.terms" */ './locales/hi/legal'),
  gu: () => import(/* webpackChunkName: "locale-gu.terms" */ './locales/gu/legal'),
});
/** Every article with its body: what the news list searches (a chunk of its own, not the news area's words, which the detail page loads too). */
export const newsIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.news-search" */ './locales/hi/news'),
  gu: () => import(/* webpackChunkName: "locale-gu.news-search" */ './locales/gu/news'),
});
export const newsArticlesIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.headlines" */ './locales/hi/news-articles'),
  gu: () => import(/* webpackChunkName: "locale-gu.headlines" */ './locales/gu/news-articles'),
});
export const platformIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.waitlist" */ './locales/hi/platform'),
  gu: () => import(/* webpackChunkName: "locale-gu.waitlist" */ './locales/gu/platform'),
});
export const privacyIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.privacy" */ './locales/hi/privacy'),
  gu: () => import(/* webpackChunkName: "locale-gu.privacy" */ './locales/gu/privacy'),
});
export const programmesIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.programmes" */ './locales/hi/programmes'),
  gu: () => import(/* webpackChunkName: "locale-gu.programmes" */ './locales/gu/programmes'),
});
