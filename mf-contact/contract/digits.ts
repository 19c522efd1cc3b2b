/**
 * Digits as a Hindi or Gujarati keyboard types them (Devanagari ०-९, Gujarati ૦-૯), read as the Latin
 * digits 0-9 they are, before a number is checked (the partnership's number of students, the phone
 * numbers): the page's check and the server's alike, so "१२००" and "૧૨૦૦" are 1200, and stored as such.
 */
const ZEROS = [0x0966, 0x0ae6] as const;

export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F\u0AE6-\u0AEF]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}
