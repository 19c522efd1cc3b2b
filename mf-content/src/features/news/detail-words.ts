import { pageWords } from '../../i18n';
import { shareCatalog } from '../../components/share/words';
import { newsCatalog } from './words';

/** The news detail page's words: its area's and the share buttons' (a module of its own, so the list page carries no share words). */
export const newsDetailWords = pageWords(newsCatalog, shareCatalog);
