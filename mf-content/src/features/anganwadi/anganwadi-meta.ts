import type { Locale, PageMeta } from 'shared/contracts';
import picture from '../../assets/illustrations/anganwadi.svg';
import { websiteMeta } from '../../lib/page-meta';
import { anganwadiWords } from './words';

/** The page's introduction in the language, as sharers and search engines read it. */
export function anganwadiMeta(locale?: Locale): PageMeta {
  const i18n = anganwadiWords.i18nFor(locale);
  return websiteMeta(i18n._('anganwadi.description'), { url: picture, alt: i18n._('anganwadi.pictureAlt') });
}
