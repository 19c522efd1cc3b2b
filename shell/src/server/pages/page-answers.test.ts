import { pageResponse } from './page-answers';
import type { PageAnswer } from './renderer';

const page = (over: Partial<{ status: 200 | 404; renderMs: number | null }> = {}): PageAnswer => ({
  kind: 'page',
  status: 200,
  html: '<!doctype html><title>x</title>',
  etag: '"abc"',
  renderMs: null,
  complete: true,
  ...over,
});

describe('pageResponse', () => {
  it('gives each encoding its own validator, and varies by Accept-Encoding', () => {
    const answer = page();
    const br = pageResponse(answer, { 'accept-encoding': 'gzip, br' });
    const gzip = pageResponse(answer, { 'accept-encoding': 'gzip' });
    const plain = pageResponse(answer, {});
    expect([br.headers.etag, gzip.headers.etag, plain.headers.etag]).toEqual(['"abc-br"', '"abc-gzip"', '"abc"']);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    for (const response of [br, gzip, plain]) expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('answers 304 only for the validator of the encoding it would send', () => {
    const answer = page();
    expect(pageResponse(answer, { 'accept-encoding': 'br', 'if-none-match': '"abc-br"' }).status).toBe(304);
    expect(pageResponse(answer, { 'accept-encoding': 'gzip', 'if-none-match': '"abc-br"' }).status).toBe(200);
    expect(pageResponse(answer, { 'if-none-match': '"abc-gzip"' }).status).toBe(200);
    expect(pageResponse(answer, { 'if-none-match': 'W/"abc", "zzz"' }).status).toBe(304);
    expect(pageResponse(answer, { 'if-none-match': '*' }).status).toBe(304);
  });

  it('never answers 304 for a page that does not exist, whatever the condition', () => {
    const missing = page({ status: 404 });
    for (const condition of ['*', '"abc"', '"abc-br"']) {
      const response = pageResponse(missing, { 'accept-encoding': 'br', 'if-none-match': condition });
      expect([condition, response.status]).toEqual([condition, 404]);
    }
  });
});
