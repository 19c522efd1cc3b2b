/** @jest-environment node */
import { signPreview } from 'shared/server/preview-token';
import { createVersionChooser, readBucket } from './version-choice';

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

describe('a canary share', () => {
  const canary = createVersionChooser({
    live: () => live,
    canaries: () => ({ mf_content: { version: 'v2', percent: 10 } }),
    previewSecret: secret,
    secure: false,
  });
  const bucketOf = (setCookie: string | undefined) => /mf_bucket=(\d+)/.exec(setCookie ?? '')?.[1];

  it('gives about 10 % of 2,000 first visits the canary, and each browser keeps its version', () => {
    let canaries = 0;
    for (let visit = 0; visit < 2000; visit++) {
      const first = canary.choose({});
      const bucket = bucketOf(first.cookies[0]);
      expect(first.cookies[0]).toMatch(/^mf_bucket=\d{1,4}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/);
      if (first.kind === 'canary') canaries += 1;
      // Reloads and later pages send the cookie back: the same set, and no new cookie.
      const again = canary.choose({ cookie: `mf_bucket=${bucket}` });
      expect([again.key, again.cookies]).toEqual([first.key, []]);
    }
    expect(canaries).toBeGreaterThanOrEqual(140);
    expect(canaries).toBeLessThanOrEqual(260);
  });

  it('keys the HTML cache by version set: two keys in all, not one per visitor', () => {
    const keys = new Set(Array.from({ length: 200 }, (_, bucket) => canary.choose({ cookie: `mf_bucket=${bucket * 50}` }).key));
    expect([...keys].sort()).toEqual(['canary:mf_content@v2', 'stable:mf_content@v1']);
  });

  it('replaces a bucket cookie that is not a bucket, and sets none while no canary runs', () => {
    for (const forged of ['-1', '10000', '1e3', 'abc', '0x10', '99999999999']) {
      expect(readBucket(forged)).toBeNull();
      expect(bucketOf(canary.choose({ cookie: `mf_bucket=${forged}` }).cookies[0])).toMatch(/^\d{1,4}$/);
    }
    expect(createVersionChooser({ live: () => live, secure: false }).choose({}).cookies).toEqual([]);
  });

  it('lets a preview win over the canary for the previewer', () => {
    const token = signPreview(secret, { mf_content: 'v3' }, Date.now() + 60_000);
    expect(canary.choose({ cookie: `mf_bucket=5; mf_preview=${token}` })).toMatchObject({
      kind: 'preview',
      versions: { mf_content: 'v3' },
    });
  });
});
