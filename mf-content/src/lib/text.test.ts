import { htmlToText, matchesQuery, normalise, readingMinutes } from './text';

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
