/**
 * Text helpers for search: articles are HTML strings, but a visitor searches what they read, so tags,
 * attribute values and entities must not match ("class" or "href" are not in any article's text).
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Lower case, Latin accents and extra spaces removed, in NFC: how both the query and the text are
 * compared, so a query typed in decomposed form (a vowel sign or nukta as its own code point) finds
 * the same as the composed one. Only the Latin accents (U+0300-U+036F) go: Devanagari and Gujarati
 * vowel signs, viramas and nuktas are letters of their words and stay.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A word: letters with their combining marks (Devanagari and Gujarati vowel signs) and digits. Not `\w`, which stops at a vowel sign. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const STARTS_WITH_MARK = /^\p{M}/u;

/** The words of a text, normalised. */
export function wordsOf(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

/**
 * True when every word of the query begins a word of the fields (an empty query matches everything):
 * "drone" finds "drones", and a Hindi or Gujarati word is matched whole with its vowel signs, so
 * "कक्ष" (room) does not find "कक्षा" (class): a match never ends inside a letter's marks.
 */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return true;
  const words = wordsOf(fields.join(' \n '));
  return wanted.every((part) => words.some((word) => word.startsWith(part) && !STARTS_WITH_MARK.test(word.slice(part.length))));
}

/** The same item in another language's list (by id), when it is another object: what a search also reads. */
export function alsoIn<T extends { readonly id: string }>(others: readonly T[], item: T): T[] {
  const other = others.find((candidate) => candidate.id === item.id);
  return other && other !== item ? [other] : [];
}

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
