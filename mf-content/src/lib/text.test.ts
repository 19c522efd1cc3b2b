import { htmlToText, matchesQuery, normalise, readingMinutes, wordsOf } from './text';

describe('htmlToText', () => {
  it('drops tags and attributes and decodes entities', () => {
    expect(htmlToText('<h2 class="x">Labs &amp; camps</h2><p>See <a href="/labs#araria">Araria</a>&nbsp;now</p>')).toBe(
      'Labs & camps See Araria now',
    );
  });
  it('drops script and style bodies', () => {
    expect(htmlToText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('a b');
  });
  it('decodes numeric entities', () => {
    expect(htmlToText('&#8377;599 &#x2013; ok')).toBe('₹599 – ok');
  });
});

describe('matchesQuery', () => {
  it('matches case-insensitively, every word somewhere', () => {
    expect(matchesQuery('DRONE lab', ['A new drone', 'in the lab'])).toBe(true);
    expect(matchesQuery('drone pizza', ['A new drone'])).toBe(false);
  });
  it('treats a blank query as match-all', () => {
    expect(matchesQuery('   ', ['x'])).toBe(true);
  });
  it('ignores accents', () => {
    expect(normalise('Café  ÉCOLE')).toBe('cafe ecole');
  });
});

it('estimates reading time of at least one minute', () => {
  expect(readingMinutes('<p>few words</p>')).toBe(1);
  expect(readingMinutes(`<p>${'word '.repeat(600)}</p>`)).toBe(3);
});

describe('matchesQuery in Hindi and Gujarati (issue 39, point 7)', () => {
  it('finds a query typed in decomposed form (NFD) in composed text, and the other way round', () => {
    const composed = 'क़ानून और ज़िला'.normalize('NFC');
    expect(matchesQuery(composed.normalize('NFD'), [composed])).toBe(true);
    expect(matchesQuery(composed, [composed.normalize('NFD')])).toBe(true);
    expect(normalise('ज़िला'.normalize('NFD'))).toBe(normalise('ज़िला'.normalize('NFC')));
  });
  it('keeps vowel signs as part of a word: a query never ends inside a letter', () => {
    expect(matchesQuery('कक्षा', ['कक्षा 3 से 5 तक'])).toBe(true);
    expect(matchesQuery('कक्ष', ['कक्षा 3 से 5 तक'])).toBe(false); // कक्ष (room) is not कक्षा (class)
    expect(matchesQuery('विद्यार्थी', ['सभी विद्यार्थियों के लिए'])).toBe(false);
    expect(matchesQuery('આંગણવાડી', ['સ્માર્ટ આંગણવાડી કેન્દ્ર'])).toBe(true);
    expect(matchesQuery('આંગણવાડ', ['સ્માર્ટ આંગણવાડી કેન્દ્ર'])).toBe(false);
  });
  it('matches whole words from their start, in every script', () => {
    expect(matchesQuery('रोबोटिक्स लैब', ['रोबोटिक्स और एआई लैब'])).toBe(true);
    expect(matchesQuery('बोटिक्स', ['रोबोटिक्स'])).toBe(false);
    expect(matchesQuery('drone', ['Two drones flew'])).toBe(true);
    expect(matchesQuery('rone', ['Two drones flew'])).toBe(false);
  });
  it('splits words on punctuation but not on marks (a \\w class would cut "विद्यार्थी" apart)', () => {
    expect(wordsOf('विद्यार्थी, शिक्षक।')).toEqual(['विद्यार्थी', 'शिक्षक']);
    expect(wordsOf('ધોરણ 3–5')).toEqual(['ધોરણ', '3', '5']);
  });
});
