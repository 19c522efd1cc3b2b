// The edge build, not the Node one: React's Node build runs each render inside an AsyncLocalStorage,
// which switches on Node's async hooks for the whole process, for good, and from then on every
// promise of every request paid for them (a twentieth of a cached page's time). The edge build looks
// for a global AsyncLocalStorage, which Node does not have, and renders the same HTML.
import { prerender } from 'react-dom/static.edge';
// eslint-disable-next-line no-restricted-imports -- server only: the browser never needs StaticRouter, so shared/router (a browser singleton) does not carry it; it is the same react-router module shared/router re-exports.
import { StaticRouter } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
import { SERVER_GLOBAL_STYLES_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE, emotionCaches } from 'shared/ui';
import { SiteFrame } from '../app/app';
import type { SiteSeed } from '../app/site-seed';
import { ModuleLoaderContext, type ModuleLoader } from '../federation/module-loader';

export interface RenderedBody {
  /** The markup of `<div id="root">`. */
  readonly html: string;
  /** The `<style>` elements of every rule the markup uses, for the head. */
  readonly styles: string;
  /** Areas the server could not finish (a remote down, slow or throwing): the browser renders them. */
  readonly incompleteAreas: number;
}

/**
 * `<style>` tags of the rules `html` uses, from the shell's cache and every remote's. A cache's rules go
 * under SERVER_STYLES_ATTRIBUTE, which the browser's cache of that key adopts without moving the tag;
 * global rules (`key-global`) under SERVER_GLOBAL_STYLES_ATTRIBUTE, which the browser leaves alone.
 */
function extractStyles(html: string): string {
  let styles = '';
  for (const cache of emotionCaches()) {
    const { styles: chunks } = createEmotionServer(cache).extractCriticalToChunks(html);
    for (const chunk of chunks) {
      if (!chunk.css) continue;
      const attribute = chunk.key === cache.key ? SERVER_STYLES_ATTRIBUTE : SERVER_GLOBAL_STYLES_ATTRIBUTE;
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
}: {
  url: string;
  seed: SiteSeed;
  loader: ModuleLoader;
  timeoutMs: number;
  log: (message: string) => void;
}): Promise<RenderedBody> {
  let incompleteAreas = 0;
  const { prelude } = await prerender(
    <ModuleLoaderContext.Provider value={loader}>
      <StaticRouter location={url}>
        <SiteFrame seed={seed} />
      </StaticRouter>
    </ModuleLoaderContext.Provider>,
    {
      signal: AbortSignal.timeout(timeoutMs),
      // Every finished boundary inline: React would otherwise send a large one apart, revealed by an
      // inline script that the site's CSP (no inline scripts) refuses, leaving the content hidden.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        incompleteAreas += 1;
        const reason = error instanceof Error ? error.message : String(error);
        log(`[render] ${url.slice(0, 200)}: an area is left to the browser: ${reason}`);
        // The browser sees this digest and knows the area was not rendered here on purpose (bootstrap.tsx).
        return 'remote-area';
      },
    },
  );
  const html = await new Response(prelude).text();
  return { html, styles: extractStyles(html), incompleteAreas };
}
