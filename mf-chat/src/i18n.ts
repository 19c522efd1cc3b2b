import { remoteMessages } from 'shared/i18n';
import { messages as english } from './locales/en';

/** mf-chat's words: English with the widget, Hindi and Gujarati as chunks of their own (decision 055). */
export const words = remoteMessages(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
});
