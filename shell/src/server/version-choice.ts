import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies, serialize } from 'cookie';
import type { VersionSet } from 'shared/contracts';
import { PREVIEW_COOKIE, verifyPreview } from 'shared/server/preview-token';

/**
 * Which versions of the remotes one request is rendered with: the live ones of the version map, a
 * preview's candidates when the browser holds a valid preview cookie (shared/server/preview-token.ts), nothing else. A
 * cookie that does not verify (forged, changed, expired) is ignored and cleared: the visitor gets the
 * live site.
 */

export type ChoiceKind = 'stable' | 'preview';

export interface Choice {
  readonly kind: ChoiceKind;
  /** The whole version set (live plus what this request adds). */
  readonly versions: VersionSet;
  /** One key per version set: the HTML cache holds one copy per set, not per visitor. */
  readonly key: string;
  /** Set-Cookie headers this answer must carry. */
  readonly cookies: readonly string[];
  /** The preview this browser holds, for its banner. */
  readonly preview?: { readonly versions: VersionSet; readonly expiresAt: number };
}

export const versionKey = (versions: VersionSet) =>
  Object.entries(versions)
    .filter(([, version]) => version)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, version]) => `${remote}@${version}`)
    .join(',');

export interface ChooserOptions {
  readonly live: () => VersionSet;
  /** PREVIEW_SECRET; without it no preview is honoured. */
  readonly previewSecret?: string;
  /** Cookies only over HTTPS (SITE_URL is https). */
  readonly secure: boolean;
  readonly now?: () => number;
}

export function cookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

export const clearPreviewCookie = (secure: boolean) => serialize(PREVIEW_COOKIE, '', cookieOptions(secure, 0));

export function createVersionChooser({ live, previewSecret, secure, now = Date.now }: ChooserOptions) {
  const stable = (versions: VersionSet, cookies: readonly string[] = []): Choice => ({
    kind: 'stable',
    versions,
    key: `stable:${versionKey(versions)}`,
    cookies,
  });
  const preview = (versions: VersionSet, previewed: VersionSet, expiresAt: number): Choice => {
    const set = { ...versions, ...previewed };
    return { kind: 'preview', versions: set, key: `preview:${versionKey(set)}`, cookies: [], preview: { versions: previewed, expiresAt } };
  };
  return {
    /** The choice a browser holding a preview of `previewed` gets now. */
    previewOf: (previewed: VersionSet, expiresAt = now()) => preview(live(), previewed, expiresAt),
    choose(headers: IncomingHttpHeaders): Choice {
      const versions = live();
      // Most requests carry no cookie at all: nothing to parse.
      if (!headers.cookie) return stable(versions);
      const cookies = parseCookies(headers.cookie);
      const token = cookies[PREVIEW_COOKIE];
      if (token === undefined) return stable(versions);
      const check = previewSecret ? verifyPreview(previewSecret, token, now()) : null;
      if (!check?.ok) return stable(versions, [clearPreviewCookie(secure)]);
      return preview(versions, check.versions, check.expiresAt);
    },
  };
}

export type VersionChooser = ReturnType<typeof createVersionChooser>;
