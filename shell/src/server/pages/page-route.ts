import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { FormOutcome } from 'shared/contracts';
import { everyGet } from 'shared/server';
import { PAGE_HEADERS } from 'shared/security';
import { redactUrl } from 'shared/server/redact-url';
import type { HotPages } from './hot-pages';
import { pageResponse, type PageResponse } from './page-answers';
import type { PageTemplate } from './document';
import type { Renderer } from './renderer';
import type { ShellMetrics } from '../health/metrics';

/**
 * The shell's page route (README: one path through the caches), one Fastify plugin: a GET for a page
 * reads the request's target first (request-target.ts: one canonical address, or 301, or 400), then the
 * hot answer of that address (hot-pages.ts), then the renderer's page cache, then a render into the
 * live index.html with the page's hints (composed once, document.ts); the response is the page's kept
 * one for the encoding asked for (page-answers.ts). A path whose last segment names a file (it has a
 * dot: `main.js`, `og-image.png`) is handed to the static files plugin instead; a page never waits on
 * a file lookup. A file that is not there, and a target no router can read, get the site's answer too
 * (the server's not-found handler and framework errors call `send`).
 */

/** A target that names nothing of this site (another host, `*`, authority-form). */
const BAD_REQUEST: PageResponse = Object.freeze({
  status: 400,
  body: 'Bad Request',
  headers: Object.freeze({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }),
});
/** A page's other spellings move for good; a day is long enough for caches and short enough to undo. */
const MOVED_CACHE_CONTROL = 'public, max-age=86400';
/** A path whose last segment has a dot names a file of the build (pages have none). */
const FILE_NAME = /\.[^/]*$/;

export interface PagePathOptions {
  readonly renderer: Renderer;
  /** The resource hints of a path for the stable set (page-hints.ts). */
  readonly hints: (pathname: string | null) => string;
  /** The live index.html (rechecked once a second) and a key that changes with it. */
  readonly index: () => Promise<{ readonly html: string; readonly key: string }>;
  readonly hot: HotPages;
  /** What else a page depends on (the remotes' places): part of the hot key, so a moved remote's pages are made anew. */
  readonly variant: () => string;
  /**
   * This request's version set (version-choice.ts): its renderer, its key in the hot cache, whether it
   * may be kept there at all (a preview's may not), and headers of its own. None: the renderer above.
   */
  readonly choose?: (headers: IncomingHttpHeaders) => RequestVariant;
  /** Counts each answer per remote and version (metrics.ts). */
  readonly metrics?: ShellMetrics;
}

export interface RequestVariant {
  readonly renderer: Renderer;
  /** The hints of a path for this set (its own manifests); none: the stable set's. */
  readonly hints?: (pathname: string | null) => string;
  readonly key: string;
  readonly shared: boolean;
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  /** HTML before the page's root for this request (a preview's banner). */
  readonly banner?: string;
  /** The versions this request is rendered with, and why (stable, canary, preview): the metrics' labels. */
  readonly versions?: Readonly<Record<string, string>>;
  readonly kind?: string;
}

export function createPagePath({ renderer, hints, index, hot, variant, choose, metrics }: PagePathOptions) {
  const plain: RequestVariant = { renderer, hints, key: '', shared: true, headers: {} };

  /** index.html as this request's page is made from: its hints and banner go in with the page, once. */
  async function templateOf(pathname: string | null, chosen: RequestVariant): Promise<PageTemplate> {
    const { html, key } = await index();
    const tags = (chosen.hints ?? hints)(pathname);
    const banner = chosen.banner ?? '';
    return { html, hints: tags, banner, version: `${key}\n${tags}\n${banner}` };
  }

  /** The answer to a GET for a page: `url` is the request line's target. */
  async function answer(url: string, pathname: string | null, headers: IncomingHttpHeaders): Promise<PageResponse> {
    const chosen = choose?.(headers) ?? plain;
    // One canonical address per page: what is rendered and cached, so odd spellings and unknown
    // parameters cost a lookup, not a render.
    const target = await chosen.renderer.target(url);
    if (target.kind === 'refused') return BAD_REQUEST;
    if (target.kind === 'moved')
      return { status: 301, body: '', headers: { location: target.location, 'cache-control': MOVED_CACHE_CONTROL } };
    let made = false;
    const render = async () => {
      made = true;
      return chosen.renderer.render(target.address, await templateOf(pathname, chosen));
    };
    const page = chosen.shared ? await hot.answer(`${variant()}\n${chosen.key}\n${target.address}`, render) : await render();
    if (metrics && page.kind === 'page') {
      // A fresh render is shared by the requests that waited on it: each saw its fallbacks (an
      // incomplete page is never kept), only the one that asked for it is a render.
      const rendered = page.renderMs !== null;
      metrics.page({
        versions: chosen.versions ?? {},
        kind: chosen.kind ?? 'stable',
        source: !made ? 'hot' : rendered ? 'render' : 'cache',
        ...(made && rendered ? { seconds: page.renderMs! / 1000 } : {}),
        fallbacks: page.fallbacks ?? [],
      });
    }
    const response = pageResponse(page, headers);
    if (chosen === plain || Object.keys(chosen.headers).length === 0) return response;
    // Set-Cookie may be several: Fastify sends an array as one header each.
    return { ...response, headers: { ...response.headers, ...(chosen.headers as Record<string, string>) } };
  }

  /**
   * The site's answer for `pathname` (null: a target that names no file) on `reply`. Whatever it
   * throws becomes a 500 with a log line: it also runs where Fastify guards nothing (framework errors).
   */
  async function send(request: FastifyRequest, reply: FastifyReply, pathname: string | null): Promise<FastifyReply> {
    try {
      const { url = '/', headers } = request.raw;
      const response = await answer(url, pathname, headers);
      // A file looked up and not found may have left its range and encoding headers.
      reply.removeHeader('content-range');
      reply.removeHeader('vary');
      reply.code(response.status).headers(response.headers);
      // Also here, not only in the headers plugin: a target the router cannot decode comes through
      // the framework errors, where no hook runs.
      if (response.headers['content-type']?.startsWith('text/html')) reply.headers(PAGE_HEADERS);
      return reply.send(response.body);
    } catch (error) {
      console.error(`[server] ${request.method} ${redactUrl(String(request.raw.url).slice(0, 200))}: ${(error as Error).message}`);
      return reply.code(500).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Internal Server Error');
    }
  }

  /** The page at `back` (a path the form came from) rendered with a form's outcome, for this answer alone. */
  async function withOutcome(back: string, outcome: FormOutcome, headers: IncomingHttpHeaders): Promise<PageResponse> {
    const found = await renderer.target(back);
    const address = found.kind === 'page' ? found.address : '/';
    const page = await renderer.renderWithOutcome(address, await templateOf(address.split('?')[0] ?? '/', plain), outcome);
    return pageResponse(page, { 'accept-encoding': headers['accept-encoding'] });
  }

  /** `GET|HEAD /*`: a file to the static files plugin, anything else the page. */
  const plugin: FastifyPluginAsync = async (app) =>
    everyGet(app, (request, reply, pathname) =>
      pathname !== null && FILE_NAME.test(pathname) ? reply.sendStaticFile(pathname) : send(request, reply, pathname),
    );

  return { plugin, send, withOutcome };
}
