import { useCallback, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'shared/router';
import type { PageProps, RemoteName, SitePage } from 'shared/contracts';
import { DelayedFallback, RemoteBoundary } from '../components/remote-boundary';
import { AreaFailure, announceSettled } from '../components/area-failure';
import { sitePages as defaultSitePages, type SitePages } from '../federation/site-pages';
import { PageTransition } from '../layout/page-transition';
import { NotFoundPage } from '../pages/not-found-page';
import { resolveTitle, type ReportedTitle } from '../lib/title-state';
import { unmatchedOutcome, type SiteTable } from '../lib/compose-site';

/** Writes the document title: the shell is the only writer; detail pages report through `reportTitle`. */
function useDocumentTitle(notFound: boolean): PageProps['reportTitle'] {
  const { pathname } = useLocation();
  const [reported, setReported] = useState<ReportedTitle | null>(null);
  useEffect(() => {
    document.title = resolveTitle(pathname, reported, notFound);
  }, [pathname, reported, notFound]);
  return useCallback((itemTitle: string | null) => setReported({ pathname, itemTitle }), [pathname]);
}

function RemotePage({ page, sitePages }: { readonly page: SitePage; readonly sitePages: readonly SitePage[] }) {
  const reportTitle = useDocumentTitle(false);
  return <RemoteBoundary<PageProps> remote={page.remote} module={page.module} props={{ reportTitle, sitePages }} />;
}

/** A path the shell cannot serve now: its remote did not answer, or two remotes claim it. */
function UnservedPage({ remote, onRetry }: { readonly remote: RemoteName | null; readonly onRetry: () => void }) {
  useDocumentTitle(false);
  return <AreaFailure remote={remote} variant="page" onRetry={onRetry} />;
}

function NotFoundRoute() {
  useDocumentTitle(true);
  useEffect(() => announceSettled('page'), []);
  return <NotFoundPage />;
}

function ComposedRoutes({ table, onRetry }: { readonly table: SiteTable; readonly onRetry: () => void }) {
  const location = useLocation();
  const unmatched = unmatchedOutcome(table);
  return (
    <PageTransition key={location.pathname}>
      <Routes location={location}>
        {table.pages.map((page) => (
          <Route key={`${page.remote} ${page.path}`} path={page.path} element={<RemotePage page={page} sitePages={table.pages} />} />
        ))}
        {table.conflicts.map((conflict) => (
          <Route key={conflict.path} path={conflict.path} element={<UnservedPage remote={null} onRetry={onRetry} />} />
        ))}
        <Route
          path="*"
          element={unmatched.kind === 'not-found' ? <NotFoundRoute /> : <UnservedPage remote={unmatched.remote} onRetry={onRetry} />}
        />
      </Routes>
    </PageTransition>
  );
}

/**
 * Routes by the pages the deployed remotes publish, read at run time: the shell's bundle holds no route
 * table, so a remote adds a page with a deploy of its own. A Try again on a path no page matches (yet)
 * reads every description anew.
 */
export function SiteRoutes({ sitePages = defaultSitePages }: { readonly sitePages?: SitePages }) {
  const [table, setTable] = useState<SiteTable | null>(null);
  const [reading, setReading] = useState(0);
  useEffect(() => {
    let current = true;
    void sitePages.siteTable().then((composed) => {
      if (current) setTable(composed);
    });
    return () => {
      current = false;
    };
  }, [sitePages, reading]);
  const retry = useCallback(() => {
    sitePages.forget();
    setTable(null);
    setReading((n) => n + 1);
  }, [sitePages]);
  return table ? <ComposedRoutes table={table} onRetry={retry} /> : <DelayedFallback variant="page" />;
}
