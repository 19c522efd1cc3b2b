import { bodyBlocks, usualBlockHeight } from './body-height';

describe('bodyBlocks', () => {
  it('reads the top-level blocks, a list counting a line per item and inline tags and entities as their text', () => {
    const html =
      '<p>One <a href="/x">two</a> &amp; three</p>\n<h2>Head<br>ing</h2>\n<ul><li>a <strong>b</strong></li><li>c</li><li>d</li></ul>';
    expect(bodyBlocks(html)).toEqual([
      { lineStarts: 1, characters: 'One two & three'.length },
      { lineStarts: 1, characters: 'Head ing'.length },
      { lineStarts: 3, characters: 'a b c d'.length },
    ]);
  });

  it('counts characters, not UTF-16 units, and nested blocks within their parent', () => {
    const html = '<blockquote><p>कक्षा</p><p>𝐱</p></blockquote>';
    expect(bodyBlocks(html)).toEqual([{ lineStarts: 1, characters: [...'कक्षा 𝐱'].length }]);
  });
});

describe('usualBlockHeight', () => {
  const paragraph = (characters: number) => `<p>${'x'.repeat(characters)}</p>`;

  it('has none for a body of one block: nothing is drawn later', () => {
    expect(usualBlockHeight(paragraph(500), 'en')).toBeNull();
    expect(usualBlockHeight('', 'hi')).toBeNull();
  });

  it('shares the later blocks estimated height out among them, taller on a phone than from a tablet up', () => {
    const html = paragraph(100) + paragraph(200) + paragraph(400);
    const height = usualBlockHeight(html, 'en');
    expect(height).toEqual({
      phone: Math.round((16 * 2 + 0.71 * 600) / 2),
      tablet: Math.round((16 * 2 + 0.32 * 600) / 2),
      desktop: Math.round((16 * 2 + 0.32 * 600) / 2),
    });
    expect(height!.phone).toBeGreaterThan(height!.tablet);
  });

  it('counts a Hindi or Gujarati character as less height than a Latin one', () => {
    const html = paragraph(10) + paragraph(600);
    const [en, hi, gu] = (['en', 'hi', 'gu'] as const).map((locale) => usualBlockHeight(html, locale)!.phone);
    expect(hi).toBeLessThan(en!);
    expect(gu).toBeLessThan(en!);
  });
});
