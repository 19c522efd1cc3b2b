import type { Locale, Words } from 'shared/i18n';
import { words } from '../src/i18n';

/**
 * The language of an answer (issue 39, point 8): a question typed in Gujarati or Devanagari script is
 * answered in Gujarati or Hindi whatever page it came from; otherwise the page's language the widget
 * sent; otherwise English. The gateway's fixed answers live in mf-chat's catalogs with the widget's words.
 */
const GUJARATI = /\p{Script=Gujarati}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The language a question's own script names, or null for a Latin (or other) question. */
export function scriptLocale(question: string): Locale | null {
  if (GUJARATI.test(question)) return 'gu';
  return DEVANAGARI.test(question) ? 'hi' : null;
}

export function answerLocale(question: string, requested?: Locale): Locale {
  return scriptLocale(question) ?? requested ?? 'en';
}

/** The gateway's words in a language (its catalog loaded once per process). */
export async function answerWords(locale: Locale): Promise<Words> {
  await words.prepare(locale);
  return words.i18nFor(locale);
}

/** The gateway's words in English: the default of every answer. */
export const ENGLISH_ANSWERS: Words = words.i18nFor('en');
