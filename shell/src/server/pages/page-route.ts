import type { FastifyPluginAsync } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { cspReportsRoute } from '../reports/csp-reports';
import { formsRoute } from '../forms/forms';
import type { HotPages } from './hot-pages';
import { pageResponse, type PageResponse } from './page-answers';
import type { Renderer } from './renderer';
import type { ShellMetrics } from '../health/metrics';

/**
 * The shell's pages, on one path (README: one path through the caches): the request's target is read
 * first (request-target.ts: one canonical address, or 301, or 400), then the hot answer of that
 * address (hot-pages.ts), then the renderer's page cache, then a render; the response is the page's
 * kept one for the encoding asked for (page-answers.ts). Around it the routes that answer with a page
 * or with what the pages are made from: the visitor forms, sitemap.xml, robots.txt and the CSP
 * violation reports.
 */

/** A target that names nothing of this site (another host, `*`, authority-form). */
const BAD_REQUEST: PageResponse = Object.freeze({
  status: 400,
  body: 'Bad Request',
  headers: Object.freeze({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }),
});
/** A page's other spellings move for good; a day is long enough for caches and short enough to undo. */
const MOVED_CACHE_CONTROL = 'public, max-age=86400';

export interface PageAnswerOptions {
  readonly renderer: Renderer;
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
  readonly key: string;
  readonly shared: boolean;
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  /** Changes the template for this request (a preview's banner). */
  readonly template?: (html: string) => string;
  /** The versions this request is rendered with, and why (stable, canary, preview): the metrics' labels. */
  readonly versions?: Readonly<Record<string, string>>;
  readonly kind?: string;
}

/**
 * The answer to a GET for a path that is no file (the static server's `document`): `url` is the
 * request line's target, `template` the live index.html with the page's hints.
 */
export function createPageAnswer({ renderer, hot, variant, choose, metrics }: PageAnswerOptions) {
  const plain: RequestVariant = { renderer, key: '', shared: true, headers: {} };
  return async (
    { url, headers }: { url: string; headers: IncomingHttpHeaders },
    template: () => Promise<string>,
  ): Promise<PageResponse> => {
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
      const html = await template();
      return chosen.renderer.render(target.address, chosen.template ? chosen.template(html) : html);
    };
    const answer = chosen.shared ? await hot.answer(`${variant()}\n${chosen.key}\n${target.address}`, render) : await render();
    if (metrics && answer.kind === 'page') {
      // A fresh render is shared by the requests that waited on it: each saw its fallbacks (an
      // incomplete page is never kept), only the one that asked for it is a render.
      const rendered = answer.renderMs !== null;
      metrics.page({
        versions: chosen.versions ?? {},
        kind: chosen.kind ?? 'stable',
        source: !made ? 'hot' : rendered ? 'render' : 'cache',
        ...(made && rendered ? { seconds: answer.renderMs! / 1000 } : {}),
        fallbacks: answer.fallbacks ?? [],
      });
    }
    const response = pageResponse(answer, headers);
    if (chosen === plain || Object.keys(chosen.headers).length === 0) return response;
    // Set-Cookie may be several: the static server sends an array as one header each.
    return { ...response, headers: { ...response.headers, ...(chosen.headers as Record<string, string>) } };
  };
}

export interface SiteRoutesOptions {
  readonly renderer: Renderer;
  /** The live index.html with the hints for a path. */
  readonly template: (pathname: string | null) => Promise<string>;
  readonly contactEndpoint: string;
  readonly fetch?: typeof fetch;
  /** Where CSP violation reports are taken (CSP_REPORTS=true), or nothing. */
  readonly cspReportPath?: string;
}

/** The shell's routes beside its pages, as a Fastify plugin. */
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (
  app,
  { renderer, template, contactEndpoint, fetch, cspReportPath },
) => {
  await app.register(formsRoute, {
    endpoint: contactEndpoint,
    fetch,
    // A form's page again, with its outcome: rendered for this one answer (no conditions, no cache).
    page: async (back, outcome, { 'accept-encoding': acceptEncoding }) => {
      const found = await renderer.target(back);
      const address = found.kind === 'page' ? found.address : '/';
      const answer = await renderer.renderWithOutcome(address, await template(address.split('?')[0] ?? '/'), outcome);
      return pageResponse(answer, { 'accept-encoding': acceptEncoding });
    },
  });
  app.get('/sitemap.xml', async (_request, reply) => {
    const { xml, complete } = await renderer.sitemap();
    // A sitemap made while a remote's pages or items are unknown lacks them: nobody may keep it.
    if (!complete) console.warn('[sitemap] made while a remote could not be read: sent with no-store');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', complete ? 'public, max-age=0, s-maxage=300' : 'no-store')
      .send(xml);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderer.robots()),
  );
  if (cspReportPath) await app.register(cspReportsRoute, { reportPath: cspReportPath });
};
