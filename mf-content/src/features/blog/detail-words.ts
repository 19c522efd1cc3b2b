import { catalog, pageWords } from '../../i18n';
import { shareCatalog } from '../../components/share/words';
import { blogCardCatalog } from './card-words';
import { messages } from './locales/detail.en';

/**
 * The blog post page's words: a catalog of its own (`locale-hi.blog-detail`) so it carries none of
 * the list's filter words, with its cards' and the share buttons'.
 */
export const blogDetailWords = pageWords(
  catalog(messages, {
    hi: () => import(/* webpackChunkName: "locale-hi.blog-detail" */ './locales/detail.hi'),
    gu: () => import(/* webpackChunkName: "locale-gu.blog-detail" */ './locales/detail.gu'),
  }),
  blogCardCatalog,
  shareCatalog,
);
