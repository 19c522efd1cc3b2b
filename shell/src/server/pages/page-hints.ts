import { splitLocalePath, type Locale, type RemoteName } from 'shared/contracts';
import { pageScriptUrlsOf } from '../../federation/page-scripts';
import { pageAt, type SiteTable } from '../../lib/compose-site';
import { webFonts } from './indic-fonts';
import { pageWordFiles, wordFilesOf } from './word-files';
import type { createManifestCache } from './remote-files';

/**
 * The resource hints in a page's HTML: a preconnect to the origin of the route remote (and of the
 * remotes every page loads, such as the chat widget's), the route remote's manifest named for the
 * boot script (src/boot.js) to fetch with main.js once the page has painted (hydration reads it first),
 * and the scripts hydration will run for the page, named the same way: the remote's entry and the page
 * module's own chunks, as its manifest names them (decision record 038).
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
  /** The shell's own word files in a language (`/locale-hi.<hash>.js`, word-files.ts); none in English. */
  readonly ownWords?: (locale: Locale) => readonly string[];
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A script URL worth a hint: on the manifest's own origin, with a plain path. A remote's manifest
 * naming anything else gets no hint (the runtime still loads what it names, under the CSP).
 */
function plainScriptOf(manifestUrl: string) {
  const { origin } = new URL(manifestUrl);
  return (href: string) => {
    const url = new URL(href);
    return url.origin === origin && /^\/[\w./-]*\.js$/.test(url.pathname) && !url.search && !url.hash;
  };
}

/** The hints for `pathname` (null: a path that names no page), as HTML for the head; '' for none. */
export function createPageHints({ remotes, manifests, table, alwaysOn = [], ownWords = () => [] }: PageHintsOptions) {
  return (pathname: string | null): string => {
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
    // Pages are found by the path after the language's prefix (`/hi/courses` is `/courses`).
    const { locale, path } = splitLocalePath(pathname ?? '/');
    const found = site && pathname !== null ? pageAt(site.pages, path) : null;
    const manifestUrl = found ? listed[found.page.remote] : undefined;
    const build = manifestUrl ? manifests.get(manifestUrl) : null;
    if (found && manifestUrl && build) {
      origins.add(new URL(manifestUrl).origin);
      // Not a preload: JSON that arrives before the largest paint counts in it (Lighthouse's simulated
      // phone puts every fetch that ended before the paint in its graph). The boot script preloads it
      // once the page has painted, when it runs main.js.
      tags.push(`<meta name="preload-after-paint" content="${escapeAttr(manifestUrl)}" />`);
      // The page's own scripts (the remote's entry and the module's chunks, as its manifest names them)
      // the same way: the boot script preloads them with that JSON, so they travel while main.js still
      // downloads instead of a round trip after it has run and read the manifest. Not as
      // preloads in the HTML: those end before the paint, and the simulated phone counts such a script
      // in the paint when its evaluation is too short to be in its graph (LCP 1.0 to 1.19 x the floor
      // on `/`, decision record 037). Not a Save-Data question: hydration downloads these very files.
      for (const href of pageScriptUrlsOf(build.manifest, manifestUrl, found.page.module).filter(plainScriptOf(manifestUrl)))
        tags.push(`<meta name="preload-after-paint" content="${escapeAttr(href)}" />`);
    }
    // A Hindi or Gujarati page's words, the same way: the shell's own (any page, the missing one too)
    // and the chunks the page's remote says its `prepare` loads (word-files.ts). Without these the
    // phone asks for them only once main.js has run, and the page stays inert that much longer.
    for (const href of ownWords(locale)) tags.push(`<meta name="preload-after-paint" content="${escapeAttr(href)}" />`);
    if (found && manifestUrl && build && found.page.words) {
      const files = pageWordFiles(wordFilesOf(build.manifest, manifestUrl), found.page.words, locale, found.params);
      for (const href of files.filter(plainScriptOf(manifestUrl)))
        tags.push(`<meta name="preload-after-paint" content="${escapeAttr(href)}" />`);
    }
    for (const origin of [...origins].reverse()) tags.unshift(`<link rel="preconnect" href="${escapeAttr(origin)}" />`);
    // A Hindi or Gujarati page's faces (400 and 700), first, from the shell's own origin: the only fonts
    // a page may preload, and only in its language's script (indic-fonts.ts). Named, not preloaded: the
    // boot script preloads each one the device does not have installed (decision 072), so the hints go
    // before it in the head (document.ts). An English page, and a path that names no page (read as
    // `/`), none.
    tags.unshift(
      ...webFonts(locale).map(
        (font) => `<meta name="web-font" content="${escapeAttr(font.href)}" data-installed="${escapeAttr(font.installed)}" />`,
      ),
    );
    return tags.join('\n');
  };
}
