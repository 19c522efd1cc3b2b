import { translatedData } from '../../../i18n';

export const newsArticlesIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.headlines" */ '../hi/news-articles'),
  gu: () => import(/* webpackChunkName: "locale-gu.headlines" */ '../gu/news-articles'),
});
