import { CacheProvider, ThemeProvider } from '@emotion/react';
import { BrowserRouter } from 'shared/router';
import { emotionCacheFor, theme } from 'shared/ui';
import { BaseStyles } from 'shared/ui';
import { Header } from '../layout/header';
import { Footer } from '../layout/footer';
import { ScrollManager } from '../layout/scroll-manager';
import { SkipLink } from '../layout/skip-link';
import { DeferredChat } from '../layout/deferred-chat';
import { LinkPrefetch } from '../layout/link-prefetch';
import { NavigationProgress } from '../layout/navigation-progress';
import { SiteRoutes } from './site-routes';
import type { SiteSeed } from './site-seed';

/**
 * The site's frame: everything every route shares (header, page area, footer, chat widget), inside
 * whichever router runs it: the browser's, or the server's StaticRouter at the requested URL.
 */
export function SiteFrame({ seed = null }: { readonly seed?: SiteSeed | null }) {
  return (
    // The shell's own cache, made as every remote's is (emotion's default key, 'css'): on the server
    // its rules are extracted with theirs, in the browser it adopts the rules the server wrote.
    <CacheProvider value={emotionCacheFor('css')}>
      <ThemeProvider theme={theme}>
        <BaseStyles />
        <ScrollManager />
        <NavigationProgress />
        <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
          <SkipLink href="#main-content">Skip to main content</SkipLink>
          <Header />
          {/* A full viewport is reserved for the page, so the footer starts below the fold and is not
            pushed down when a remote page arrives (that shift was all of the site's layout shift). */}
          <main id="main-content" tabIndex={-1} css={{ flex: 1, minHeight: '100vh', outline: 'none', overflowAnchor: 'none' }}>
            <SiteRoutes seed={seed} />
          </main>
          <Footer />
        </div>
        <DeferredChat />
        <LinkPrefetch />
      </ThemeProvider>
    </CacheProvider>
  );
}

/** The site in the browser. */
export function App({ seed = null }: { readonly seed?: SiteSeed | null }) {
  return (
    <BrowserRouter>
      <SiteFrame seed={seed} />
    </BrowserRouter>
  );
}
