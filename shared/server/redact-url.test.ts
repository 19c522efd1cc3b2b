import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('keeps the route and the names of the query, never a value or a token', () => {
    expect(redactUrl('/staff?q=asha%40example.net&page=2')).toBe('/staff?q=:redacted&page=:redacted');
    expect(redactUrl('/preview/AbCdEfGhIjKlMnOpQrStUvWx/news')).toBe('/preview/:token/news');
    expect(redactUrl('/news?preview=eyJ2IjoxfQ.c2lnbmF0dXJlLXZhbHVl')).toBe('/news?preview=:redacted');
    expect(redactUrl('/forms/contact')).toBe('/forms/contact');
  });
});
