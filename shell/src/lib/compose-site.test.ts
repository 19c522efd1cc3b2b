import type { PageDescription } from 'shared/contracts';
import { composeSite, conflictMessage, descriptionProblem, pageAt, unmatchedOutcome, type RemoteDescription } from './compose-site';

const page = (path: string, module: string, detail = false): PageDescription => ({ path, module, label: module, detail });

const content: RemoteDescription = {
  remote: 'mf_content',
  ok: true,
  pages: [page('/', 'HomePage'), page('/news', 'NewsPage'), page('/news/:id', 'NewsDetailPage', true), page('/about', 'AboutPage')],
};
const maze: RemoteDescription = { remote: 'mf_maze', ok: true, pages: [page('/robot-maze', 'RobotMazePage')] };
const chat: RemoteDescription = { remote: 'mf_chat', ok: true, pages: [] };

describe('composeSite', () => {
  it('lists every page with the remote that serves it', () => {
    const table = composeSite([content, maze, chat]);
    expect(table.pages.map((p) => `${p.remote}/${p.module} ${p.path}`)).toEqual([
      'mf_content/HomePage /',
      'mf_content/NewsPage /news',
      'mf_content/NewsDetailPage /news/:id',
      'mf_content/AboutPage /about',
      'mf_maze/RobotMazePage /robot-maze',
    ]);
    expect(table.pages[2]).toEqual({
      path: '/news/:id',
      module: 'NewsDetailPage',
      label: 'NewsDetailPage',
      detail: true,
      remote: 'mf_content',
    });
    expect(table).toMatchObject({ conflicts: [], failed: [] });
  });

  it('serves a path two remotes claim by neither, and names both', () => {
    const contact: RemoteDescription = {
      remote: 'mf_contact',
      ok: true,
      pages: [page('/contact', 'ContactPage'), page('/about', 'AboutUsPage')],
    };
    const table = composeSite([content, contact]);
    expect(table.pages.map((p) => p.path)).toEqual(['/', '/news', '/news/:id', '/contact']);
    expect(table.conflicts).toEqual([{ path: '/about', remotes: ['mf_content', 'mf_contact'] }]);
  });

  it('counts patterns that differ only in a parameter name as one path', () => {
    const maze2: RemoteDescription = { remote: 'mf_maze', ok: true, pages: [page('/news/:slug', 'MazeNewsPage')] };
    expect(composeSite([content, maze2]).conflicts).toEqual([{ path: '/news/:id', remotes: ['mf_content', 'mf_maze'] }]);
  });

  it('keeps a static path beside a detail pattern of another remote (the router ranks them)', () => {
    const maze2: RemoteDescription = { remote: 'mf_maze', ok: true, pages: [page('/news/maze-week', 'MazeWeekPage')] };
    expect(composeSite([content, maze2]).conflicts).toEqual([]);
  });

  it('names the remotes whose descriptions are missing, and routes the rest', () => {
    const down: RemoteDescription = { remote: 'mf_maze', ok: false, kind: 'timeout', reason: 'no answer' };
    const table = composeSite([content, down, chat]);
    expect(table.failed).toEqual(['mf_maze']);
    expect(table.pages).toHaveLength(4);
  });
});

describe('conflictMessage', () => {
  it('names the path and both remotes', () => {
    expect(conflictMessage({ path: '/about', remotes: ['mf_content', 'mf_contact'] })).toBe(
      '[site] Two remotes claim the path /about: mf_content and mf_contact. Neither serves it until one of them drops it from its pages.json.',
    );
  });
  it('names every remote when more than two claim it', () => {
    expect(conflictMessage({ path: '/x', remotes: ['mf_content', 'mf_maze', 'mf_contact'] })).toContain(
      '3 remotes claim the path /x: mf_content, mf_maze and mf_contact. None of them serves it',
    );
  });
});

describe('descriptionProblem', () => {
  it('warns about a remote that is down or slow: an outage, not a bug', () => {
    expect(descriptionProblem({ remote: 'mf_maze', ok: false, kind: 'unavailable', reason: 'http://m/pages.json answered 503' })).toEqual({
      level: 'warn',
      message:
        "[site] mf_maze's pages.json could not be read (http://m/pages.json answered 503); its pages show their failure message until it answers.",
    });
  });
  it('reports an invalid or incompatible description as an error, with the reason', () => {
    const problem = descriptionProblem({ remote: 'mf_maze', ok: false, kind: 'invalid', reason: 'built against contract version 2.' });
    expect(problem.level).toBe('error');
    expect(problem.message).toContain(
      "mf_maze's pages.json was refused, so none of its pages is served: built against contract version 2.",
    );
  });
});

describe('unmatchedOutcome', () => {
  it('is a 404 only when every remote answered', () => {
    expect(unmatchedOutcome({ failed: [] })).toEqual({ kind: 'not-found' });
  });
  it("is the missing remote's failure when one did not answer", () => {
    expect(unmatchedOutcome({ failed: ['mf_maze'] })).toEqual({ kind: 'failed', remote: 'mf_maze' });
  });
  it('is a failure naming no remote when several did not answer', () => {
    expect(unmatchedOutcome({ failed: ['mf_maze', 'mf_contact'] })).toEqual({ kind: 'failed', remote: null });
  });
});

describe('pageAt', () => {
  const pages = [
    { path: '/news', module: 'NewsPage', label: 'News', detail: false, remote: 'mf_content' as const },
    { path: '/news/:id', module: 'NewsDetailPage', label: 'News', detail: true, remote: 'mf_content' as const },
  ];
  it('finds the page of a path and its params', () => {
    expect(pageAt(pages, '/news/7')).toEqual({ page: pages[1], params: { id: '7' } });
    expect(pageAt(pages, '/news')?.page.module).toBe('NewsPage');
  });
  it('finds nothing for a path no page serves', () => {
    expect(pageAt(pages, '/news/7/extra')).toBeNull();
    expect(pageAt(pages, '/about')).toBeNull();
  });
});
