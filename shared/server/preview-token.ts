import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMOTE_NAMES, isVersionName, type RemoteName, type VersionSet } from 'shared/contracts';

/**
 * Signed preview links (README: Releasing a remote). A link names candidate versions of one or more
 * remotes and an expiry, signed with HMAC-SHA256 under the server's PREVIEW_SECRET: nobody without the
 * secret can make one or change one. Only version names can be in it, never a URL, so a link can only
 * ever run builds the release store holds. The same token is kept in the previewer's cookie and checked
 * again on every request.
 *   token = base64url(JSON { v: { mf_maze: "<version>" }, exp: <unix ms> }) "." base64url(HMAC)
 */

export const PREVIEW_COOKIE = 'mf_preview';
/** Opening a link: GET /__preview?token=…; ending one: POST /__preview/end. */
export const PREVIEW_PATH = '/__preview';
export const PREVIEW_END_PATH = '/__preview/end';
/** A link lives at most a week. */
export const MAX_PREVIEW_MS = 7 * 24 * 3600_000;
/** Longer than any real token (four remotes, long names): not worth a hash. */
const MAX_TOKEN = 1024;

export type PreviewCheck =
  | { readonly ok: true; readonly versions: VersionSet; readonly expiresAt: number }
  | { readonly ok: false; readonly reason: 'malformed' | 'tampered' | 'expired' };

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** A token for `versions` until `expiresAt` (ms since the epoch). */
export function signPreview(secret: string, versions: VersionSet, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ v: versions, exp: expiresAt })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** What a token names, if this server signed it and it has not expired. */
export function verifyPreview(secret: string, token: unknown, now = Date.now()): PreviewCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN) return { ok: false, reason: 'malformed' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  // Compared in constant time: the time taken says nothing about how much of a forged signature is right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  let body: { v?: unknown; exp?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { v: versions, exp } = body ?? {};
  if (typeof exp !== 'number' || typeof versions !== 'object' || versions === null) return { ok: false, reason: 'malformed' };
  const entries = Object.entries(versions as Record<string, unknown>);
  const valid =
    entries.length > 0 &&
    entries.every(([remote, version]) => (REMOTE_NAMES as readonly string[]).includes(remote) && isVersionName(version));
  if (!valid) return { ok: false, reason: 'malformed' };
  if (exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, versions: Object.fromEntries(entries) as Partial<Record<RemoteName, string>>, expiresAt: exp };
}

/** What a refused link's page says. */
export const REFUSALS: Readonly<Record<Exclude<PreviewCheck, { ok: true }>['reason'] | 'unknown-version' | 'disabled', string>> = {
  malformed: 'This preview link is not a valid link. Ask for a new one.',
  tampered: 'This preview link has been changed since it was made, so it cannot be used. Ask for a new one.',
  expired: 'This preview link has expired. Ask for a new one.',
  'unknown-version': 'This preview link names a version that has not been released. Ask for a new one.',
  disabled: 'Previews are not switched on for this site.',
};
