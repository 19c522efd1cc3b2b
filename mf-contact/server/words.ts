import { catalogWords, plural } from 'shared/i18n';
import { messages as english } from './locales/en';

/**
 * The contact server's own words (issue 39): its answers, the newsletter's e-mail and pages. A catalog
 * of their own (server/locales), so no page carries them; the forms' messages, which the page and the
 * server both say, are the contract's (contract/words.ts). Read by shared/i18n's catalog reader with
 * plurals (days, lessons, weeks), as the pages read theirs: every message here is text, `{name}` or
 * `{count, plural, …}` (dates and prices come formatted as values), and src/i18n.test.ts holds each
 * one to Lingui's own output in the three languages.
 */
export const serverWords = catalogWords(english, { hi: () => import('./locales/hi'), gu: () => import('./locales/gu') }, { plural });
