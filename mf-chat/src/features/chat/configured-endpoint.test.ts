import { askConfiguredEndpoint, chatConfig } from './configured-endpoint';

const CONNECTION = 'Sorry, there was an error connecting to the AI.';

/** What fetch resolves to, as far as the widget reads it (jsdom has no Response). */
const json = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body });

/** A fetch that answers by URL: chat-config.json, then the gateway. */
function fakeFetch(config: () => ReturnType<typeof json>) {
  return jest.fn(async (url: string) => (url.endsWith('/chat-config.json') ? config() : json({ reply: 'Open 9 to 8.', mode: 'offline' })));
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
  chatConfig.reset();
});

describe('askConfiguredEndpoint', () => {
  it('reads the endpoint from chat-config.json next to the page, once', async () => {
    const fetchImpl = fakeFetch(() => json({ endpoint: 'http://gateway.test/main/gemini' }));
    globalThis.fetch = fetchImpl as unknown as typeof fetch;
    expect(await askConfiguredEndpoint('Hours?')).toEqual({ text: 'Open 9 to 8.', mode: 'offline', failed: false });
    await askConfiguredEndpoint('Hours again?');
    const urls = fetchImpl.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url.endsWith('/chat-config.json'))).toEqual([new URL('chat-config.json', window.location.href).href]);
    expect(urls.filter((url) => url === 'http://gateway.test/main/gemini')).toHaveLength(2);
  });

  it('shows the connection message when chat-config.json is missing', async () => {
    globalThis.fetch = fakeFetch(() => json({}, 404)) as unknown as typeof fetch;
    expect(await askConfiguredEndpoint('Hours?')).toEqual({ text: CONNECTION, failed: true });
  });

  it('shows the connection message for a config that is not valid, and tries again on the next question', async () => {
    let config = () => json({ endpoint: 'gateway.test/main/gemini' });
    globalThis.fetch = fakeFetch(() => config()) as unknown as typeof fetch;
    expect(await askConfiguredEndpoint('Hours?')).toEqual({ text: CONNECTION, failed: true });
    config = () => json({ endpoint: 'http://gateway.test/main/gemini' });
    expect((await askConfiguredEndpoint('Hours?')).text).toBe('Open 9 to 8.');
  });
});
