import { catalogWords } from 'shared/i18n';
import { messages as english } from './locales/en';

/**
 * The forms route's own words (issue 39): what the shell's server says when it cannot pass a form on
 * (the contact server unreachable, a body too large or unreadable), in the language of the page the
 * form was sent from. A catalog of the server's own (`src/server/forms/locales`), so main.js carries
 * none of it.
 */
export const formWords = catalogWords(english, { hi: () => import('./locales/hi'), gu: () => import('./locales/gu') });
