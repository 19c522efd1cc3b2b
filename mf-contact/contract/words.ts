import { catalogWords, plural } from 'shared/i18n';
import { messages as english } from './locales/en';

/**
 * The checks' words (issue 39, decisions 055 and 067): everything a form's check says, the contract's
 * messages (which the page and the contact server both say: the page checks before it sends, the
 * server before it stores) and each page's field hints. Here, in the contract, because the server never
 * imports the page's code; the catalogs are `contract/locales` (data, made by `npm run i18n -w
 * mf-contact`). No page's first load carries them: a page's check loads them with itself on the form's
 * first edit (`prepare` in its language before it checks), and the contact server at start. Read by
 * shared/i18n's small catalog reader (text, `{name}` and plurals: the message's length limit is a
 * count, written as the language writes numbers), not Lingui's runtime.
 */
export const words = catalogWords(
  english,
  {
    hi: () => import(/* webpackChunkName: "locale-hi.checks" */ './locales/hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.checks" */ './locales/gu'),
  },
  { plural },
);
