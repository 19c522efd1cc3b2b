import { translatedData } from '../../../i18n';

export const legalIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.terms" */ '../hi/legal'),
  gu: () => import(/* webpackChunkName: "locale-gu.terms" */ '../gu/legal'),
});
