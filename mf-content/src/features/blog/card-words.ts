import { catalog, pageWords } from '../../i18n';
import { messages } from './locales/card.en';

/** The blog card's words (author, tags), which the list and the post page both show: a catalog of its own (`locale-hi.blog-card`). */
export const blogCardCatalog = catalog(messages, {
  hi: () => import(/* webpackChunkName: "locale-hi.blog-card" */ './locales/card.hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.blog-card" */ './locales/card.gu'),
});

/** For a card rendered outside a page (a unit test): its English. */
export const blogCardWords = pageWords(blogCardCatalog);
