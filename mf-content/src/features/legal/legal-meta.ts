import type { Locale, PageMeta } from 'shared/contracts';
import { websiteMeta } from '../../lib/page-meta';
import { legalWords } from './words';

/** /privacy-policy: its introduction in the language. */
export function privacyPolicyMeta(locale?: Locale): PageMeta {
  return websiteMeta(legalWords.i18nFor(locale)._('legal.privacy.intro'));
}

/** /terms-of-service: its introduction in the language. */
export function termsOfServiceMeta(locale?: Locale): PageMeta {
  return websiteMeta(legalWords.i18nFor(locale)._('legal.terms.intro'));
}
