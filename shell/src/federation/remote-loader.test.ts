import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePages, SiteConfig } from 'shared/contracts';
import { freshEntriesPlugin } from './fresh-entries';
import { RemoteLoadError, loadExposedModule } from './remote-loader';
import { loadSiteConfig } from './site-config';
import { readManifestText } from './manifest-reads';
import { DescriptionError, sitePages } from './site-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./site-config', () => ({ loadSiteConfig: jest.fn() }));
jest.mock('./manifest-reads', () => ({
  ...jest.requireActual<typeof import('./manifest-reads')>('./manifest-reads'),
  readManifestText: jest.fn(),
}));
jest.mock('./site-pages', () => ({
  ...jest.requireActual<typeof import('./site-pages')>('./site-pages'),
  sitePages: { remotePages: jest.fn(), siteTable: jest.fn(), forget: jest.fn() },
}));

const config: SiteConfig = {
  remotes: {
    mf_content: 'https://content.example.org/mf-manifest.json',
    mf_chat: 'https://chat.example.org/mf-manifest.json',
    mf_maze: 'https://maze.example.org/mf-manifest.json',
    mf_contact: 'https://contact.example.org/mf-manifest.json',
  },
  remoteTimeoutMs: 4000,
};
const chatPages: RemotePages = { contract: 1, remote: 'mf_chat', pages: [] };
const Widget = () => null;

describe('loadExposedModule', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(loadSiteConfig).mockResolvedValue(config);
    jest.mocked(sitePages.remotePages).mockResolvedValue(chatPages);
    jest.mocked(loadRemote).mockResolvedValue({ default: Widget });
  });

  it('registers every remote from the config and loads remote/module', async () => {
    await expect(loadExposedModule('mf_chat', 'ChatWidget')).resolves.toEqual({ default: Widget });
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'mf_maze', entry: config.remotes.mf_maze }]));
    expect(loadRemote).toHaveBeenCalledWith('mf_chat/ChatWidget');
  });

  it('never runs a remote whose published contract this shell does not speak', async () => {
    jest
      .mocked(sitePages.remotePages)
      .mockRejectedValue(new DescriptionError('mf_chat', 'invalid', 'mf_chat was built against contract version 2.'));
    const attempt = loadExposedModule('mf_chat', 'ChatWidget');
    await expect(attempt).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(attempt).rejects.toMatchObject({ remote: 'mf_chat', kind: 'invalid' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('re-registers the remote on a Try again, so its manifest is fetched anew and its entry at a fresh address', async () => {
    jest
      .mocked(readManifestText)
      .mockResolvedValue(JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    const createScript = freshEntriesPlugin().createScript as unknown as (args: object) => HTMLScriptElement | undefined;
    const entry = { url: 'https://maze.example.org/remoteEntry.js', remoteInfo: { name: 'mf_maze' } };
    await loadExposedModule('mf_maze', 'RobotMazePage');
    expect(createScript(entry)).toBeUndefined();
    await loadExposedModule('mf_maze', 'RobotMazePage', true);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_maze', entry: config.remotes.mf_maze }], { force: true });
    // Its pages are read anew too, not from a read asked while it was down.
    expect(sitePages.forget).toHaveBeenCalledTimes(1);
    expect(sitePages.forget).toHaveBeenCalledWith('mf_maze');
    expect(createScript(entry)?.src).toBe('https://maze.example.org/remoteEntry.js?mf-attempt=1');
  });

  it('runs again the chunks the page preloaded before the fresh entry, and fails the Try again when one still fails', async () => {
    jest
      .mocked(readManifestText)
      .mockResolvedValue(JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    document.head.innerHTML =
      '<link rel="preload" as="script" href="https://maze.example.org/remoteEntry.js"><link rel="preload" as="script" href="https://maze.example.org/772.abc.js">';
    const retry = loadExposedModule('mf_maze', 'RobotMazePage', true);
    await new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!document.querySelector('script')) return;
        watch.disconnect();
        resolve();
      });
      watch.observe(document.head, { childList: true });
    });
    const [chunk, ...others] = Array.from(document.querySelectorAll('script'));
    expect([chunk?.src, others]).toEqual([expect.stringMatching(/^https:\/\/maze\.example\.org\/772\.abc\.js\?mf-attempt=\d+$/), []]);
    chunk!.dispatchEvent(new Event('error'));
    await expect(retry).rejects.toMatchObject({
      remote: 'mf_maze',
      kind: 'unavailable',
      message: 'mf_maze: https://maze.example.org/772.abc.js could not be loaded',
    });
    expect(loadRemote).not.toHaveBeenCalled();
    document.head.innerHTML = '';
  });

  it('names the remote when the runtime hands back a failed module', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ __remoteFailed__: true, id: 'mf_maze/RobotMazePage', reason: 'Failed to fetch' });
    await expect(loadExposedModule('mf_maze', 'RobotMazePage')).rejects.toMatchObject({
      remote: 'mf_maze',
      kind: 'unavailable',
      message: 'mf_maze: Failed to fetch',
    });
  });
});
