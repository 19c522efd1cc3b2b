/** @jest-environment node */
import { signPreview } from 'shared/server/preview-token';
import { createVersionChooser } from './version-choice';

const secret = 'a-server-secret-of-at-least-32-characters';
const live = { mf_content: 'v1' };

describe('the version set of a request', () => {
  const chooser = createVersionChooser({ live: () => live, previewSecret: secret, secure: true, now: () => 1000 });

  it('is the live map for a visitor with no cookie, one key for all of them', () => {
    const choice = chooser.choose({});
    expect(choice).toEqual({ kind: 'stable', versions: live, key: 'stable:mf_content@v1', cookies: [] });
    expect(chooser.choose({ cookie: 'other=1' }).key).toBe(choice.key);
  });

  it('adds a valid preview’s candidates for that browser', () => {
    const token = signPreview(secret, { mf_content: 'v2', mf_maze: 'm3' }, 5000);
    expect(chooser.choose({ cookie: `mf_preview=${token}` })).toEqual({
      kind: 'preview',
      versions: { mf_content: 'v2', mf_maze: 'm3' },
      key: 'preview:mf_content@v2,mf_maze@m3',
      cookies: [],
      preview: { versions: { mf_content: 'v2', mf_maze: 'm3' }, expiresAt: 5000 },
    });
  });

  it('ignores and clears a forged, changed or expired preview cookie', () => {
    for (const token of [
      'forged',
      signPreview('another-secret-of-at-least-32-characters', { mf_content: 'v2' }, 5000),
      signPreview(secret, { mf_content: 'v2' }, 999),
    ]) {
      const choice = chooser.choose({ cookie: `mf_preview=${encodeURIComponent(token)}` });
      expect([choice.kind, choice.versions, choice.cookies]).toEqual([
        'stable',
        live,
        ['mf_preview=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax'],
      ]);
    }
  });

  it('honours no preview on a server without a secret', () => {
    const off = createVersionChooser({ live: () => live, secure: false });
    expect(off.choose({ cookie: `mf_preview=${signPreview(secret, { mf_content: 'v2' }, Date.now() + 1000)}` }).kind).toBe('stable');
  });
});
