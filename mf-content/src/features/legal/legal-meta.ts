import type { Locale, PageMeta } from 'shared/contracts';
import { websiteMeta } from '../../lib/page-meta';
import { words } from '../../i18n';

/** /privacy-policy: its introduction in the language. */
export function privacyPolicyMeta(locale?: Locale): PageMeta {
  return websiteMeta(words.i18nFor(locale)._('legal.privacy.intro'));
}

/** /terms-of-service: its introduction in the language. */
export function termsOfServiceMeta(locale?: Locale): PageMeta {
  return websiteMeta(words.i18nFor(locale)._('legal.terms.intro'));
}
