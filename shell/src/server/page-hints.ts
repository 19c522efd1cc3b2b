import type { RemoteName } from 'shared/contracts';
import { pageAt, type SiteTable } from '../lib/compose-site';
import type { createManifestCache } from './remote-files';

/**
 * The resource hints in a page's HTML: a preconnect to the origin of the route remote (and of the
 * remotes every page loads, such as the chat widget's) and the route remote's manifest named for the
 * boot script (src/boot.js) to fetch with main.js once the page has painted (hydration reads it first).
 * Which remote renders a path is the composed site's answer (`pageAt` over composeSite's table), the
 * same the renderer and the browser's router give: a path two remotes claim names none.
 */

export interface PageHintsOptions {
  readonly remotes: () => Readonly<Partial<Record<RemoteName, string>>>;
  readonly manifests: ReturnType<typeof createManifestCache>;
  /** The renderer's composed site as it is now; null before the remotes were first read. */
  readonly table: () => SiteTable | null;
  /** Remotes every page loads (the chat widget): they get a preconnect only. */
  readonly alwaysOn?: readonly RemoteName[];
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Before `</head>`, by position: no replacement string, so `$&` in a URL stays text. */
export function injectIntoHead(html: string, tags: readonly string[]): string {
  const at = html.indexOf('</head>');
  if (tags.length === 0 || at < 0) return html;
  return `${html.slice(0, at)}  ${tags.join('\n    ')}\n  ${html.slice(at)}`;
}

/** index.html with the hints for `pathname` (null: a path that names no page). */
export function createPageHints({ remotes, manifests, table, alwaysOn = [] }: PageHintsOptions) {
  return (pathname: string | null, html: string): string => {
    const listed = remotes();
    const origins = new Set<string>();
    const tags: string[] = [];
    // No remote's pages.json: the page carries the server's table (the seed), so the browser reads
    // them only when one was missing; a preload nobody uses would only compete with the page.
    for (const name of alwaysOn) {
      const manifestUrl = listed[name];
      if (manifestUrl && manifests.get(manifestUrl)) origins.add(new URL(manifestUrl).origin);
    }
    const site = pathname === null ? null : table();
    const found = site && pathname !== null ? pageAt(site.pages, pathname) : null;
    const manifestUrl = found ? listed[found.page.remote] : undefined;
    if (manifestUrl && manifests.get(manifestUrl)) {
      origins.add(new URL(manifestUrl).origin);
      // Not a preload: the page is finished HTML, and anything fetched before its pictures are painted
      // competes with them. The boot script preloads it with main.js once the page has painted; nothing
      // for a script is preloaded before (the area's code loads when hydration asks for it).
      tags.push(`<meta name="preload-after-paint" content="${escapeAttr(manifestUrl)}" />`);
    }
    for (const origin of [...origins].reverse()) tags.unshift(`<link rel="preconnect" href="${escapeAttr(origin)}" />`);
    return injectIntoHead(html, tags);
  };
}
