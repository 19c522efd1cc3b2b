import { parseSiteConfig } from 'shared/contracts';
import { createSiteConfigLoader } from './site-config';

const valid = {
  remotes: {
    mf_content: 'https://content.example.org/mf-manifest.json',
    mf_chat: 'https://chat.example.org/mf-manifest.json',
    mf_maze: 'https://maze.example.org/mf-manifest.json',
    mf_contact: 'https://contact.example.org/mf-manifest.json',
  },
};

describe('parseSiteConfig', () => {
  it('accepts a complete config and defaults the timeout', () => {
    const result = parseSiteConfig(valid);
    expect(result).toEqual({ ok: true, value: { ...valid, remoteTimeoutMs: 6000 } });
  });
  it.each([
    [null, 'must be a JSON object'],
    [[], 'remotes is missing'],
    [{}, 'remotes is missing'],
    [{ remotes: { ...valid.remotes, mf_maze: undefined } }, 'remotes.mf_maze is missing'],
    [{ remotes: { ...valid.remotes, mf_chat: 'javascript:alert(1)' } }, 'remotes.mf_chat must be an http(s) URL'],
    [{ ...valid, remoteTimeoutMs: 10 }, 'remoteTimeoutMs must be a number'],
    [{ ...valid, remoteTimeoutMs: '5000' }, 'remoteTimeoutMs must be a number'],
  ])('refuses %j with a message that says what is wrong', (raw, message) => {
    const result = parseSiteConfig(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});

describe('createSiteConfigLoader', () => {
  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) } as unknown as Response);

  it('reads and validates the file, once for every caller', async () => {
    const fetchImpl = answer(200, valid);
    const config = createSiteConfigLoader(fetchImpl);
    await expect(config.get()).resolves.toMatchObject({ remoteTimeoutMs: 6000 });
    await config.get();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/site-config.json', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });
  it('reports an HTTP failure and reads afresh next time', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 404, json: () => Promise.resolve(null) })
      .mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(valid) });
    const config = createSiteConfigLoader(fetchImpl);
    await expect(config.get()).rejects.toThrow('/site-config.json answered 404');
    await expect(config.get()).resolves.toBeTruthy();
  });
  it('reports invalid content', async () => {
    await expect(createSiteConfigLoader(answer(200, { remotes: {} })).get()).rejects.toThrow('remotes.mf_content');
  });
  it('gives up on a config that never answers within the default area time limit, then tries again', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      );
      const config = createSiteConfigLoader(fetchImpl);
      const first = config.get();
      jest.advanceTimersByTime(6000);
      await expect(first).rejects.toThrow('/site-config.json did not answer within 6000 ms');
      fetchImpl.mockImplementationOnce(() =>
        Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(valid) } as unknown as Response),
      );
      await expect(config.get()).resolves.toMatchObject({ remotes: valid.remotes });
    } finally {
      jest.useRealTimers();
    }
  });
});
