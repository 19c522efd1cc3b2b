import { newsArticles } from '../../data/news';
import * as hindi from '../../data/locales/hi';
import * as gujarati from '../../data/locales/gu';
import type { NewsArticle } from '../../data/types';
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

describe('searchNews on a Hindi or Gujarati page (issue 39, point 7)', () => {
  const inLanguage = (articles: readonly NewsArticle[], q: string) =>
    searchNews(articles, { q, sort: 'newest' }, newsArticles).map((a) => a.id);

  it('finds a Hindi or Gujarati word in the translated text', () => {
    expect(inLanguage(hindi.newsArticles, 'आंगनवाड़ी')).toEqual(['5']);
    expect(inLanguage(gujarati.news.newsArticles, 'આંગણવાડી')).toEqual(['5']);
    expect(inLanguage(hindi.newsArticles, 'आंगनवाड़ी')).toEqual(ids('anganwadi'));
  });
  it('finds the same with a query typed in decomposed form', () => {
    expect(inLanguage(hindi.newsArticles, 'आंगनवाड़ी'.normalize('NFD'))).toEqual(inLanguage(hindi.newsArticles, 'आंगनवाड़ी'));
  });
  it('finds an item by a Latin query, and returns it in the page language', () => {
    const found = searchNews(hindi.newsArticles, { q: 'anganwadi', sort: 'newest' }, newsArticles);
    expect(found.map((a) => a.id)).toEqual(ids('anganwadi'));
    expect(found[0]?.title).toMatch(/[\u0900-\u097F]/);
    expect(inLanguage(gujarati.news.newsArticles, 'robotics')).toEqual(ids('robotics'));
  });
  it('finds nothing for nonsense in any script', () => {
    expect(inLanguage(hindi.newsArticles, 'कखगघ')).toEqual([]);
  });
});
