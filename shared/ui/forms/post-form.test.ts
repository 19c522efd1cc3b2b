import { NETWORK_FAILURE_MESSAGE, POST_TIMEOUT_MS, SERVER_FAILURE_MESSAGE, createFormTokens, postForm, sendFormBody } from './post-form';
import { formWords } from './words';

// jsdom has no Response: what sendFormBody reads of one.
const answer = (status: number, read: () => Promise<unknown>) =>
  ({ ok: status >= 200 && status < 300, status, json: read }) as unknown as Response;
const json = (status: number, body: unknown) => jest.fn().mockResolvedValue(answer(status, async () => body));
const notJson = (status: number) =>
  jest.fn().mockResolvedValue(answer(status, () => Promise.reject(new SyntaxError('Unexpected token <'))));

describe('sendFormBody', () => {
  it('posts the urlencoded fields to /forms/<name> on this origin, asking for JSON, and answers what the server said', async () => {
    const fetchImpl = json(200, { ok: true, message: 'Stored.' });
    const body = new URLSearchParams({ email: 'a@example.com', back: '/contact' });
    expect(await sendFormBody('newsletter', body, fetchImpl)).toEqual({ ok: true, message: 'Stored.' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/forms/newsletter',
      expect.objectContaining({ method: 'POST', body, credentials: 'same-origin' }),
    );
    expect(fetchImpl.mock.calls[0][1].headers).toEqual({ accept: 'application/json' });
  });

  it("passes the server's refusal on as a failure, word for word", async () => {
    expect(await sendFormBody('contact', new URLSearchParams(), json(429, { ok: false, message: 'Too many.' }))).toEqual({
      ok: false,
      message: 'Too many.',
    });
  });

  it('counts as sent only a 2xx that says ok', async () => {
    // A proxy answering 200 with the contact server's refusal, or an error status around an ok reply: neither was stored.
    expect(await sendFormBody('contact', new URLSearchParams(), json(200, { ok: false, message: 'Refused.' }))).toEqual({
      ok: false,
      message: 'Refused.',
    });
    expect(await sendFormBody('contact', new URLSearchParams(), json(503, { ok: true, message: 'Sent?' }))).toEqual({
      ok: false,
      message: 'Sent?',
    });
  });

  it('says plainly when the network failed, and when the site answered with anything but a reply', async () => {
    const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendFormBody('contact', new URLSearchParams(), offline)).toEqual({ ok: false, message: NETWORK_FAILURE_MESSAGE });
    for (const status of [502, 413, 200])
      expect(await sendFormBody('waitlist', new URLSearchParams(), notJson(status))).toEqual({
        ok: false,
        message: SERVER_FAILURE_MESSAGE,
      });
    expect(await sendFormBody('waitlist', new URLSearchParams(), json(200, { ok: 'yes' }))).toEqual({
      ok: false,
      message: SERVER_FAILURE_MESSAGE,
    });
  });

  it("tells a failure in the language the form's body names, and in English for anything else", async () => {
    await formWords.prepare('gu');
    await formWords.prepare('hi');
    const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await sendFormBody('contact', new URLSearchParams({ locale: 'gu' }), offline)).message).toMatch(/^અમે અમારા સર્વર સુધી/);
    expect((await sendFormBody('contact', new URLSearchParams({ locale: 'hi' }), notJson(502))).message).toBe(
      'हमारे सर्वर ने ठीक से जवाब नहीं दिया, इसलिए यह नहीं भेजा गया। कृपया कुछ मिनट बाद फिर से कोशिश करें, या हमें +91 79 4890 2210 पर कॉल करें।',
    );
    expect((await sendFormBody('contact', new URLSearchParams({ locale: '<script>' }), offline)).message).toBe(NETWORK_FAILURE_MESSAGE);
  });

  it('gives up on a stuck connection after its time limit, as a network failure', async () => {
    jest.useFakeTimers();
    try {
      const stuck = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      const sent = sendFormBody('contact', new URLSearchParams(), stuck as unknown as typeof fetch);
      await jest.advanceTimersByTimeAsync(POST_TIMEOUT_MS);
      expect(await sent).toEqual({ ok: false, message: NETWORK_FAILURE_MESSAGE });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('postForm', () => {
  it("sends the form's own fields as the browser would, files left out", async () => {
    document.body.innerHTML = `<form method="post" action="/forms/contact">
      <input name="back" type="hidden" value="/contact"><input name="name" value="Asha Rao">
      <textarea name="message">Two lines\nof text</textarea><input name="file" type="file"></form>`;
    const fetchImpl = json(200, { ok: true, message: 'Stored.' });
    await postForm('contact', document.querySelector('form') as HTMLFormElement, fetchImpl);
    expect(fetchImpl.mock.calls[0][0]).toBe('/forms/contact');
    expect([...(fetchImpl.mock.calls[0][1].body as URLSearchParams)]).toEqual([
      ['back', '/contact'],
      ['name', 'Asha Rao'],
      ['message', 'Two lines\nof text'],
    ]);
  });
});

describe('the time token (decision record 030)', () => {
  /** Lets the token request's answer arrive. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const formWith = (html: string) => {
    document.body.innerHTML = `<form method="post" action="/forms/contact">${html}</form>`;
    return document.querySelector('form') as HTMLFormElement;
  };

  it('asks once when the visitor starts, and a post sent sooner than the minimum waits out the rest, then carries it', async () => {
    let clock = 10_000;
    const slept: number[] = [];
    const tokenFetch = json(200, { token: 't1' });
    const tokens = createFormTokens(
      () => tokenFetch,
      () => clock,
      async (ms) => void slept.push(ms),
    );
    tokens.prepare();
    tokens.prepare();
    expect(tokenFetch).toHaveBeenCalledTimes(1);
    expect(tokenFetch.mock.calls[0][0]).toBe('/forms/token');
    await settle();
    clock += 1_000; // autofilled and sent a second later
    const post = json(200, { ok: true, message: 'Stored.' });
    expect(await postForm('contact', formWith('<input name="name" value="Asha">'), post, tokens)).toEqual({ ok: true, message: 'Stored.' });
    // The contact form's minimum is 3 s from the token: 2 s and a margin were waited, then it was sent with the token.
    expect(slept).toEqual([2_250]);
    expect([...(post.mock.calls[0][1].body as URLSearchParams)]).toEqual([
      ['name', 'Asha'],
      ['form_token', 't1'],
    ]);
  });

  it('a token vouches for one post: the next post asks for a new one; a slow visitor waits for nothing', async () => {
    let clock = 0;
    const slept: number[] = [];
    let n = 0;
    const tokenFetch = jest.fn(async () => answer(200, async () => ({ token: `t${++n}` })));
    const tokens = createFormTokens(
      () => tokenFetch as unknown as typeof fetch,
      () => clock,
      async (ms) => void slept.push(ms),
    );
    tokens.prepare();
    await settle();
    clock += 60_000;
    expect(await tokens.take('newsletter')).toBe('t1');
    expect(await tokens.take('newsletter')).toBe('t2');
    expect(tokenFetch).toHaveBeenCalledTimes(2);
    expect(slept).toEqual([1_750]); // the second, asked for at the post itself, waited the newsletter's 1.5 s
  });

  it('sends the post without a token when the token cannot be had: limited, down, or nonsense', async () => {
    for (const tokenFetch of [
      json(429, { token: null }),
      jest.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      json(200, { token: 42 }),
      notJson(200),
    ]) {
      const tokens = createFormTokens(() => tokenFetch as unknown as typeof fetch);
      const post = json(200, { ok: true, message: 'Stored.' });
      await postForm('waitlist', formWith('<input name="email" value="a@example.com">'), post, tokens);
      expect([...(post.mock.calls[0][1].body as URLSearchParams)]).toEqual([['email', 'a@example.com']]);
    }
  });
});
