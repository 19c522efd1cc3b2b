import { translatedData } from '../../../i18n';

export const platformIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.waitlist" */ '../hi/platform'),
  gu: () => import(/* webpackChunkName: "locale-gu.waitlist" */ '../gu/platform'),
});
