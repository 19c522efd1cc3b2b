/** @jest-environment node */
import { claimsIn, knowledgeOfPage, missingClaims, visibleText } from './page-claims';

const file = {
  entries: [
    {
      id: 'a',
      topic: 'course' as const,
      title: 'Blockzie',
      answer: 'For grades 3–5: ₹599, from 15 May 2025.',
      path: '/courses/blockzie',
      keywords: ['999'],
    },
    {
      id: 'b',
      topic: 'faq' as const,
      title: 'Tours',
      answer: 'Tours by appointment, 7 to 13 days ahead.',
      path: '/contact#faq',
      keywords: [],
    },
  ],
  facts: [],
};

describe('page claims', () => {
  it('reads numbers, ranges and dates the way pages write them', () => {
    expect(claimsIn('Grades 3–5 · ₹1,25,000 · 23 January 2025 · 9:00 AM · ages 3 to 6 · 95%')).toEqual({
      numbers: new Set(['3', '5', '125000', '9', '00', '6', '95']),
      ranges: new Set(['3-5', '3-6']),
      dates: new Set(['2025-01-23']),
    });
  });

  it('reads Hindi and Gujarati dates and ranges as the English ones', () => {
    expect(claimsIn('कक्षा 3 से 5 · 23 जनवरी 2025 · ધોરણ 9 થી 12 · 15 મે 2025 · 2 ऑक्टोबर')).toEqual({
      numbers: new Set(['3', '5', '9', '12', '2']),
      ranges: new Set(['3-5', '9-12']),
      dates: new Set(['2025-01-23', '2025-05-15']),
    });
  });

  it('finds nothing missing when the knowledge holds every claim of the page', () => {
    expect(missingClaims('Blockzie, Grades 3-5, ₹599. Starts 2025-05-15.', file)).toEqual([]);
  });

  it('names a price, a range and a date the knowledge lacks, and never counts ids, paths or keywords', () => {
    expect(missingClaims('Blockzie, Grades 3-6, ₹999, starts 16 May 2025.', file)).toEqual([
      'number 6',
      'number 999',
      'range 3-6',
      'date 2025-05-16',
    ]);
  });

  it('takes only the knowledge of the page asked about, its sections and sub-pages', () => {
    expect(knowledgeOfPage(file, '/contact').entries.map((e) => e.id)).toEqual(['b']);
    expect(knowledgeOfPage(file, '/courses').entries.map((e) => e.id)).toEqual(['a']);
    expect(missingClaims('Tours 7 to 13 days ahead; ₹599', knowledgeOfPage(file, '/contact'))).toEqual(['number 599']);
  });

  it('reads the text of rendered HTML without styles, scripts or attributes', () => {
    expect(
      visibleText('<style>.a{width:40px}</style><p data-n="7">Fees: &#x27;₹599&#x27;&nbsp;<b>now</b></p><script>var x=3</script>'),
    ).toBe("Fees: '₹599' now");
  });
});
