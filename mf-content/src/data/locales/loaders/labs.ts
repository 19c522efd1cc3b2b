import { translatedData } from '../../../i18n';

export const labsIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.lab-data" */ '../hi/labs'),
  gu: () => import(/* webpackChunkName: "locale-gu.lab-data" */ '../gu/labs'),
});
