import { Suspense, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'shared/router';
import type { FormOutcome, PageProps, RemoteName, SitePage } from 'shared/contracts';
import { useShellWords } from '../i18n';
import { DelayedFallback, RemoteBoundary, useModuleLoader } from '../components/remote-boundary';
import type { TrackedLoad } from '../federation/module-loader';
import { AreaFailure, announceSettled } from '../components/area-failure';
import { sitePages as defaultSitePages, type SitePages } from '../federation/site-pages';
import { PageTransition } from '../layout/page-transition';
import { NotFoundPage } from '../pages/not-found-page';
import { resolveTitle, type ReportedTitle } from '../lib/title-state';
import { composeSite, conflictMessage, unmatchedOutcome, type SiteTable } from '../lib/compose-site';
import type { SiteSeed } from './site-seed';
import { usePageLocale } from './page-locale';

/**
 * Writes the document title: the shell is the only writer; detail pages report through `reportTitle`.
 * `pages`: the site's pages, whose labels title a page in Hindi or Gujarati.
 */
function useDocumentTitle(notFound: boolean, pages: readonly SitePage[]): PageProps['reportTitle'] {
  // The path after the language's prefix: the router's basename is the prefix.
  const { pathname } = useLocation();
  const locale = usePageLocale();
  const { i18n } = useShellWords();
  const [reported, setReported] = useState<ReportedTitle | null>(null);
  useEffect(() => {
    document.title = resolveTitle(pathname, reported, notFound, { locale, pages, i18n });
  }, [pathname, reported, notFound, locale, pages, i18n]);
  return useCallback((itemTitle: string | null) => setReported({ pathname, itemTitle }), [pathname]);
}

interface RemotePageProps {
  readonly page: SitePage;
  readonly sitePages: readonly SitePage[];
  readonly serverRendered: boolean;
  readonly formOutcome?: FormOutcome;
  /** The site's public address the server rendered with (the seed's), for every page alike. */
  readonly siteUrl?: string;
}

/** One promise per load that settles either way (a failed load is the area's to show, not an error here). */
const settledLoads = new WeakMap<TrackedLoad, Promise<void>>();
function settled(load: TrackedLoad): Promise<void> {
  let done = settledLoads.get(load);
  if (!done) {
    done = load.then(
      () => undefined,
      () => undefined,
    );
    settledLoads.set(load, done);
  }
  return done;
}

/**
 * Waits, above the page's own boundary, until its module has loaded (or failed). Navigations are
 * transitions (the router's), and a transition that suspends under a boundary already showing content
 * keeps that content: the old page stays on screen, with the progress cue, until the new one can
 * render, instead of an empty area waiting for the page's chunk.
 */
function PageModuleReady({ page, children }: { readonly page: SitePage; readonly children: ReactNode }) {
  // A component of its own, holding no state: a component that suspends on `use` before its other
  // hooks on its first render is replayed by React with those hooks out of step (error 467).
  const load = useModuleLoader().get(page.remote, page.module, false, usePageLocale()) as TrackedLoad & { status?: string };
  if (load.status === 'pending') use(settled(load));
  return children;
}

function RemotePage(props: RemotePageProps) {
  return (
    <PageModuleReady page={props.page}>
      <RemotePageArea {...props} />
    </PageModuleReady>
  );
}

function RemotePageArea({ page, sitePages, serverRendered, formOutcome, siteUrl }: RemotePageProps) {
  const reportTitle = useDocumentTitle(false, sitePages);
  return (
    <RemoteBoundary<PageProps>
      remote={page.remote}
      module={page.module}
      props={{ reportTitle, sitePages, serverRendered, ...(formOutcome ? { formOutcome } : {}), ...(siteUrl ? { siteUrl } : {}) }}
      frame={(content) => <PageTransition animate={!serverRendered}>{content}</PageTransition>}
    />
  );
}

/** A path the shell cannot serve now: its remote did not answer, or two remotes claim it. */
function UnservedPage({
  remote,
  onRetry,
  pages,
}: {
  readonly remote: RemoteName | null;
  readonly onRetry: () => void;
  readonly pages: readonly SitePage[];
}) {
  useDocumentTitle(false, pages);
  return <AreaFailure remote={remote} variant="page" onRetry={onRetry} />;
}

const NO_PAGES: readonly SitePage[] = [];

function NotFoundRoute() {
  useDocumentTitle(true, NO_PAGES);
  useEffect(() => announceSettled('page'), []);
  return <NotFoundPage />;
}

interface ComposedRoutesProps {
  readonly table: SiteTable;
  readonly onRetry: () => void;
  /** The history entry the document was loaded at, when the server rendered it (else null). */
  readonly documentEntry: string | null;
  /** The outcome of the form post the document answers: for the document's own page only. */
  readonly formOutcome?: FormOutcome;
  /** The site's public address (the seed's): given to every page, the document's and those navigated to. */
  readonly siteUrl?: string;
}

function ComposedRoutes({ table, onRetry, documentEntry, formOutcome, siteUrl }: ComposedRoutesProps) {
  const location = useLocation();
  const unmatched = unmatchedOutcome(table);
  // The page at the document's own history entry is the HTML the server sent, already on screen: it
  // neither fades in again nor shows a loading state. (The entry's key, not 'default': a reload keeps
  // the key an in-app navigation gave the entry.)
  const serverRendered = documentEntry !== null && location.key === documentEntry;
  return (
    // Keyed by path: each new page mounts afresh (its own loading, failure and fade), even between two
    // items of one detail page. A remote page fades in when its content is there (RemotePage's frame).
    // The boundary the page areas suspend under while their module loads (usePageModuleReady): on the
    // first render it shows the loading state; once it has shown a page, a navigation keeps that page.
    <Suspense fallback={<DelayedFallback variant="page" />}>
      <Routes location={location}>
        {table.pages.map((page) => (
          <Route
            key={`${page.remote} ${page.path}`}
            path={page.path}
            element={
              <RemotePage
                key={location.pathname}
                page={page}
                sitePages={table.pages}
                serverRendered={serverRendered}
                formOutcome={serverRendered ? formOutcome : undefined}
                siteUrl={siteUrl}
              />
            }
          />
        ))}
        {table.conflicts.map((conflict) => (
          <Route
            key={conflict.path}
            path={conflict.path}
            element={
              <PageTransition key={location.pathname} animate={!serverRendered}>
                <UnservedPage remote={null} onRetry={onRetry} pages={table.pages} />
              </PageTransition>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <PageTransition key={location.pathname} animate={!serverRendered}>
              {unmatched.kind === 'not-found' ? (
                <NotFoundRoute />
              ) : (
                <UnservedPage remote={unmatched.remote} onRetry={onRetry} pages={table.pages} />
              )}
            </PageTransition>
          }
        />
      </Routes>
    </Suspense>
  );
}

/**
 * Routes by the pages the deployed remotes publish, read at run time: the shell's bundle holds no route
 * table, so a remote adds a page with a deploy of its own. A Try again on a path no page matches (yet)
 * reads every description anew.
 */
export function SiteRoutes({
  sitePages = defaultSitePages,
  seed = null,
}: {
  readonly sitePages?: SitePages;
  readonly seed?: SiteSeed | null;
}) {
  const { key } = useLocation();
  const [documentEntry] = useState(() => (seed ? key : null));
  // The server's descriptions make the first render route as the server did (hydration needs the same tree).
  const [seededTable] = useState(() => (seed ? composeSite(seed.descriptions) : null));
  const [table, setTable] = useState<SiteTable | null>(seededTable);
  const [reading, setReading] = useState(0);
  useEffect(() => {
    // The server composed the seeded table; its conflicts are said here, where a developer looks.
    for (const conflict of seededTable?.conflicts ?? []) console.error(conflictMessage(conflict));
  }, [seededTable]);
  useEffect(() => {
    // A complete seed needs no second reading; one with a missing remote is read again here.
    if (reading === 0 && seed && seed.descriptions.every((description) => description.ok)) return;
    let current = true;
    void sitePages.siteTable().then((composed) => {
      if (current) setTable(composed);
    });
    return () => {
      current = false;
    };
  }, [sitePages, reading, seed]);
  const retry = useCallback(() => {
    sitePages.forget();
    setTable(null);
    setReading((n) => n + 1);
  }, [sitePages]);
  return table ? (
    <ComposedRoutes table={table} onRetry={retry} documentEntry={documentEntry} formOutcome={seed?.formOutcome} siteUrl={seed?.siteUrl} />
  ) : (
    <DelayedFallback variant="page" />
  );
}
