/**
 * A visitor's question as every check reads it, so look-alike letters cannot steer the assistant:
 * "ｉｇｎｏｒｅ", "i\u200Bgnore" and Cyrillic "іgnоrе" all read "ignore".
 *
 * 1. Unicode NFKC: full-width letters and digits, ligatures, circled and mathematical letters become
 *    their plain forms ("ｆｅｅｓ" -> "fees", "＠" -> "@").
 * 2. Format and control characters go: zero-width spaces and joiners, bidi overrides, soft hyphens and
 *    the byte-order mark vanish; other control characters (tabs, new lines) become a space.
 * 3. Accents on Latin letters go ("ignóre" -> "ignore", a combining dot over an i too).
 * 4. Decimal digits of any script become ASCII digits ("class ४" -> "class 4").
 * 5. Letters of other scripts that are confusable with Latin ones (Unicode TR39's confusables, through
 *    the `unhomoglyph` package's table) become those letters. Only letters that map to ASCII letters
 *    are folded: TR39's skeleton also maps "1" to "l" and "0" to "O", which would erase the numbers a
 *    question asks about, so ASCII is never touched and nothing folds into a digit.
 *
 * One pass over the code points each (a Map look-up per character): linear whatever the message.
 */
const CONFUSABLES = require('unhomoglyph/data.json') as Record<string, string>;

/** Zero-width, bidi and other format characters (Cf), and default-ignorable fillers NFKC keeps. */
const INVISIBLE = /\p{Cf}|\u034F|\u115F|\u1160|\u17B4|\u17B5|\u3164|\uFFA0/gu;
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const LATIN_MARKS = /(?<=[A-Za-z])\p{M}+/gu;
const DIGIT = /\p{Nd}/u;
const ASCII_LETTERS = /^[a-z]+$/i;

const digitValues = new Map<string, string>();

/** The value of a decimal digit of any script: Unicode keeps each script's 0-9 as a run of ten. */
function asciiDigit(char: string): string {
  let value = digitValues.get(char);
  if (value === undefined) {
    const code = char.codePointAt(0) as number;
    let start = code;
    while (start > 0 && code - start < 60 && DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
    value = String((code - start) % 10);
    digitValues.set(char, value);
  }
  return value;
}

function foldChar(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char;
  if (DIGIT.test(char)) return asciiDigit(char);
  const own = CONFUSABLES[char];
  // TR39 folds capital I and its look-alikes to "l" (they look the same); a capital stays a capital.
  if (own === 'l' && char !== char.toLowerCase()) return 'I';
  if (own !== undefined && ASCII_LETTERS.test(own)) return own;
  const lower = CONFUSABLES[char.toLowerCase()];
  return lower !== undefined && ASCII_LETTERS.test(lower) ? lower : char;
}

export function normaliseText(text: string): string {
  const plain = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFKC');
  let out = '';
  for (const char of plain) out += foldChar(char);
  return out;
}

/** Nukta (Devanagari U+093C, Gujarati U+0ABC) dropped: "फ़ीस" and "फीस", "ब्लॉकज़ी" and "ब्लॉकजी" read alike. */
export function withoutNukta(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u093C\u0ABC]/g, '')
    .normalize('NFC');
}
