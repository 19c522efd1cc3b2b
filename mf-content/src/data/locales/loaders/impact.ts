import { translatedData } from '../../../i18n';

export const impactIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.impact" */ '../hi/impact'),
  gu: () => import(/* webpackChunkName: "locale-gu.impact" */ '../gu/impact'),
});
