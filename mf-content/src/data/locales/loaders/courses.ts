import { translatedData } from '../../../i18n';

export const coursesIn = translatedData({
  hi: () => import(/* webpackChunkName: "locale-hi.course-data" */ '../hi/courses'),
  gu: () => import(/* webpackChunkName: "locale-gu.course-data" */ '../gu/courses'),
});
