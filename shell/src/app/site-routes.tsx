import { useCallback, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'shared/router';
import { routeList, type RouteDefinition } from 'shared/site';
import { type PageProps } from 'shared/contracts';
import { RemoteBoundary } from '../components/remote-boundary';
import { PageTransition } from '../layout/page-transition';
import { NotFoundPage } from '../pages/not-found-page';
import { resolveTitle, type ReportedTitle } from '../lib/title-state';

/** Writes the document title: the shell is the only writer; detail pages report through `reportTitle`. */
function useDocumentTitle(notFound: boolean): PageProps['reportTitle'] {
  const { pathname } = useLocation();
  const [reported, setReported] = useState<ReportedTitle | null>(null);
  useEffect(() => {
    document.title = resolveTitle(pathname, reported, notFound);
  }, [pathname, reported, notFound]);
  return useCallback((itemTitle: string | null) => setReported({ pathname, itemTitle }), [pathname]);
}

function RemotePage({ route }: { readonly route: RouteDefinition | RouteDefinition<readonly ['id']> }) {
  const reportTitle = useDocumentTitle(false);
  return <RemoteBoundary<PageProps> id={route.module} props={{ reportTitle }} />;
}

function NotFoundRoute() {
  useDocumentTitle(true);
  return <NotFoundPage />;
}

/** Every route of the shared route table, each mapped to the remote module that owns it. */
export function SiteRoutes() {
  const location = useLocation();
  return (
    <PageTransition key={location.pathname}>
      <Routes location={location}>
        {routeList.map((route) => (
          <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </PageTransition>
  );
}
