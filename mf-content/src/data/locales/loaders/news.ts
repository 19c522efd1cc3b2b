import { translatedData } from '../../../i18n';

/** Every article with its body: what the news list searches (a chunk of its own, not the news area's words, which the detail page loads too). */
export const newsIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.news-search" */ '../hi/news'),
  gu: () => import(/* webpackChunkName: "locale-gu.news-search" */ '../gu/news'),
});
