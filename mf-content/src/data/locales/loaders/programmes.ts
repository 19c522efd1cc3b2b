import { translatedData } from '../../../i18n';

export const programmesIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.programmes" */ '../hi/programmes'),
  gu: () => import(/* webpackChunkName: "locale-gu.programmes" */ '../gu/programmes'),
});
