import { useMemo } from 'react';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { DEFAULT_LOCALE, localePrefix, type Locale, type SitePage } from 'shared/contracts';
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
import { PageLocaleContext } from './page-locale';
import { ShellWordsContext, useShellWords, words } from '../i18n';
import { composeSite } from '../lib/compose-site';

const NO_PAGES: readonly SitePage[] = [];

/**
 * The site's frame: everything every route shares (header, page area, footer, chat widget), inside
 * whichever router runs it: the browser's, or the server's StaticRouter at the requested URL, with the
 * language's prefix as its basename. `locale`: the page's language (the address's); the shell's words
 * in it must have been prepared (`words.prepare`) before rendering, or they show in English.
 */
export function SiteFrame({ seed = null, locale = DEFAULT_LOCALE }: { readonly seed?: SiteSeed | null; readonly locale?: Locale }) {
  const i18n = useMemo(() => words.i18nFor(locale), [locale]);
  return (
    <PageLocaleContext.Provider value={locale}>
      <ShellWordsContext.Provider value={i18n}>
        <Frame seed={seed} />
      </ShellWordsContext.Provider>
    </PageLocaleContext.Provider>
  );
}

function Frame({ seed }: { readonly seed: SiteSeed | null }) {
  const { i18n } = useShellWords();
  // The pages the server rendered with: the language switch keeps the query a page declares.
  const pages = useMemo(() => (seed ? composeSite(seed.descriptions).pages : NO_PAGES), [seed]);
  return (
    // The shell's own cache, made as every remote's is (emotion's default key, 'css'): on the server
    // its rules are extracted with theirs, in the browser it adopts the rules the server wrote.
    <CacheProvider value={emotionCacheFor('css')}>
      <ThemeProvider theme={theme}>
        <BaseStyles />
        <ScrollManager />
        <NavigationProgress />
        <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
          <SkipLink href="#main-content">{i18n._('skipLink')}</SkipLink>
          <Header pages={pages} />
          {/* A full viewport is reserved for the page, so the footer starts below the fold and is not
            pushed down when a remote page arrives (that shift was all of the site's layout shift). The
            browser's scroll anchoring stays on (decision 080): blocks drawn as they near the screen
            take their real height above a visitor who jumped down the page, and it holds what they
            see in place; a route change starts at the top, where the browser never anchors. */}
          <main id="main-content" tabIndex={-1} css={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
            <SiteRoutes seed={seed} />
          </main>
          <Footer pages={pages} />
        </div>
        <DeferredChat />
        <LinkPrefetch />
      </ThemeProvider>
    </CacheProvider>
  );
}

/** The site in the browser, in the language of the document's address (`locale`, read at boot). */
export function App({ seed = null, locale = DEFAULT_LOCALE }: { readonly seed?: SiteSeed | null; readonly locale?: Locale }) {
  return (
    <BrowserRouter basename={localePrefix(locale) || undefined}>
      <SiteFrame seed={seed} locale={locale} />
    </BrowserRouter>
  );
}
