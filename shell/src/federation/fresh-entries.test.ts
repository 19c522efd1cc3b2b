import { entryUrlForAttempt, freshEntriesPlugin, noteFreshAttempt } from './fresh-entries';

type CreateScript = (args: { url: string; remoteInfo?: { name: string } }) => HTMLScriptElement | undefined;
const createScript = freshEntriesPlugin().createScript as unknown as CreateScript;

describe('entryUrlForAttempt', () => {
  it("puts the attempt's number in the query, keeping the rest, replacing an earlier attempt's", () => {
    expect(entryUrlForAttempt('https://maze.example.org/remoteEntry.js', 1)).toBe('https://maze.example.org/remoteEntry.js?mf-attempt=1');
    expect(entryUrlForAttempt('https://maze.example.org/v2/remoteEntry.js?set=a&mf-attempt=1', 2)).toBe(
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
