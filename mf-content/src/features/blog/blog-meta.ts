import type { Locale, PageMeta } from 'shared/contracts';
import { websiteMeta } from '../../lib/page-meta';
import { blogWords } from './words';

/** /blog: its introduction in the language. */
export function blogListMeta(locale?: Locale): PageMeta {
  return websiteMeta(blogWords.i18nFor(locale)._('blog.intro'));
}
