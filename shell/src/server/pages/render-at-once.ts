// The same package's renderToString: React's legacy build, which (like the edge build of prerender)
// looks for no AsyncLocalStorage (render-page.tsx says why that matters).
import { renderToString } from 'react-dom/server.edge';
import type { ReactNode } from 'react';

/**
 * The page's HTML rendered straight into a string, when nothing in it has to wait, else null.
 *
 * After a page's first render every module it shows is loaded: the module loader keeps each load,
 * tracked so that React's `use` reads it at once (module-loader.ts). React then renders the page
 * without suspending, and `renderToString` gives the HTML that `prerender` gives, without what the
 * stream costs on top: every piece of React's output encoded to bytes and the whole read back into a
 * string (a quarter of an uncached render; measured in shared/docs/measuring.md, 2026-11-27, fifth
 * sitting). render-at-once.test.tsx holds the two to the same HTML.
 *
 * Null when the render cannot be finished here: an area suspended (its module is still loading: the
 * page's first render) or threw (its remote failed), which `renderToString` answers with a boundary
 * left to the browser (`<!--$!-->`), or the render threw outside any boundary. The caller then renders
 * with `prerender`, which waits for the loads within the time limit and tells the browser which areas
 * it left to it, and why.
 */
export function renderAtOnce(node: ReactNode): string | null {
  let html: string;
  try {
    html = renderToString(node);
  } catch {
    return null;
  }
  return html.includes('<!--$!') ? null : html;
}
