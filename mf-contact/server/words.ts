import { remoteMessages } from 'shared/i18n';
import { messages as english } from './locales/en';

/**
 * The contact server's own words (issue 39): its answers, the newsletter's e-mail and pages. A catalog
 * of their own (server/locales), so no page carries them; the forms' messages, which the page and the
 * server both say, are the contract's (contract/words.ts).
 */
export const serverWords = remoteMessages(english, { hi: () => import('./locales/hi'), gu: () => import('./locales/gu') });
