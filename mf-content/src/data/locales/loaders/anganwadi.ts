import { translatedData } from '../../../i18n';

export const anganwadiIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.anganwadi" */ '../hi/anganwadi'),
  gu: () => import(/* webpackChunkName: "locale-gu.anganwadi" */ '../gu/anganwadi'),
});
