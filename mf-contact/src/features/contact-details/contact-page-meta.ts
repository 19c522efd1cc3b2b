import type { Locale, PageMeta } from 'shared/contracts';
import { contactWords } from '../../contact-page/words';

/**
 * What sharers and search engines read about /contact in a language: the introduction's question,
 * then what the page holds. Not "leave a message": the form sends nothing, and a snippet must not
 * promise it does. English until the language's words are prepared.
 */
export function contactPageMetaIn(locale: Locale | undefined): PageMeta {
  const i18n = contactWords.i18nFor(locale);
  return { status: 'ok', kind: 'website', description: i18n._('page.description') };
}

export const contactPageMeta: PageMeta = contactPageMetaIn('en');
