import { translatedData } from '../../../i18n';

export const homeIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.home" */ '../hi/home'),
  gu: () => import(/* webpackChunkName: "locale-gu.home" */ '../gu/home'),
});
