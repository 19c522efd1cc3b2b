import { NETWORK_FAILURE_MESSAGE, SERVER_FAILURE_MESSAGE, sendForm } from './send-form';

// jsdom has no Response: what sendForm reads of one.
const answer = (status: number, read: () => Promise<unknown>) =>
  ({ ok: status >= 200 && status < 300, status, json: read }) as unknown as Response;
const json = (status: number, body: unknown) => jest.fn().mockResolvedValue(answer(status, async () => body));

describe('sendForm', () => {
  it('posts the urlencoded fields to the shell, asking for JSON, and answers what the server said', async () => {
    const fetchImpl = json(200, { ok: true, message: 'Stored.' });
    const body = new URLSearchParams({ email: 'a@example.com', back: '/contact' });
    expect(await sendForm('newsletter', body, fetchImpl)).toEqual({ ok: true, message: 'Stored.' });
    expect(fetchImpl).toHaveBeenCalledWith('/forms/newsletter', expect.objectContaining({ method: 'POST', body }));
    expect(fetchImpl.mock.calls[0][1].headers).toEqual({ accept: 'application/json' });
  });

  it("passes the server's refusal on as a failure", async () => {
    expect(await sendForm('contact', new URLSearchParams(), json(429, { ok: false, message: 'Too many.' }))).toEqual({
      ok: false,
      message: 'Too many.',
    });
  });

  it('says plainly when the network failed or the server answered something else', async () => {
    expect(await sendForm('contact', new URLSearchParams(), jest.fn().mockRejectedValue(new TypeError('Failed to fetch')))).toEqual({
      ok: false,
      message: NETWORK_FAILURE_MESSAGE,
    });
    const html = jest.fn().mockResolvedValue(answer(502, () => Promise.reject(new SyntaxError('Unexpected token <'))));
    expect(await sendForm('contact', new URLSearchParams(), html)).toEqual({ ok: false, message: SERVER_FAILURE_MESSAGE });
  });
});
