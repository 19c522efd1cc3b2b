import { catalog, pageWords } from '../../i18n';
import { messages } from '../../locales/share.en';

/** The share buttons' words, in the chunk of the detail pages that show them (not in every page's). */
export const shareCatalog = catalog(messages, {
  hi: () => import(/* webpackChunkName: "locale-hi.share" */ '../../locales/share.hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.share" */ '../../locales/share.gu'),
});

/** For the share buttons rendered outside a page (a unit test): their English. */
export const shareWords = pageWords(shareCatalog);
