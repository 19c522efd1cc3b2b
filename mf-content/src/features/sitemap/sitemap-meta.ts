import type { Locale, PageMeta } from 'shared/contracts';
import { websiteMeta } from '../../lib/page-meta';
import { sitemapWords } from './words';

/** The page's introduction in the language, as sharers and search engines read it. */
export function sitemapMeta(locale?: Locale): PageMeta {
  return websiteMeta(sitemapWords.i18nFor(locale)._('sitemap.intro'));
}
