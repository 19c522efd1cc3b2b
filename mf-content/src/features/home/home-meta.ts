import type { Locale, PageMeta } from 'shared/contracts';
import poster from '../../assets/video/hero-poster.webp';
import { websiteMeta } from '../../lib/page-meta';
import { homeWords } from './words';

/** The hero's sentence under the headline (home.intro) and what its poster shows (home.heroAlt), for sharers and search engines too. */
export function homeMeta(locale?: Locale): PageMeta {
  const i18n = homeWords.i18nFor(locale);
  return websiteMeta(i18n._('home.intro'), { url: poster, alt: i18n._('home.heroAlt') });
}
