import type { Locale } from 'shared/contracts';

/**
 * The languages as the office reads them. Staff pages and the office's e-mails stay in English (the
 * staff are the office, not visitors: issue 39 translates what a visitor meets); each enquiry shows
 * the language its visitor wrote from, so the answer can be written in it.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'Hindi', gu: 'Gujarati' };
