import { FetchJsonError, fetchJsonWithin } from './fetch-json';

const answer = (status: number, body: () => Promise<unknown>) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: body } as unknown as Response);

/** A server that accepts the request and never answers, until the caller aborts. */
const silent = () =>
  jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

async function failureOf(promise: Promise<unknown>): Promise<FetchJsonError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchJsonError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('fetchJsonWithin', () => {
  it('returns the parsed body', async () => {
    await expect(
      fetchJsonWithin(
        '/a.json',
        1000,
        answer(200, () => Promise.resolve({ a: 1 })),
      ),
    ).resolves.toEqual({ a: 1 });
  });

  it('calls an HTTP error unavailable and names the status', async () => {
    const failure = await failureOf(
      fetchJsonWithin(
        '/a.json',
        1000,
        answer(503, () => Promise.resolve(null)),
      ),
    );
    expect(failure.kind).toBe('unavailable');
    expect(failure.message).toBe('/a.json answered 503');
  });

  it('calls a refused connection unavailable', async () => {
    const refused = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await failureOf(fetchJsonWithin('/a.json', 1000, refused));
    expect(failure.kind).toBe('unavailable');
    expect(failure.message).toContain('Failed to fetch');
  });

  it('calls a body that is not JSON invalid', async () => {
    const failure = await failureOf(
      fetchJsonWithin(
        '/a.json',
        1000,
        answer(200, () => Promise.reject(new SyntaxError('Unexpected token'))),
      ),
    );
    expect(failure.kind).toBe('invalid');
  });

  it('aborts a request that outlives its time and says how long it waited', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = silent();
      const pending = failureOf(fetchJsonWithin('/a.json', 1500, fetchImpl));
      jest.advanceTimersByTime(1500);
      const failure = await pending;
      expect(failure.kind).toBe('timeout');
      expect(failure.message).toBe('/a.json did not answer within 1500 ms');
      expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
