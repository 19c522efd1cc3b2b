import { CONTRACT_VERSION, type SiteConfig } from 'shared/contracts';
import { createSitePages, pagesUrlOf } from './site-pages';

const config: SiteConfig = {
  remotes: {
    mf_content: 'https://content.example.org/v3/mf-manifest.json',
    mf_chat: 'https://chat.example.org/mf-manifest.json',
    mf_maze: 'https://maze.example.org/mf-manifest.json',
    mf_contact: 'https://contact.example.org/mf-manifest.json',
  },
  remoteTimeoutMs: 4000,
};

const described = (remote: string, pages: { path: string; module: string }[], contract = CONTRACT_VERSION) => ({
  contract,
  remote,
  pages: pages.map((page) => ({ ...page, label: page.module, detail: page.path.includes(':') })),
});

const published: Record<string, unknown> = {
  'https://content.example.org/v3/pages.json': described('mf_content', [
    { path: '/', module: 'HomePage' },
    { path: '/news/:id', module: 'NewsDetailPage' },
  ]),
  'https://chat.example.org/pages.json': described('mf_chat', []),
  'https://maze.example.org/pages.json': described('mf_maze', [{ path: '/robot-maze', module: 'RobotMazePage' }]),
  'https://contact.example.org/pages.json': described('mf_contact', [{ path: '/contact', module: 'ContactPage' }]),
};

/** A network where each URL answers what `files` holds for it, and anything else is refused. */
function network(files: Record<string, unknown>) {
  return jest.fn((url: RequestInfo | URL) => {
    const key = String(url);
    if (!(key in files)) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(files[key]) } as unknown as Response);
  });
}

const quietLog = () => ({ warn: jest.fn(), error: jest.fn() });

describe('pagesUrlOf', () => {
  it('finds pages.json beside the manifest, wherever the remote is deployed', () => {
    expect(pagesUrlOf('https://content.example.org/v3/mf-manifest.json')).toBe('https://content.example.org/v3/pages.json');
  });
});

describe('createSitePages', () => {
  it('reads every remote and composes one table, each remote once', async () => {
    const fetchImpl = network(published);
    const log = quietLog();
    const site = createSitePages(() => Promise.resolve(config), fetchImpl, log);
    const table = await site.siteTable();
    expect(table.pages.map((page) => `${page.remote}/${page.module}`)).toEqual([
      'mf_content/HomePage',
      'mf_content/NewsDetailPage',
      'mf_maze/RobotMazePage',
      'mf_contact/ContactPage',
    ]);
    expect(table.failed).toEqual([]);
    await site.remotePages('mf_maze');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('warns about a remote that is down, routes the others, and reads it again after forget', async () => {
    const files = { ...published };
    delete files['https://maze.example.org/pages.json'];
    const fetchImpl = network(files);
    const log = quietLog();
    const site = createSitePages(() => Promise.resolve(config), fetchImpl, log);
    const table = await site.siteTable();
    expect(table.failed).toEqual(['mf_maze']);
    expect(table.pages).toHaveLength(3);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining("mf_maze's pages.json could not be read (https://maze.example.org/pages.json could not be reached"),
    );

    files['https://maze.example.org/pages.json'] = published['https://maze.example.org/pages.json'];
    fetchImpl.mockImplementation(network(files));
    expect((await site.siteTable()).failed).toEqual(['mf_maze']); // the table is kept until a Try again
    site.forget();
    expect((await site.siteTable()).failed).toEqual([]);
  });

  it('reads one remote anew after forget(remote), rather than wait on a read asked while it was down, and only that one', async () => {
    let answerDown: (value: never) => void = () => undefined;
    const fetchImpl = network(published);
    // The maze's first read hangs (asked while it was down, its failure still on its way).
    fetchImpl.mockImplementationOnce((url) =>
      String(url).includes('maze')
        ? new Promise((_, reject) => (answerDown = () => reject(new TypeError('Failed to fetch'))))
        : network(published)(url),
    );
    const site = createSitePages(() => Promise.resolve(config), fetchImpl, quietLog());
    const hanging = site.remotePages('mf_maze');
    await site.remotePages('mf_chat');
    site.forget('mf_maze');
    await expect(site.remotePages('mf_maze')).resolves.toMatchObject({ remote: 'mf_maze' });
    answerDown(undefined as never);
    await expect(hanging).rejects.toThrow();
    await site.remotePages('mf_chat');
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual([
      'https://maze.example.org/pages.json',
      'https://chat.example.org/pages.json',
      'https://maze.example.org/pages.json',
    ]);
  });

  it('refuses a remote built against another contract version, with an error that says so', async () => {
    const log = quietLog();
    const files = {
      ...published,
      'https://maze.example.org/pages.json': described('mf_maze', [{ path: '/robot-maze', module: 'RobotMazePage' }], 99),
    };
    const site = createSitePages(() => Promise.resolve(config), network(files), log);
    expect((await site.siteTable()).failed).toEqual(['mf_maze']);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/mf_maze's pages\.json was refused.*contract version 99; this build speaks version 1/),
    );
    await expect(site.remotePages('mf_maze')).rejects.toMatchObject({ remote: 'mf_maze', kind: 'invalid' });
  });

  it("refuses a description that names another remote than the config's", async () => {
    const log = quietLog();
    const files = { ...published, 'https://contact.example.org/pages.json': described('mf_maze', []) };
    const site = createSitePages(() => Promise.resolve(config), network(files), log);
    expect((await site.siteTable()).failed).toEqual(['mf_contact']);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('describes mf_maze, but the site config names it as mf_contact'));
  });

  it('names the path and both remotes when two claim it, and serves it by neither', async () => {
    const log = quietLog();
    const files = {
      ...published,
      'https://contact.example.org/pages.json': described('mf_contact', [
        { path: '/contact', module: 'ContactPage' },
        { path: '/', module: 'ContactHomePage' },
      ]),
    };
    const table = await createSitePages(() => Promise.resolve(config), network(files), log).siteTable();
    expect(table.conflicts).toEqual([{ path: '/', remotes: ['mf_content', 'mf_contact'] }]);
    expect(table.pages.some((page) => page.path === '/')).toBe(false);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('Two remotes claim the path /: mf_content and mf_contact'));
  });

  it('counts every remote as missing while the config cannot be read', async () => {
    const log = quietLog();
    const fetchImpl = network(published);
    const site = createSitePages(() => Promise.reject(new Error('/site-config.json did not answer within 6000 ms')), fetchImpl, log);
    const table = await site.siteTable();
    expect(table.failed).toEqual(['mf_content', 'mf_chat', 'mf_maze', 'mf_contact']);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('The site config could not be read (/site-config.json did not answer within 6000 ms)'),
    );
  });
});
