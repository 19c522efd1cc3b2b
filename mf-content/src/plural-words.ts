import { plural } from 'shared/i18n';
import { pageWordsReading } from './page-words';

/**
 * The words of a page whose catalogs have `{count, plural, …}` messages (the news and blog lists, the
 * courses): a module of its own, so only those pages carry the plural reader (shared/i18n/plural.ts).
 */
export const pageWords = pageWordsReading({ plural });
