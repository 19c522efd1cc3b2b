/** @jest-environment node */
// @ts-check
const { PORTS } = require('shared/ports');
const { siteUrlFromEnv } = require('./site-url.cjs');

const EXPECTED = "SITE_URL must be the site's public http(s) address, like https://www.robominds.in, with no user, query or #fragment";

describe('siteUrlFromEnv', () => {
  it('defaults to the shell on this machine', () => {
    expect(siteUrlFromEnv({})).toEqual({ ok: true, value: `http://localhost:${PORTS.shell}` });
  });

  it.each([
    ['https://www.robominds.in', 'https://www.robominds.in'],
    ['https://www.robominds.in/', 'https://www.robominds.in'],
    ['https://WWW.RoboMinds.IN:443/', 'https://www.robominds.in'],
    ['http://localhost:9080', 'http://localhost:9080'],
    ['https://example.org/robominds/', 'https://example.org/robominds'],
    ['https://example.org/a//', 'https://example.org/a'],
    ['https://bücher.example/site', 'https://xn--bcher-kva.example/site'],
  ])('reads %s as %s', (value, expected) => {
    expect(siteUrlFromEnv({ SITE_URL: value })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['www.robominds.in', '"www.robominds.in"'],
    ['', '""'],
    ['ftp://robominds.in', '"ftp://robominds.in"'],
    ['https://robominds.in/?utm=x', '"https://robominds.in/?utm=x"'],
    ['https://robominds.in/#top', '"https://robominds.in/#top"'],
    ['https://robominds.in/?', '"https://robominds.in/?"'],
    ['https://user:secret@robominds.in/site', '"https://…@robominds.in/site"'],
    ['https://user@robominds.in', '"https://…@robominds.in/"'],
  ])('refuses %j with a sentence naming SITE_URL and what it expects', (value, got) => {
    expect(siteUrlFromEnv({ SITE_URL: value })).toEqual({ ok: false, error: `environment: ${EXPECTED}, got ${got}.` });
  });

  it('reads nothing else of the environment, and quotes nothing else', () => {
    const result = siteUrlFromEnv({ SITE_URL: 'nope', GEMINI_API_KEY: 'secret-key' });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain('secret-key');
  });
});
