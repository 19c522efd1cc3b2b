/** @jest-environment node */
import { signPreview, verifyPreview } from './preview-token';

const secret = 'a-server-secret-of-at-least-32-characters';
const now = 1_800_000_000_000;

describe('preview links', () => {
  const token = signPreview(secret, { mf_maze: '20261123-110000-bbbbbbbb' }, now + 60_000);

  it('name the candidate versions until they expire', () => {
    expect(verifyPreview(secret, token, now)).toEqual({
      ok: true,
      versions: { mf_maze: '20261123-110000-bbbbbbbb' },
      expiresAt: now + 60_000,
    });
    expect(verifyPreview(secret, token, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse a changed link, another server’s link and anything not a link', () => {
    const [payload, signature] = token.split('.') as [string, string];
    const changed = Buffer.from(JSON.stringify({ v: { mf_maze: '20261123-120000-cccccccc' }, exp: now + 60_000 })).toString('base64url');
    expect(verifyPreview(secret, `${changed}.${signature}`, now)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyPreview('another-secret-of-at-least-32-characters', token, now)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyPreview(secret, `${payload}.${signature.slice(1)}`, now)).toEqual({ ok: false, reason: 'tampered' });
    for (const junk of [undefined, '', 'abc', 'a.b.c', `${payload}.`, 'x'.repeat(5000)])
      expect(verifyPreview(secret, junk, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('never name a URL or an unknown remote, even when signed', () => {
    for (const versions of [{ mf_maze: 'https://evil.example/mf-manifest.json' }, { mf_evil: 'v1' }, {}])
      expect(verifyPreview(secret, signPreview(secret, versions, now + 1000), now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
