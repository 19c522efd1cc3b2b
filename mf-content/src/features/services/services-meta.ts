import type { Locale, PageMeta } from 'shared/contracts';
import { labs } from '../../data/labs';
import { countWord } from '../../lib/format';
import { websiteMeta } from '../../lib/page-meta';
import { servicesWords } from './words';

/** The page's introduction in the language, as sharers and search engines read it. */
export function servicesMeta(locale?: Locale): PageMeta {
  return websiteMeta(servicesWords.i18nFor(locale)._('services.intro', servicesIntroValues(labs.length)));
}

/** The intro counts the labs: English in words ("Eight"), Hindi and Gujarati in figures. */
export function servicesIntroValues(count: number): { readonly count: number; readonly countWord: string } {
  return { count, countWord: countWord(count, { capital: true }) };
}
