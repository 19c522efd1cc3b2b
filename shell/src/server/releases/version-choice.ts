import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies, serialize } from 'cookie';
import type { Canary, RemoteName, VersionSet } from 'shared/contracts';
import { PREVIEW_COOKIE, verifyPreview } from 'shared/server/preview-token';

/**
 * Which versions of the remotes one request is rendered with: the live ones of the version map; a
 * canary's for a share of visitors, by an anonymous bucket cookie (a random number from 0 to 9999, set
 * only while a canary runs, kept 180 days, so a browser keeps its version across reloads); and a
 * preview's candidates when the browser holds a valid preview cookie (shared/server/preview-token.ts).
 * A preview cookie that does not verify (forged, changed, expired) is ignored and cleared; a bucket
 * cookie that is not a bucket is replaced: the visitor gets the live site, or a fresh bucket.
 */

export type ChoiceKind = 'stable' | 'canary' | 'preview';

export const BUCKET_COOKIE = 'mf_bucket';
export const BUCKETS = 10_000;
const BUCKET_DAYS = 180;
/** A bucket as this server writes it, and nothing else. */
export function readBucket(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : null;
}
/** Whether a bucket gets a canary of `percent` %: buckets 0 to percent x 100 - 1. */
export const inCanary = (bucket: number, percent: number) => bucket < percent * (BUCKETS / 100);

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
  /** The canaries of the version map now. */
  readonly canaries?: () => Readonly<Partial<Record<RemoteName, Canary>>>;
  /** A new visitor's bucket, 0 to 9999. */
  readonly newBucket?: () => number;
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

export function createVersionChooser({
  live,
  canaries = () => ({}),
  newBucket = () => randomInt(BUCKETS),
  previewSecret,
  secure,
  now = Date.now,
}: ChooserOptions) {
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
      let versions = live();
      const running = Object.entries(canaries()) as [RemoteName, Canary | undefined][];
      // Most requests carry no cookie and meet no canary: nothing to parse.
      if (!headers.cookie && running.length === 0) return stable(versions);
      const cookies = headers.cookie ? parseCookies(headers.cookie) : {};
      const set: string[] = [];
      let kind: ChoiceKind = 'stable';
      if (running.length > 0) {
        let bucket = readBucket(cookies[BUCKET_COOKIE]);
        if (bucket === null) {
          bucket = newBucket();
          set.push(serialize(BUCKET_COOKIE, String(bucket), cookieOptions(secure, BUCKET_DAYS * 86_400)));
        }
        const chosen = running.filter(([, canary]) => canary && inCanary(bucket!, canary.percent));
        if (chosen.length > 0) {
          versions = { ...versions, ...Object.fromEntries(chosen.map(([remote, canary]) => [remote, canary!.version])) };
          kind = 'canary';
        }
      }
      const token = cookies[PREVIEW_COOKIE];
      if (token !== undefined) {
        const check = previewSecret ? verifyPreview(previewSecret, token, now()) : null;
        if (check?.ok) return { ...preview(versions, check.versions, check.expiresAt), cookies: set };
        set.push(clearPreviewCookie(secure));
      }
      return kind === 'stable' ? stable(versions, set) : { kind, versions, key: `canary:${versionKey(versions)}`, cookies: set };
    },
  };
}

export type VersionChooser = ReturnType<typeof createVersionChooser>;

/** The canaries of a version map's remotes, the same object until the map changes. */
const canaryMemo = new WeakMap<object, Readonly<Partial<Record<RemoteName, Canary>>>>();
export function canariesOf(remotes: Readonly<Partial<Record<RemoteName, { canary?: Canary }>>>) {
  let found = canaryMemo.get(remotes);
  if (!found) {
    found = Object.fromEntries(Object.entries(remotes).flatMap(([remote, deploy]) => (deploy?.canary ? [[remote, deploy.canary]] : [])));
    canaryMemo.set(remotes, found);
  }
  return found;
}
