/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * A picture is the same file on an English, a Hindi and a Gujarati page, and a picture's words cannot be
 * translated (an `<img>` draws them with the phone's fonts, outside the page's catalogs). So what an
 * illustration writes is language-free: digits, signs, a single letter (a toy block's), and the two
 * marks the glossaries keep as they are in every language (AI on a chip, STEM; shared/docs/glossary).
 * Any word belongs in the page's text or in the picture's alt text, which are translated.
 */
const KEPT_MARKS = new Set(['AI', 'STEM']);

/** Whether `text` says nothing in any language: no two letters in a row (a²+b²=c², 90°, π, A). */
function languageFree(text: string): boolean {
  return KEPT_MARKS.has(text.trim()) || !/\p{L}{2,}/u.test(text);
}

const folder = __dirname;
const pictures = fs.readdirSync(folder).filter((name) => name.endsWith('.svg'));

describe('illustrations', () => {
  it('are there to read', () => {
    expect(pictures.length).toBeGreaterThan(10);
  });

  it.each(pictures)('%s writes no word', (name) => {
    const svg = fs.readFileSync(path.join(folder, name), 'utf8');
    const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
    expect(texts.filter((text) => !languageFree(text))).toEqual([]);
  });

  it('tells a word from a sign', () => {
    expect(['10', '90°', 'a²+b²=c²', 'π', 'A', 'AI', 'STEM'].every(languageFree)).toBe(true);
    expect(['when flag clicked', 'Engineering', 'Ai', 'चलो'].some(languageFree)).toBe(false);
  });
});
