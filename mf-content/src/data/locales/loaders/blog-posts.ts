import { translatedData } from '../../../i18n';

/** Every post with its body: what the blog list searches. */
export const blogPostsIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.posts" */ '../hi/blog-posts'),
  gu: () => import(/* webpackChunkName: "locale-gu.posts" */ '../gu/blog-posts'),
});
