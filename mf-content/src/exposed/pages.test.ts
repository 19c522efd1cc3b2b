import { parseRemotePages, publishPages } from 'shared/contracts';
import { MISSING_PARAM } from '../components/not-found-notice';
import { blogQuery } from '../features/blog';
import { newsQuery } from '../features/news';
import { pages } from './pages';
import { pages as published } from './published-pages';

// The shell's server renders a page with its declared query parameters only, so a list that read a
// parameter its row does not declare would show one list in the server's HTML and another once hydrated.
describe('the query parameters each page declares', () => {
  it('are exactly what its list reads, plus the not-found flag', () => {
    expect(pages.news.query).toEqual([...newsQuery.names, MISSING_PARAM]);
    expect(pages.blog.query).toEqual([...blogQuery.names, MISSING_PARAM]);
  });

  it('cover everything the lists write into their URL', () => {
    const newsWritten = [...newsQuery.write({ q: 'drone', sort: 'oldest' }).keys()];
    const blogWritten = [...blogQuery.write({ q: 'lab', category: 'Robotics', tag: 'ai' }).keys()];
    expect(pages.news.query).toEqual(expect.arrayContaining(newsWritten));
    expect(pages.blog.query).toEqual(expect.arrayContaining(blogWritten));
  });

  it('pass the published table schema, and no other page declares any', () => {
    const parsed = parseRemotePages(JSON.parse(JSON.stringify(publishPages('mf_content', pages))));
    expect(parsed.ok).toBe(true);
    const declaring = Object.values(pages).filter((page) => page.query);
    expect(declaring.map((page) => page.path)).toEqual(['/news', '/blog']);
  });
});

describe('the published table (pages.json)', () => {
  it('gives every page its Hindi and Gujarati label, which the table the pages import leaves out', () => {
    const table = publishPages('mf_content', published);
    expect(parseRemotePages(JSON.parse(JSON.stringify(table))).ok).toBe(true);
    for (const row of table.pages)
      expect(row.labels).toEqual({ hi: expect.stringMatching(/[\u0900-\u097F]/), gu: expect.stringMatching(/[\u0A80-\u0AFF]/) });
    expect(Object.values(pages).filter((row) => row.labels)).toEqual([]);
  });
});
