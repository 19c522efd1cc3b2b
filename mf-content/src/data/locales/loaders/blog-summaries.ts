import { translatedData } from '../../../i18n';

/** The blog's posts without their bodies, and its category and tag labels: the cards, previous/next, the sitemap. */
export const blogSummariesIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.post-headlines" */ '../hi/blog-summaries'),
  gu: () => import(/* webpackChunkName: "locale-gu.post-headlines" */ '../gu/blog-summaries'),
});
