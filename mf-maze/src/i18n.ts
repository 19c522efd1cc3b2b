import { catalogWords, type Words } from 'shared/i18n';
import { messages as english } from './locales/en';

/**
 * mf-maze's words: English with the page, Hindi and Gujarati as chunks of their own (decision 055;
 * inside the one robot-maze.js for the embed). Read from Lingui's compiled catalogs by shared/i18n's
 * small reader, not Lingui's runtime (about 2.4 KiB gzip less on the page and the embed; issue 39
 * allows +3 KiB for all of an English page's i18n): the catalogs have text and `{name}` only, and
 * `i18n.test.ts` holds every message of the three to Lingui's own output. An instance is made per
 * render (`Words` in ./words.tsx, `words.i18nFor` in a page's `describe`), never kept but English's.
 */
export const words = catalogWords(english, {
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu'),
});

/** What reads the maze's words: `i18n._('game.reset')`. */
export type MazeI18n = Pick<Words, '_'>;
