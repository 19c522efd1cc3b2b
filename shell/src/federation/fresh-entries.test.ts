import { urlForAttempt, freshEntriesPlugin, noteFreshAttempt, rerunPreloadedScripts } from './fresh-entries';

type CreateScript = (args: { url: string; remoteInfo?: { name: string } }) => HTMLScriptElement | undefined;
const createScript = freshEntriesPlugin().createScript as unknown as CreateScript;

describe('urlForAttempt', () => {
  it("puts the attempt's number in the query, keeping the rest, replacing an earlier attempt's", () => {
    expect(urlForAttempt('https://maze.example.org/remoteEntry.js', 1)).toBe('https://maze.example.org/remoteEntry.js?mf-attempt=1');
    expect(urlForAttempt('https://maze.example.org/v2/remoteEntry.js?set=a&mf-attempt=1', 2)).toBe(
      'https://maze.example.org/v2/remoteEntry.js?set=a&mf-attempt=2',
    );
  });
});

describe('freshEntriesPlugin', () => {
  const url = 'https://chat.example.org/remoteEntry.js';

  it("leaves a remote's first load to the runtime (its script, the address the page preloaded)", () => {
    expect(createScript({ url, remoteInfo: { name: 'mf_chat' } })).toBeUndefined();
    expect(createScript({ url })).toBeUndefined();
  });

  it('loads the entry of a remote retried by a Try again at an address of its own, a new one each time', () => {
    noteFreshAttempt('mf_chat');
    expect(createScript({ url, remoteInfo: { name: 'mf_chat' } })?.src).toBe(`${url}?mf-attempt=1`);
    noteFreshAttempt('mf_chat');
    expect(createScript({ url, remoteInfo: { name: 'mf_chat' } })?.src).toBe(`${url}?mf-attempt=2`);
    // Another remote is left alone.
    expect(createScript({ url: 'https://maze.example.org/remoteEntry.js', remoteInfo: { name: 'mf_maze' } })).toBeUndefined();
  });
});

describe('rerunPreloadedScripts', () => {
  const base = 'https://maze.example.org/';
  const entry = `${base}remoteEntry.js`;
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', href);
    document.head.appendChild(link);
  };
  const added = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script'));

  beforeEach(() => {
    document.head.innerHTML = '';
    for (const href of [entry, `${base}772.abc.js`, `${base}locale-hi.maze.def.js`, 'https://chat.example.org/12.abc.js']) preload(href);
    preload(`${base}772.abc.js`);
  });

  it("runs again, at the attempt's address, each script of the remote the page preloaded, but its entry", async () => {
    const done = rerunPreloadedScripts(base, entry, 3);
    expect(added().map((script) => script.src)).toEqual([`${base}772.abc.js?mf-attempt=3`, `${base}locale-hi.maze.def.js?mf-attempt=3`]);
    for (const script of added()) script.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBeUndefined();
  });

  it('fails when one of them cannot be loaded (the remote is still down)', async () => {
    const done = rerunPreloadedScripts(base, entry, 4);
    added()[1]!.dispatchEvent(new Event('error'));
    await expect(done).rejects.toThrow(`${base}locale-hi.maze.def.js could not be loaded`);
  });

  it('has nothing to do on a page that preloaded none of it', async () => {
    document.head.innerHTML = '';
    await expect(rerunPreloadedScripts(base, entry, 5)).resolves.toBeUndefined();
    expect(added()).toEqual([]);
  });
});
