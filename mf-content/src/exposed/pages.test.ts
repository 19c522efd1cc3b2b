import { parseRemotePages, publishPages } from 'shared/contracts';
import { MISSING_PARAM } from '../components/not-found-notice';
import { blogQuery } from '../features/blog';
import { newsQuery } from '../features/news';
import { pages } from './pages';

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
