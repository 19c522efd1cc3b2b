import { translatedData } from '../../../i18n';

export const privacyIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.privacy" */ '../hi/privacy'),
  gu: () => import(/* webpackChunkName: "locale-gu.privacy" */ '../gu/privacy'),
});
