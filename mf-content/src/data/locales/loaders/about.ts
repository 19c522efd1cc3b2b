import { translatedData } from '../../../i18n';

export const aboutIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.about" */ '../hi/about'),
  gu: () => import(/* webpackChunkName: "locale-gu.about" */ '../gu/about'),
});
