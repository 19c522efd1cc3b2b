import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
// Tests route in memory; the site's router (shared/router) carries no MemoryRouter to the browser.
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { theme } from '../../ui/theme/theme';

export interface RenderWithSiteOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL, e.g. '/news?q=lab'. */
  readonly route?: string;
  /** Route pattern the element is mounted on, e.g. '/news/:id'. */
  readonly path?: string;
}

/** The one render helper of every package's component tests: theme plus a router at a URL. */
export function renderWithSite(ui: ReactElement, { route = '/', path = '*', ...options }: RenderWithSiteOptions = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Navigated away</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
    options,
  );
}

export const noopReportTitle = (): void => undefined;
export { memoryStorage } from './memory-storage';
