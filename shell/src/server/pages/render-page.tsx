// The edge build, not the Node one: React's Node build runs each render inside an AsyncLocalStorage,
// which switches on Node's async hooks for the whole process, for good, and from then on every
// promise of every request paid for them (a twentieth of a cached page's time). The edge build looks
// for a global AsyncLocalStorage, which Node does not have, and renders the same HTML.
import { prerender } from 'react-dom/static.edge';
import type { ReactNode } from 'react';
// eslint-disable-next-line no-restricted-imports -- server only: the browser never needs StaticRouter, so shared/router (a browser singleton) does not carry it; it is the same react-router module shared/router re-exports.
import { StaticRouter } from 'react-router';
import { SERVER_GLOBAL_STYLES_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE, emotionCaches } from 'shared/ui';
import { SiteFrame } from '../../app/app';
import type { SiteSeed } from '../../app/site-seed';
import { ModuleLoaderContext, type ModuleLoader } from '../../federation/module-loader';
import { AreaReportContext, type AreaReport } from '../../federation/area-report';
import { localePrefix, type Locale, type RemoteName } from 'shared/contracts';
import { areaFallbacks, type AreaFallback } from './area-fallbacks';
import { styleChunks } from './page-styles';
import { renderAtOnce } from './render-at-once';

export interface RenderedBody {
  /** The markup of `<div id="root">`. */
  readonly html: string;
  /** The `<style>` elements of every rule the markup uses, for the head. */
  readonly styles: string;
  /** Areas the server could not finish (a remote down, slow or throwing): the browser renders them. */
  readonly incompleteAreas: number;
  /** Which remotes' areas those were, and why (the metrics count them per remote and version). */
  readonly fallbacks: readonly AreaFallback[];
}

/**
 * `<style>` tags of the rules `html` uses, from the shell's cache and every remote's. A cache's rules go
 * under SERVER_STYLES_ATTRIBUTE, which the browser's cache of that key adopts without moving the tag;
 * global rules (`key-global`) under SERVER_GLOBAL_STYLES_ATTRIBUTE, which the browser leaves alone.
 */
function extractStyles(html: string): string {
  const caches = emotionCaches();
  let styles = '';
  for (const [at, chunks] of styleChunks(html, caches).entries()) {
    for (const chunk of chunks) {
      if (!chunk.css) continue;
      const attribute = chunk.key === caches[at]!.key ? SERVER_STYLES_ATTRIBUTE : SERVER_GLOBAL_STYLES_ATTRIBUTE;
      styles += `<style ${attribute}="${chunk.key} ${chunk.ids.join(' ')}">${chunk.css}</style>`;
    }
  }
  return styles;
}

/**
 * Renders the site's frame and the route's page at `url`, waiting for every area to finish, at most
 * `timeoutMs`: an area not done by then (or whose remote failed) is sent as its loading state, marked
 * for the browser to render (React's client-rendered boundary), and the rest of the page is complete.
 */
export async function renderBody({
  url,
  seed,
  loader,
  timeoutMs,
  log,
  pageRemote,
  locale,
}: {
  /** The requested address, with its language's prefix. */
  url: string;
  /** The language of `url` (its prefix: the router's basename); the shell's words prepared for it. */
  locale: Locale;
  seed: SiteSeed;
  loader: ModuleLoader;
  timeoutMs: number;
  log: (message: string) => void;
  /** The remote of the page at `url`, if any: where a failure no area claims is counted. */
  pageRemote?: RemoteName;
}): Promise<RenderedBody> {
  const tree = (report: AreaReport): ReactNode => (
    <ModuleLoaderContext.Provider value={loader}>
      <AreaReportContext.Provider value={report}>
        <StaticRouter location={url} basename={localePrefix(locale) || undefined}>
          <SiteFrame seed={seed} locale={locale} />
        </StaticRouter>
      </AreaReportContext.Provider>
    </ModuleLoaderContext.Provider>
  );
  // A page whose every module is loaded renders straight into a string (render-at-once.ts); the first
  // render of a page, or one with an area that fails, goes through prerender below.
  const atOnce = renderAtOnce(tree({ started: () => undefined, settled: () => undefined }));
  if (atOnce !== null) return { html: atOnce, styles: extractStyles(atOnce), incompleteAreas: 0, fallbacks: [] };

  let incompleteAreas = 0;
  const started = new Set<RemoteName>();
  const settled = new Set<RemoteName>();
  const report: AreaReport = { started: (remote) => started.add(remote), settled: (remote) => settled.add(remote) };
  // The render's own time limit, as AbortSignal.timeout's (the same TimeoutError), but cleared once the
  // page is done: AbortSignal.timeout's timer ran for every render, long after it, and made and sent an
  // abort (a DOMException with its stack) to a finished render each time, in some later page's time.
  const limit = new AbortController();
  const { signal } = limit;
  const timer = setTimeout(() => limit.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs);
  timer.unref();
  try {
    return await render(signal);
  } finally {
    clearTimeout(timer);
  }

  async function render(signal: AbortSignal): Promise<RenderedBody> {
    let timedOut = false;
    const { prelude } = await prerender(tree(report), {
      signal,
      // Every finished boundary inline: React would otherwise send a large one apart, revealed by an
      // inline script that the site's CSP (no inline scripts) refuses, leaving the content hidden.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        incompleteAreas += 1;
        // A remote's load that ran out of time (federation-on-node), or the render's own time limit.
        if (error instanceof Error && error.name === 'TimeoutError') timedOut = true;
        const reason = error instanceof Error ? error.message : String(error);
        log(`[render] ${url.slice(0, 200)}: an area is left to the browser: ${reason}`);
        // The browser sees this digest and knows the area was not rendered here on purpose (bootstrap.tsx).
        return 'remote-area';
      },
    });
    const html = await new Response(prelude).text();
    const fallbacks = areaFallbacks({ started, settled, errors: incompleteAreas, aborted: timedOut || signal.aborted, pageRemote });
    return { html, styles: extractStyles(html), incompleteAreas, fallbacks };
  }
}
