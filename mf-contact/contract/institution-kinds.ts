import { catalogWords, type Locale } from 'shared/i18n';
import { messages as english } from './institution-kinds/locales/en';

/**
 * The kinds of institution by name (issue 40, point 3), which the partnership form lists and the
 * contact server's e-mails name: a catalog of their own (`contract/institution-kinds/locales`), so the
 * partnership page carries these four names and none of the checks' words. Prepare the language
 * (`kindWords.prepare`) before naming a kind in it; a language not prepared is English.
 */
export const kindWords = catalogWords(english, {
  hi: () => import(/* webpackChunkName: "locale-hi.kinds" */ './institution-kinds/locales/hi'),
  gu: () => import(/* webpackChunkName: "locale-gu.kinds" */ './institution-kinds/locales/gu'),
});

/** A kind of institution by its name in a language (the form's options, the e-mails); an unknown one as it is. */
export function institutionKindName(kind: string, locale?: Locale): string {
  const i18n = kindWords.i18nFor(locale);
  switch (kind) {
    case 'school':
      return i18n._('partnership.kind.school');
    case 'trust-ngo':
      return i18n._('partnership.kind.trust-ngo');
    case 'company-csr':
      return i18n._('partnership.kind.company-csr');
    case 'government':
      return i18n._('partnership.kind.government');
    default:
      return kind;
  }
}
