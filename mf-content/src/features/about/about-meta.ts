import type { Locale, PageMeta } from 'shared/contracts';
import { websiteMeta } from '../../lib/page-meta';
import { aboutWords } from './words';

/** The page's introduction in the language, as sharers and search engines read it. */
export function aboutMeta(locale?: Locale): PageMeta {
  return websiteMeta(aboutWords.i18nFor(locale)._('about.intro'));
}
