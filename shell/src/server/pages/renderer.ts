import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import {
  LOCALE_TAGS,
  LOCALES,
  localePath,
  splitLocalePath,
  type FormOutcome,
  type Locale,
  type PageMeta,
  type PageModule,
  type RemoteName,
  type UnknownItem,
} from 'shared/contracts';
import { contentVersion } from 'shared/lib';
import { words } from '../../i18n';
import { composeSite, pageAt, unmatchedOutcome, type RemoteDescription, type SiteTable } from '../../lib/compose-site';
import { resolveTitle } from '../../lib/title-state';
import type { SiteSeed } from '../../app/site-seed';
import { createFederationOnNode } from './federation-on-node';
import { renderBody } from './render-page';
import { composeDocument, type PageTemplate } from './document';
import { headTags } from './seo';
import { indicFontStyle, languageNamesStyle } from './indic-fonts';
import { robotsTxt, sitemapXml, type SitemapEntry } from '../sitemap/sitemap';
import { readTarget, type RequestTarget } from './request-target';
import type { AreaFallback } from './area-fallbacks';

/** What the shell's server knows of the deployed remotes at this moment (see site-reader.ts). */
export interface SiteSnapshot {
  readonly remotes: Readonly<Partial<Record<RemoteName, string>>>;
  readonly descriptions: readonly RemoteDescription[];
  readonly versions: Readonly<Partial<Record<RemoteName, string>>>;
}

export interface RendererOptions {
  /** What a request renders with (a first read of each remote waited for briefly). */
  readonly snapshot: () => Promise<SiteSnapshot>;
  /** The same once every remote has been read anew, however long that takes (warm); `snapshot` when absent. */
  readonly fullSnapshot?: () => Promise<SiteSnapshot>;
  /** The deployment's public address (SITE_URL), for canonical URLs, sharing tags and the sitemap. */
  readonly baseUrl: string;
  /** How long a render waits for a remote (loading its module and rendering its area). */
  readonly remoteTimeoutMs: number;
  /** Rendered pages kept in memory; 0 renders every request. */
  readonly cacheEntries: number;
  readonly log?: (message: string) => void;
  /** Its federation instance's name: one per version set the server renders (server.ts). */
  readonly name?: string;
}

/** The answer to one page request. */
export type PageAnswer =
  | {
      readonly kind: 'page';
      readonly status: 200 | 404;
      readonly html: string;
      readonly etag: string;
      /** Time this request spent rendering; null when the page came from the cache. */
      readonly renderMs: number | null;
      /** Every area rendered and every remote's pages known: the page may be kept (and by a CDN). */
      readonly complete: boolean;
      /** The areas this render left to the browser (none on a kept page: only complete pages are kept). */
      readonly fallbacks?: readonly AreaFallback[];
      /**
       * A kept page the remotes publish: found (200) at its plain address, no list's query. There are a
       * few hundred at most, so each is worth compressing once at brotli's best (page-answers.ts).
       */
      readonly published?: boolean;
    }
  | { readonly kind: 'redirect'; readonly location: string };

/** The site's own card for link previews, served by the shell (shell/public): for pages without a raster image (covers are SVG, which sharers do not show). */
const SHARE_CARD_URL = '/og-image.png';

/** Renders under way at once: the machine's cores, and a little more for a render waiting on a remote. */
const RENDERS_AT_ONCE = 3;

/** Rendered addresses with a query (a list's search or filter) kept at most. */
const SEARCHES_KEPT = 100;

/**
 * The descriptions as the browser gets them in the seed: without each page's `words` (decision 069),
 * which only the server reads (it names their files in the page's hints). About 1.3 KB of every page.
 */
function seedDescriptions(descriptions: readonly RemoteDescription[]): readonly RemoteDescription[] {
  return descriptions.map((description) =>
    description.ok ? { ...description, pages: description.pages.map(({ words: _words, ...page }) => page) } : description,
  );
}

const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/**
 * The shell's server renderer, bundled for Node (dist-server/renderer.js) from the shell's own code:
 * the same frame, routes and title rule as the browser, with each page rendered by its remote's server
 * build. Pages are cached by URL and by the versions of everything they were made from (each remote's
 * build and the site's page table), so a deploy of any remote makes fresh HTML and a hot page costs
 * what a static file costs.
 */
export function createRenderer(options: RendererOptions) {
  const { snapshot, fullSnapshot = snapshot, baseUrl, remoteTimeoutMs, cacheEntries, log = console.warn, name } = options;
  const federation = createFederationOnNode({ timeoutMs: remoteTimeoutMs, name });
  // Renders at once at most: a burst of searches (each a render) queues here instead of each holding a
  // page's worth of memory at the same time, and cached pages keep being answered meanwhile.
  const rendering = pLimit(RENDERS_AT_ONCE);
  // Two stores, so that no stream of searches can push the site's own pages out: the pages and items
  // at their plain paths (a few hundred, bounded by what the remotes publish), and the addresses with a
  // list's query (any text a visitor types: a small store of its own).
  const pages = cacheEntries > 0 ? new LRUCache<string, PageAnswer>({ max: cacheEntries }) : null;
  const searches = cacheEntries > 0 ? new LRUCache<string, PageAnswer>({ max: Math.min(cacheEntries, SEARCHES_KEPT) }) : null;
  const storeFor = (url: string) => (url.includes('?') ? searches : pages);

  type Current = ReturnType<typeof compose>;
  function compose(site: SiteSnapshot) {
    federation.use(
      Object.fromEntries(
        Object.entries(site.remotes).map(([remote, manifestUrl]) => [
          remote,
          { manifestUrl: manifestUrl as string, version: site.versions[remote as RemoteName] },
        ]),
      ),
    );
    const seed: SiteSeed = {
      descriptions: seedDescriptions(site.descriptions),
      versions: site.versions,
      manifests: site.remotes,
      siteUrl: baseUrl,
    };
    const table = composeSite(site.descriptions);
    // Every page's module is loaded as soon as its remote is known (at start, and again after a deploy
    // of it), not by the first visitor's request: a cold load (the entry, its chunks, over HTTP) could
    // outlast the render's time limit and leave that visitor's page area to the browser.
    const warmed = Promise.all(table.pages.map((page) => federation.warm(page.remote, page.module)));
    return { site, seed, table, key: contentVersion(seed), warmed };
  }

  // What every request needs (the page table, the seed and its hash) is made again only when the
  // snapshot's parts change: the caches behind it hand out the same page lists until they read a remote
  // again, so a cached page no longer composes the table and hashes the seed on every request.
  let last: { parts: readonly unknown[]; value: Current } | null = null;
  async function current(read = snapshot): Promise<Current> {
    const site = await read();
    const parts = [
      ...Object.entries(site.remotes).flat(),
      ...site.descriptions.map((description) => (description.ok ? description.pages : description.reason)),
      ...Object.entries(site.versions).flat(),
    ];
    if (!last || last.parts.length !== parts.length || last.parts.some((part, at) => part !== parts[at]))
      last = { parts, value: compose(site) };
    return last.value;
  }

  /**
   * A page's module with its optional `describe` and `items`, prepared for `locale` (its words and
   * data), or null when its remote cannot give it now.
   */
  async function pageModule(remote: RemoteName, module: string, locale?: Locale): Promise<PageModule | null> {
    try {
      return (await federation.loader.get(remote, module, false, locale)) as unknown as PageModule;
    } catch {
      return null; // The area itself shows why (its loading state, then the browser's failure message).
    }
  }

  async function renderFresh(
    url: string,
    template: PageTemplate,
    { seed: siteSeed, table }: Awaited<ReturnType<typeof current>>,
    formOutcome?: FormOutcome,
  ): Promise<PageAnswer> {
    const seed: SiteSeed = formOutcome ? { ...siteSeed, formOutcome, formPage: url } : siteSeed;
    const started = performance.now();
    // What failed for an earlier render is loaded anew (a remote that answers again is in this page);
    // within this render a failure stays failed, so React's retries of an area start no second load.
    federation.loader.forgetFailures();
    // `url` is a canonical address from readTarget: a path that starts with one slash (after the
    // language's prefix, if any), and a query. Pages are found by the path after the prefix.
    const { locale, path: pathname } = splitLocalePath(url.split('?')[0] ?? '/');
    // The shell's own words in the page's language (the frame, the title, the site's description).
    await words.prepare(locale);
    const i18n = words.i18nFor(locale);
    const found = pageAt(table.pages, pathname);
    const conflict = pageAt(table.conflicts, pathname);
    const notFound = !found && !conflict && unmatchedOutcome(table).kind === 'not-found';

    let meta: PageMeta | undefined;
    let itemMissing = false;
    /** The heading a detail page shows for an id it does not know ('Course Not Found'), if it names one. */
    let missingTitle: string | undefined;
    if (found) {
      const described: PageMeta | UnknownItem | null =
        (await pageModule(found.page.remote, found.page.module, locale))?.describe?.(found.params, locale) ?? null;
      // A redirect's `to` is a path without a prefix: it stays in the page's language.
      if (described?.status === 'redirect') return { kind: 'redirect', location: localePath(locale, described.to) };
      if (described?.status === 'not-found') [itemMissing, missingTitle] = [true, described.itemTitle];
      if (described?.status === 'ok') meta = described;
    }

    const body = await renderBody({
      url,
      seed,
      loader: federation.loader,
      timeoutMs: remoteTimeoutMs,
      log,
      pageRemote: found?.page.remote,
      locale,
    });
    const language = { locale, pages: table.pages, i18n };
    const itemTitle = meta?.itemTitle ?? missingTitle;
    const reported = itemTitle ? { pathname, itemTitle } : null;
    const title = resolveTitle(pathname, reported, notFound, language);
    const head = headTags({
      baseUrl,
      pathname,
      locale,
      title,
      meta,
      notFound: notFound || itemMissing,
      siteDescription: i18n._('footer.description'),
      defaultImage: { url: SHARE_CARD_URL, alt: i18n._('meta.shareImageAlt') },
    });
    // A Hindi or Gujarati page's own script's faces (none on an English page), and the switch's names in other scripts.
    const styles = `${indicFontStyle(locale)}${languageNamesStyle(locale)}${body.styles}`;
    const html = composeDocument(template, { lang: LOCALE_TAGS[locale], title, head, styles, body: body.html, seed });
    return {
      kind: 'page',
      status: notFound || itemMissing ? 404 : 200,
      html,
      etag: etagOf(html),
      renderMs: performance.now() - started,
      complete: body.incompleteAreas === 0 && table.failed.length === 0,
      fallbacks: body.fallbacks,
    };
  }

  const origin = new URL(baseUrl).origin;
  const targetOf = ({ table }: Current, raw: string): RequestTarget =>
    readTarget(raw, { pages: table.pages, conflicts: table.conflicts, complete: table.failed.length === 0 }, origin);

  return {
    /**
     * What a request's target (as it came in the request line) names: a page's canonical address, a
     * redirect to it, or nothing of this site (see request-target.ts). Synchronous once the site has
     * been read: it runs before every cache.
     */
    target(raw: string): RequestTarget | Promise<RequestTarget> {
      return last ? targetOf(last.value, raw) : current().then((site) => targetOf(site, raw));
    },

    /**
     * The page at `url` (a canonical address from `target`) in `template` (the shell's index.html, the
     * page's hints and any banner). A cached answer has `renderMs: null`.
     */
    async render(url: string, template: PageTemplate): Promise<PageAnswer> {
      const site = await current();
      const cacheKey = `${url}\n${site.key}\n${template.version}`;
      // The very object kept is returned on every hit: the server keeps its compressed copies with it.
      const store = storeFor(url);
      const cached = store?.get(cacheKey);
      if (cached) return cached;
      const answer = await rendering(() => renderFresh(url, template, site));
      // Only what is complete is kept: an area left to the browser is rendered again on the next request.
      if (answer.kind === 'redirect' || answer.complete)
        store?.set(
          cacheKey,
          answer.kind === 'page'
            ? { ...answer, renderMs: null, fallbacks: [], published: store === pages && answer.status === 200 }
            : answer,
        );
      return answer;
    },

    /**
     * The page at `url` answering a script-free form post: the form's outcome is in the page's props
     * (its message, and what the visitor typed), so it is rendered for this request alone and never kept.
     */
    async renderWithOutcome(url: string, template: PageTemplate, formOutcome: FormOutcome): Promise<PageAnswer> {
      const site = await current();
      return rendering(() => renderFresh(url, template, site, formOutcome));
    },

    /**
     * sitemap.xml of the pages and items the remotes publish now, in every language; `complete` is false while some
     * remote's pages or items could not be read (the sitemap then lacks them and must not be kept).
     */
    async sitemap(): Promise<{ xml: string; complete: boolean }> {
      const { table } = await current();
      // As a render does: a page module that failed to load (a remote down at start) is tried again, so
      // the sitemap does not lack its items until some page happens to be rendered.
      federation.loader.forgetFailures();
      let complete = table.failed.length === 0;
      const entries: SitemapEntry[] = await Promise.all(
        table.pages.map(async (page): Promise<SitemapEntry> => {
          if (!page.detail) return { path: page.path };
          const items = (await pageModule(page.remote, page.module))?.items?.();
          if (!items) complete = false;
          return { path: page.path, items: items ?? [] };
        }),
      );
      // Every page in every language, each with its alternates.
      return { xml: sitemapXml(baseUrl, entries, LOCALES), complete };
    },

    robots: () => robotsTxt(baseUrl),

    /**
     * The composed site as the last request found it (null before the remotes were first read): the
     * one page table the page hints name a page's remote by, as every render does.
     */
    table: (): SiteTable | null => last?.value.table ?? null,

    /**
     * Reads the remotes and loads their pages' modules (the server calls it when it starts); true when
     * every remote was read, false when one did not answer (its pages are loaded once it does).
     */
    async warm(): Promise<boolean> {
      const { table, warmed } = await current(fullSnapshot);
      await warmed;
      return table.failed.length === 0;
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
