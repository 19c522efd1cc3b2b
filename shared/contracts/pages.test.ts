import { CONTRACT_VERSION } from './version';
import { parseRemotePages, wordsChunkName } from './pages';
import { detailPage, exposedFileOf, page, publishPages } from './page-table';
import { parseSiteConfig } from './site-config';

const table = { news: page('/news', 'NewsPage', 'News'), newsItem: detailPage('/news', 'NewsDetailPage', 'News article') };

describe('a remote page table', () => {
  it('links with its own href and publishes what the shell routes by', () => {
    expect(table.newsItem.href('a b')).toBe('/news/a%20b');
    expect(publishPages('mf_content', table)).toEqual({
      contract: CONTRACT_VERSION,
      remote: 'mf_content',
      pages: [
        { path: '/news', module: 'NewsPage', label: 'News', detail: false },
        { path: '/news/:id', module: 'NewsDetailPage', label: 'News article', detail: true },
      ],
    });
    expect(exposedFileOf('NewsDetailPage')).toBe('./src/exposed/news-detail-page.tsx');
  });

  it('reads back what a build publishes', () => {
    expect(parseRemotePages(JSON.parse(JSON.stringify(publishPages('mf_content', table))))).toMatchObject({ ok: true });
  });

  it("publishes a page's word chunks, and reads them back", () => {
    const words = ['locale', 'locale.components', 'locale.news-:id'];
    const published = publishPages('mf_content', { newsItem: detailPage('/news', 'NewsDetailPage', 'News article', { words }) });
    expect(published.pages[0]?.words).toEqual(words);
    const read = parseRemotePages(JSON.parse(JSON.stringify(published)));
    expect(read.ok && read.value.pages[0]?.words).toEqual(words);
  });

  it('names the chunk of a page’s words in a language, an item’s by the route’s parameter', () => {
    expect(wordsChunkName('locale', 'hi')).toBe('locale-hi');
    expect(wordsChunkName('locale.about', 'gu')).toBe('locale-gu.about');
    expect(wordsChunkName('locale.news-:id', 'hi')).toBe('locale-hi.news-:id');
    expect(wordsChunkName('locale.news-:id', 'hi', { id: '3' })).toBe('locale-hi.news-3');
    expect(wordsChunkName('locale.news-:id', 'hi', {})).toBeNull();
  });

  it.each([
    [
      { ...publishPages('mf_content', table), contract: CONTRACT_VERSION + 1 },
      'built against contract version 2; this build speaks version 1',
    ],
    [{ ...publishPages('mf_content', table), remote: 'mf_other' }, 'remote must be one of'],
    [
      { contract: 1, remote: 'mf_maze', pages: [{ path: 'robot-maze', module: 'RobotMazePage', label: 'Maze', detail: false }] },
      'pages.0.path must be a path pattern',
    ],
    [
      { contract: 1, remote: 'mf_maze', pages: [{ path: '/x', module: 'lower', label: 'X', detail: false }] },
      'pages.0.module must be an exposed module name',
    ],
    [
      { contract: 1, remote: 'mf_maze', pages: [{ path: '/x', module: 'XPage', label: 'X', detail: false, words: ['../locale-hi'] }] },
      'pages.0.words.0 must be a chunk name like locale.about',
    ],
    [{ contract: 1, remote: 'mf_maze' }, 'pages is missing'],
    ['<html>', 'must be'],
  ])('refuses %j with a sentence that says what is wrong', (raw, message) => {
    const result = parseRemotePages(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});

describe('the site config', () => {
  it('names the variable an operator got wrong', () => {
    const remotes = {
      mf_content: 'http://a/m.json',
      mf_chat: 'http://a/m.json',
      mf_contact: 'http://a/m.json',
      mf_maze: 'maze.example.org',
    };
    expect(parseSiteConfig({ remotes })).toEqual({
      ok: false,
      error: 'site-config.json: remotes.mf_maze must be an http(s) URL of the remote\'s mf-manifest.json, got "maze.example.org".',
    });
    expect(parseSiteConfig({})).toEqual({ ok: false, error: 'site-config.json: remotes is missing.' });
  });
});
