import { pageWords } from '../../i18n';
import { shareCatalog } from '../../components/share/words';
import { blogCatalog } from './words';

/** The blog detail page's words: its area's and the share buttons' (a module of its own, so the list page carries no share words). */
export const blogDetailWords = pageWords(blogCatalog, shareCatalog);
