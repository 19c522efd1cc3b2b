import type { FastifyPluginAsync } from 'fastify';
import { serialize } from 'cookie';
import type { RemoteName, VersionSet } from 'shared/contracts';
import { PREVIEW_COOKIE, PREVIEW_END_PATH, PREVIEW_PATH, REFUSALS, verifyPreview } from 'shared/server/preview-token';
import { clearPreviewCookie, cookieOptions } from './version-choice';
import { escapeHtml } from '../pages/seo';

/**
 * Opening and ending a preview (shared/server/preview-token.ts). Opening checks the link's signature, its expiry and that
 * every version it names is released (its manifest answers from the remote's release path), then keeps
 * the link in this browser's cookie and sends it to the home page. Ending clears the cookie; it is a
 * plain form post, so it works without script.
 */

export interface PreviewRoutesOptions {
  readonly secret?: string;
  readonly secure: boolean;
  /** A released version's manifest URL. */
  readonly manifestOf: (remote: RemoteName, version: string) => string;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** Readies the server to render the previewed versions (variants.ts), before the first page. */
  readonly prepare?: (versions: VersionSet) => Promise<void>;
}

/** How long opening a link waits for a remote to confirm a version. */
const CHECK_MS = 3000;

const NO_STORE = 'private, no-store';

/** The page a refused link gets: what is wrong and the way back to the site. */
export function refusalPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Preview link refused | RoboMinds</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>Preview link refused</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the RoboMinds home page</a></p></main></body></html>`;
}

const list = (versions: VersionSet) =>
  Object.entries(versions)
    .map(([remote, version]) => `${remote} ${version}`)
    .join(', ');

/**
 * The banner of a previewing browser, outside the page's root (so hydration never sees it): what is
 * previewed, until when, and a form that ends it.
 */
export function previewBanner({ versions, expiresAt }: { versions: VersionSet; expiresAt: number }): string {
  const until = new Date(expiresAt).toISOString().slice(0, 16).replace('T', ' ');
  return (
    `<div role="region" aria-label="Preview" data-preview-banner style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;` +
    `display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:center;padding:.5rem 1rem;background:#1e1b4b;color:#fff;` +
    `font:14px/1.4 system-ui,sans-serif">` +
    `<span>Preview of ${escapeHtml(list(versions))}, until ${until} UTC. Only this browser sees it.</span>` +
    `<form method="post" action="${PREVIEW_END_PATH}" style="margin:0"><button type="submit" style="font:inherit;padding:.25rem .75rem">End preview</button></form></div>`
  );
}

export const previewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (app, options) => {
  const { secret, secure, manifestOf, fetch: fetchImpl = fetch, now = Date.now, prepare } = options;
  const refuse = (status: number, message: string) => ({ status, message });

  async function open(token: unknown): Promise<{ status: number; message: string } | { cookie: string }> {
    if (!secret) return refuse(404, REFUSALS.disabled);
    const check = verifyPreview(secret, token, now());
    if (!check.ok) return refuse(check.reason === 'expired' ? 410 : 403, REFUSALS[check.reason]);
    const released = await Promise.all(
      Object.entries(check.versions).map(([remote, version]) =>
        fetchImpl(manifestOf(remote as RemoteName, version!), { signal: AbortSignal.timeout(CHECK_MS) }).then(
          (answer) => answer.ok,
          () => false,
        ),
      ),
    );
    if (released.includes(false)) return refuse(404, REFUSALS['unknown-version']);
    await prepare?.(check.versions);
    const seconds = Math.floor((check.expiresAt - now()) / 1000);
    return { cookie: serialize(PREVIEW_COOKIE, String(token), cookieOptions(secure, seconds)) };
  }

  app.get(PREVIEW_PATH, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const opened = await open(token);
    reply.header('cache-control', NO_STORE);
    if ('cookie' in opened) return reply.code(303).header('set-cookie', opened.cookie).header('location', '/').send();
    console.warn(`[preview] link refused: ${opened.message}`);
    return reply.code(opened.status).type('text/html; charset=utf-8').send(refusalPage(opened.message));
  });

  // A script-free form post has a body: take it (and nothing big), say nothing about it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
  app.post(PREVIEW_END_PATH, async (_request, reply) =>
    reply.code(303).header('cache-control', NO_STORE).header('set-cookie', clearPreviewCookie(secure)).header('location', '/').send(),
  );
};
