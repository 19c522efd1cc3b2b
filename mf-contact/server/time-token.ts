import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_MIN_FILL_MS, type FormName } from 'shared/contracts';

/**
 * The signed time token (decision record 030). The pages are cached HTML rendered by the shell, so a
 * token cannot be written into them; the form's script asks the contact server for one when the form
 * is shown (`GET /forms/token`, through the shell) and sends it back in a hidden field. The token is
 * HMAC(secret, issued-at . nonce): the server keeps nothing until it is used, and any contact server
 * holding the same secret can check it.
 *
 * - Sent sooner than the form's minimum after it was issued: a bot filled the form. Refused quietly
 *   (the success message, nothing stored), as the honeypot is.
 * - Good and old enough, used once: the post is vouched for and draws on its own share of the cap.
 * - Missing, forged, expired, from another secret or used before: judged as a script-free post
 *   (honeypot, per-client limit, and the smaller plain share of the global cap), never refused for it.
 */
export { FORM_TOKEN_FIELD, FORM_TOKEN_PATH } from 'shared/contracts';
/** Faster than a person fills the form (one figure for the page's script and the server: shared/contracts). */
export const MIN_AGE_MS: Readonly<Record<FormName, number>> = FORM_MIN_FILL_MS;
/** A token older than this (a tab left open for days) counts as none. */
export const MAX_AGE_MS = 24 * 3_600_000;
/** Clocks of several contact servers may differ this much. */
const SKEW_MS = 5_000;

export type TokenVerdict = { readonly kind: 'none' | 'invalid' } | { readonly kind: 'too-fast' | 'good'; readonly nonce: string };

export class TimeTokens {
  private readonly key: Buffer;

  /** `secret`: FORM_TOKEN_SECRET, the same on every contact server; a random one per process when absent. */
  constructor(
    secret: string | null | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 22);
  }

  /** A keyed hash of `text` (a client's address): countable, comparable, and no address in itself. */
  tag(text: string): string {
    return createHmac('sha256', this.key).update(`client:${text}`).digest('base64url').slice(0, 22);
  }

  mint(): string {
    const body = `${this.now().toString(36)}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  check(form: FormName, token: unknown): TokenVerdict {
    if (token === undefined || token === '') return { kind: 'none' };
    if (typeof token !== 'string' || token.length > 80) return { kind: 'invalid' };
    const [issued = '', nonce = '', mac = ''] = token.split('.');
    if (!/^[0-9a-z]{1,12}$/.test(issued) || !/^[\w-]{16}$/.test(nonce) || !/^[\w-]{22}$/.test(mac)) return { kind: 'invalid' };
    const expected = Buffer.from(this.sign(`${issued}.${nonce}`));
    if (!timingSafeEqual(expected, Buffer.from(mac))) return { kind: 'invalid' };
    const age = this.now() - Number.parseInt(issued, 36);
    if (age < -SKEW_MS || age > MAX_AGE_MS) return { kind: 'invalid' };
    return { kind: age < MIN_AGE_MS[form] ? 'too-fast' : 'good', nonce };
  }
}
