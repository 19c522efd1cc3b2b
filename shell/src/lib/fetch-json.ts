/** Why a JSON file could not be read: nobody answered, too late, or an answer that is not usable. */
export type FetchFailureKind = 'unavailable' | 'timeout' | 'invalid';

export class FetchJsonError extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'FetchJsonError';
  }
}

/**
 * Fetches and parses JSON within `timeoutMs`. A request past its time is aborted (not merely ignored),
 * so a hanging server holds no connection of the page's, and a later retry starts clean.
 */
export async function fetchJsonWithin(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw new FetchJsonError('timeout', `${url} did not answer within ${timeoutMs} ms`);
      throw new FetchJsonError('unavailable', `${url} could not be reached (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!response.ok) throw new FetchJsonError('unavailable', `${url} answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      if (controller.signal.aborted) throw new FetchJsonError('timeout', `${url} did not answer within ${timeoutMs} ms`);
      throw new FetchJsonError('invalid', `${url} is not valid JSON`);
    }
  } finally {
    clearTimeout(timer);
  }
}
