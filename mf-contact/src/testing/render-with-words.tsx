import type { ReactElement } from 'react';
import type { Locale } from 'shared/contracts';
import { renderWithSite, type RenderWithSiteOptions } from 'shared/test';
import { contactWords } from '../contact-page/words';

/**
 * Renders a piece of the contact page as the page does: inside the contact page's words in a language
 * (English by default; prepare Hindi or Gujarati first, as the shell does).
 */
export function renderWithWords(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderWithSiteOptions & { readonly locale?: Locale } = {},
) {
  return renderWithSite(<contactWords.Words locale={locale}>{ui}</contactWords.Words>, options);
}
