import { StrictMode, Suspense, lazy, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@emotion/react';
import { BrowserRouter, NavLink, Route, Routes, useLocation } from 'shared/router';
import { theme } from './theme/theme';
import { BaseStyles } from './base-styles';
import { Spinner } from './spinner';
import { titleForItem, titleForPath } from '../site';
import type { PageDescription, PageProps, RemoteName, SitePage } from '../contracts';

export interface StandaloneOptions {
  readonly remote: RemoteName;
  /** The remote's own page table, the same one its build publishes as pages.json. */
  readonly pages: Readonly<Record<string, PageDescription>>;
  /** Loads an exposed page module by name (the remote's own import of `src/exposed/<file>`). */
  readonly load: (module: string) => Promise<{ default: ComponentType<PageProps> }>;
}

/** The path's title on every navigation; a detail page then reports its item's. */
function PathTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleForPath(pathname);
  }, [pathname]);
  return null;
}

/**
 * A remote's own page (`npm run dev -w mf-maze`, or its production `index.html`): renders every page
 * the remote publishes without the shell, so a team can work and demo alone. It stands in for the
 * shell's frame with a plain bar; titles follow the same rules.
 */
export function renderStandalone({ remote, pages, load }: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html needs <div id="root">');
  const reportTitle: PageProps['reportTitle'] = (itemTitle) => {
    document.title = itemTitle ? titleForItem(itemTitle) : titleForPath(window.location.pathname);
  };
  const sitePages: SitePage[] = Object.values(pages).map((page) => ({ ...page, remote }));
  const loaded = sitePages.map((page) => ({ ...page, Component: lazy(() => load(page.module)) }));
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <BaseStyles />
        <BrowserRouter>
          <PathTitle />
          <nav
            aria-label={`${remote} pages`}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              padding: '8px 16px',
              background: theme.color.inverseSurface,
              color: '#fff',
              a: { color: '#fff' },
            }}
          >
            <strong>{remote} · standalone</strong>
            {sitePages.flatMap((page) =>
              page.detail
                ? []
                : [
                    <NavLink key={page.path} to={page.path}>
                      {page.label}
                    </NavLink>,
                  ],
            )}
          </nav>
          <main id="main-content">
            <Suspense fallback={<Spinner />}>
              <Routes>
                {loaded.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component reportTitle={reportTitle} sitePages={sitePages} />} />
                ))}
                <Route path="*" element={<p css={{ padding: 16 }}>This standalone page shows {remote}'s pages only; pick one above.</p>} />
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
