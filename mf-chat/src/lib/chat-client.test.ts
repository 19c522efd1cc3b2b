/** @jest-environment node */
import { askAssistant } from './chat-client';
import { PERSONA_INSTRUCTION } from './chat-request';

const CONNECTION = 'Sorry, there was an error connecting to the AI.';
const EMPTY = 'Sorry, I could not generate a response.';
const ENDPOINT = 'http://gateway.test/main/gemini';

function respond(body: string, status = 200): typeof fetch {
  return jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch;
}

describe('askAssistant', () => {
  it('POSTs JSON { userMessage } with the persona and the question, and returns the reply', async () => {
    const fetchImpl = respond(JSON.stringify({ reply: 'The IoT course costs 499 rupees.', mode: 'offline' }));
    const result = await askAssistant(ENDPOINT, 'IoT price?', { fetchImpl });
    expect(result).toEqual({ text: 'The IoT course costs 499 rupees.', mode: 'offline', failed: false });
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    const body = JSON.parse(String(init.body)) as { userMessage: string };
    expect(body.userMessage.startsWith(PERSONA_INSTRUCTION)).toBe(true);
    expect(body.userMessage.endsWith('IoT price?')).toBe(true);
  });

  it('returns the sources of the answer', async () => {
    const fetchImpl = respond(JSON.stringify({ reply: 'Saturday 10:00 AM - 5:00 PM.', sources: [{ title: 'Contact', path: '/contact' }] }));
    expect(await askAssistant(ENDPOINT, 'Hours?', { fetchImpl })).toEqual({
      text: 'Saturday 10:00 AM - 5:00 PM.',
      sources: [{ title: 'Contact', path: '/contact' }],
      failed: false,
    });
  });

  it('gives the connection message on a network error', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await askAssistant(ENDPOINT, 'q', { fetchImpl })).toEqual({ text: CONNECTION, failed: true });
  });

  it('gives the connection message on a non-2xx answer', async () => {
    expect((await askAssistant(ENDPOINT, 'q', { fetchImpl: respond('{"error":"upstream"}', 502) })).text).toBe(CONNECTION);
    expect((await askAssistant(ENDPOINT, 'q', { fetchImpl: respond('{"reply":"hi"}', 429) })).text).toBe(CONNECTION);
  });

  it('gives the connection message on bad JSON or a reply that is not text', async () => {
    expect((await askAssistant(ENDPOINT, 'q', { fetchImpl: respond('<html>oops</html>') })).text).toBe(CONNECTION);
    expect((await askAssistant(ENDPOINT, 'q', { fetchImpl: respond('{"reply":{"text":"x"}}') })).text).toBe(CONNECTION);
  });

  it('gives the empty-reply message on an empty reply', async () => {
    expect(await askAssistant(ENDPOINT, 'q', { fetchImpl: respond('{"reply":""}') })).toEqual({ text: EMPTY, failed: true });
    expect((await askAssistant(ENDPOINT, 'q', { fetchImpl: respond('{}') })).text).toBe(EMPTY);
  });

  it('gives the connection message when the gateway does not answer in time', async () => {
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    expect(await askAssistant(ENDPOINT, 'q', { fetchImpl, timeoutMs: 20 })).toEqual({ text: CONNECTION, failed: true });
  });
});
