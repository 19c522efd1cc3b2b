import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@emotion/react';
import { BrowserRouter, NavLink, Route, Routes } from 'shared/router';
import { theme } from './theme/theme';
import { BaseStyles } from './ui/base-styles';
import { Spinner } from './ui/spinner';
import { titleForItem, titleForPath } from './routes/titles';
import type { PageProps } from './contracts/remotes';

export interface StandalonePage {
  /** Route pattern on the dev page, e.g. '/news/:id'. */
  readonly path: string;
  /** Link shown in the dev page's bar (omit for detail routes). */
  readonly link?: { readonly href: string; readonly label: string };
  readonly load: () => Promise<{ default: ComponentType<PageProps> }>;
}

/**
 * A remote's own page (`npm run dev -w mf-maze`, or its production `index.html`): renders every exposed
 * module without the shell, so a team can work and demo alone. It stands in for the shell's frame with
 * a plain bar; titles follow the same rules.
 */
export function renderStandalone(packageName: string, pages: readonly StandalonePage[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html needs <div id="root">');
  const reportTitle: PageProps['reportTitle'] = (itemTitle) => {
    document.title = itemTitle ? titleForItem(itemTitle) : titleForPath(window.location.pathname);
  };
  const loaded = pages.map((page) => ({ ...page, Component: lazy(page.load) }));
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <BaseStyles />
        <BrowserRouter>
          <nav
            aria-label={`${packageName} pages`}
            css={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', background: theme.color.inverseSurface, color: '#fff', a: { color: '#fff' } }}
          >
            <strong>{packageName} · standalone</strong>
            {pages.flatMap((page) => (page.link ? [<NavLink key={page.path} to={page.link.href}>{page.link.label}</NavLink>] : []))}
          </nav>
          <main id="main-content">
            <Suspense fallback={<Spinner />}>
              <Routes>
                {loaded.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component reportTitle={reportTitle} />} />
                ))}
                <Route path="*" element={<p css={{ padding: 16 }}>This standalone page shows {packageName}'s modules only; pick one above.</p>} />
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
