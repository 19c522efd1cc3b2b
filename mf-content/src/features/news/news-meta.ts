import type { Locale, PageMeta } from 'shared/contracts';
import { websiteMeta } from '../../lib/page-meta';
import { newsWords } from './words';

/** /news: its introduction in the language. */
export function newsListMeta(locale?: Locale): PageMeta {
  return websiteMeta(newsWords.i18nFor(locale)._('news.intro'));
}
