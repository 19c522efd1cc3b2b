import type { Locale, PageMeta } from 'shared/contracts';
import { websiteMeta } from '../../lib/page-meta';
import { labsWords } from './words';

/** The page's introduction in the language, as sharers and search engines read it. */
export function labsMeta(locale?: Locale): PageMeta {
  return websiteMeta(labsWords.i18nFor(locale)._('labs.intro'));
}
