import { useEffect } from 'react';
import { splitLocalePath } from 'shared/contracts';
import { useLocation } from 'shared/router';
import { afterLoadAndIdle } from 'shared/lib';
import { browserModules } from '../components/remote-boundary';
import { sitePages } from '../federation/site-pages';
import { pageAt } from '../lib/compose-site';

/** Quiet time after load before visible links prefetch: longer than the chat widget's (deferred-chat.tsx). */
const VISIBLE_PREFETCH_QUIET_MS = 3000;

/** A visitor who asked the browser to save data gets only what they open. */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** Starts loading the module of the page `href` leads to, if it is one of the site's pages. */
async function prefetchHref(href: string): Promise<void> {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) return;
  const { locale, path } = splitLocalePath(url.pathname);
  const found = pageAt((await sitePages.siteTable()).pages, path);
  // Loading it now (in the link's language) is all a prefetch is: the load is kept, so the page renders at once when opened.
  if (found) void browserModules.get(found.page.remote, found.page.module, false, locale);
}

const linkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href^="/"]') : null;

/**
 * Internal links fetch their page's module before the click: when hovered or focused (the visitor is
 * about to open it), and when visible once the page has loaded and the browser is idle. In-app
 * navigation then shows the new page at once instead of a loading state. Nothing under Save-Data.
 */
export function LinkPrefetch() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (savingData()) return;
    const onIntent = (event: Event) => {
      const link = linkOf(event.target);
      if (link) void prefetchHref(link.href);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  useEffect(() => {
    if (savingData() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void prefetchHref((entry.target as HTMLAnchorElement).href);
      }
    });
    // After the page's own work and the chat widget: prefetching must never compete with them. Not the
    // language switch's links (they carry hreflang): a page in another language is the visitor's choice,
    // and its words and data are a language's worth of chunks nobody reading this one needs.
    const cancel = afterLoadAndIdle(
      () => document.querySelectorAll('a[href^="/"]:not([hreflang])').forEach((link) => observer.observe(link)),
      {
        quietMs: VISIBLE_PREFETCH_QUIET_MS,
      },
    );
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [pathname]);

  return null;
}
