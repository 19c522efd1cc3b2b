/** @jest-environment node */
import { chatConfigUrl, fetchChatConfig, parseChatConfig } from './chat-config';

describe('chat config', () => {
  it('accepts an absolute http(s) endpoint', () => {
    expect(parseChatConfig({ endpoint: 'http://localhost:8085/main/gemini' })).toEqual({
      ok: true,
      value: { endpoint: 'http://localhost:8085/main/gemini' },
    });
  });

  it('refuses other shapes with a message', () => {
    expect(parseChatConfig(null).ok).toBe(false);
    expect(parseChatConfig({}).ok).toBe(false);
    expect(parseChatConfig({ endpoint: '/main/gemini' }).ok).toBe(false);
    expect(parseChatConfig({ endpoint: 'ftp://x/main/gemini' }).ok).toBe(false);
    expect(parseChatConfig({ endpoint: 'gateway.example/main/gemini' })).toEqual({
      ok: false,
      error: 'chat-config.json: endpoint must be an absolute http(s) URL of the chat gateway, got "gateway.example/main/gemini".',
    });
  });

  it('finds the file next to the remote files, whatever page loaded them', () => {
    expect(chatConfigUrl('http://localhost:8082/', 'http://localhost:8080/news/3')).toBe('http://localhost:8082/chat-config.json');
    expect(chatConfigUrl('https://cdn.example/chat/v2/', 'https://site.example/')).toBe('https://cdn.example/chat/v2/chat-config.json');
    expect(chatConfigUrl(undefined, 'http://localhost:8082/')).toBe('http://localhost:8082/chat-config.json');
  });

  it('fetches and validates', async () => {
    const ok = jest.fn(async () => new Response('{"endpoint":"https://gw.example/main/gemini"}')) as unknown as typeof fetch;
    await expect(fetchChatConfig('http://x/chat-config.json', ok)).resolves.toEqual({ endpoint: 'https://gw.example/main/gemini' });
    const missing = jest.fn(async () => new Response('nope', { status: 404 })) as unknown as typeof fetch;
    await expect(fetchChatConfig('http://x/chat-config.json', missing)).rejects.toThrow('404');
    const wrong = jest.fn(async () => new Response('{"url":"https://gw.example/main/gemini"}')) as unknown as typeof fetch;
    await expect(fetchChatConfig('http://x/chat-config.json', wrong)).rejects.toThrow(/chat-config\.json: endpoint/);
  });
});
