import { newsArticles } from '../../data/news';
import { readNewsQuery, searchNews, writeNewsQuery } from './news-search';

const ids = (q: string, sort: 'newest' | 'oldest' = 'newest') => searchNews(newsArticles, { q, sort }).map((a) => a.id);

describe('searchNews', () => {
  it('lists everything newest first by default', () => {
    expect(ids('')).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
  });
  it('sorts oldest first', () => {
    expect(ids('', 'oldest')[0]).toBe('1');
  });
  it('matches title, excerpt and body text case-insensitively', () => {
    expect(ids('DRONE')).toEqual(expect.arrayContaining(['11', '10']));
    expect(ids('seemanchal learning trust')).toEqual(['3']); // title says "A 250,000 dollar grant"; trust named in excerpt and body
    expect(ids('Forbesganj')).toEqual(['1']); // only in the body's quotation
  });
  it('does not match HTML tags or attributes', () => {
    expect(ids('href')).toEqual([]);
    expect(ids('blockquote')).toEqual([]);
  });
  it('finds nothing for nonsense', () => {
    expect(ids('zzzz-no-such-thing')).toEqual([]);
  });
});

describe('news query in the URL', () => {
  it('reads and writes q and sort, omitting defaults', () => {
    expect(readNewsQuery(new URLSearchParams('q=lab&sort=oldest'))).toEqual({ q: 'lab', sort: 'oldest' });
    expect(readNewsQuery(new URLSearchParams('sort=weird'))).toEqual({ q: '', sort: 'newest' });
    expect(writeNewsQuery({ q: 'lab', sort: 'newest' }).toString()).toBe('q=lab');
    expect(writeNewsQuery({ q: '  ', sort: 'oldest' }).toString()).toBe('sort=oldest');
  });
});
