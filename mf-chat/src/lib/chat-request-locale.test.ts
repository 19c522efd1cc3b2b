import { parseRequestLocale } from 'shared/contracts';
import { buildRequestBody } from './chat-request';

describe('the page’s language in the chat request', () => {
  it('goes with the question when the widget knows it', () => {
    expect(buildRequestBody('नमस्ते', 'hi')).toEqual({ userMessage: expect.stringMatching(/नमस्ते$/), locale: 'hi' });
  });

  it('is read back by the contract: a site language, or none; anything else is refused', () => {
    expect(parseRequestLocale('gu')).toEqual({ ok: true, locale: 'gu' });
    expect(parseRequestLocale(undefined)).toEqual({ ok: true });
    expect(parseRequestLocale(null)).toEqual({ ok: true });
    expect(parseRequestLocale('fr')).toEqual({ ok: false });
    expect(parseRequestLocale(['hi'])).toEqual({ ok: false });
  });
});
