import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { theme } from './theme/theme';

export interface RemoteRootProps {
  /** Owner name, written as `data-boundary` and used as the emotion cache key (letters and dashes). */
  readonly boundary: string;
  /** Where emotion inserts style tags; a shadow root for the standalone maze element. */
  readonly styleContainer?: Node;
  /** A CSP nonce for emotion's style tags (a partner page whose policy allows styles by nonce only). */
  readonly nonce?: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * The attribute of the `<style>` tags the shell's server writes ("key id id…", as emotion's own
 * `data-emotion`). emotion moves every `data-emotion` tag it finds into its sheet when a cache is made,
 * and each move made the browser restyle the whole page during hydration (measured: 20-70 ms on this
 * machine, four times that on a throttled phone); under this name the tags stay where the server put
 * them, and the cache of that key only learns that their rules are already in the page.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-emotion';

/**
 * The attribute of the `<style>` tags of global rules (emotion's `Global`) the shell's server writes.
 * Under emotion's own attribute, the browser moved such a tag twice during hydration (emotion's default
 * cache, then `Global` finding it), and each move of rules for every element (`*`, `body`) made the
 * browser restyle the whole page: 15 to 30 ms on this machine, four times that on a throttled phone,
 * most of a page's blocking time. Under this name neither finds it, and BaseStyles (the only `Global` of
 * a server-rendered page) is not rendered again in the browser.
 */
export const SERVER_GLOBAL_STYLES_ATTRIBUTE = 'data-server-emotion-global';

/** Marks the rules the server already wrote for this cache's key as inserted (emotion skips them). */
function adoptServerStyles(cache: EmotionCache): void {
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}^="${cache.key} "]`)) {
    for (const id of (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ').slice(1)) cache.inserted[id] = true;
  }
}

/**
 * One emotion cache per owner and style container, made once for the life of the page. A cache made
 * per mount forgets which rules it has inserted, so every navigation (the page transition re-mounts
 * the area) inserted the remote's CSS again.
 */
const caches = new Map<string, EmotionCache>();
const containerCaches = new WeakMap<Node, Map<string, EmotionCache>>();

export function emotionCacheFor(boundary: string, styleContainer?: Node, nonce?: string): EmotionCache {
  const key = boundary.toLowerCase().replace(/[^a-z-]/g, '') || 'remote';
  let byKey = caches;
  if (styleContainer) {
    byKey = containerCaches.get(styleContainer) ?? new Map();
    containerCaches.set(styleContainer, byKey);
  }
  let cache = byKey.get(key);
  if (!cache) {
    cache = createCache({ key, container: styleContainer as HTMLElement | undefined, nonce });
    // On the server (no document) the shell's renderer extracts every cache's rules into <style> tags in
    // the head (@emotion/server). compat stops emotion writing a <style> beside each element as well,
    // which the browser's first render would not produce (a hydration mismatch).
    if (typeof document === 'undefined') cache.compat = true;
    // A shadow root (the partner embed) is never rendered by the server.
    else if (!styleContainer) adoptServerStyles(cache);
    byKey.set(key, cache);
  }
  return cache;
}

/** Every owner's cache made so far (the shell's server extracts their rules into the HTML it sends). */
export function emotionCaches(): EmotionCache[] {
  return [...caches.values()];
}

/**
 * The root of everything a remote renders: its own emotion cache (class names prefixed with the
 * owner, so a stray style is traceable to its team), the shared theme, and a `data-boundary` marker.
 */
export function RemoteRoot({ boundary, styleContainer, nonce, children, className }: RemoteRootProps) {
  return (
    <CacheProvider value={emotionCacheFor(boundary, styleContainer, nonce)}>
      <ThemeProvider theme={theme}>
        <div data-boundary={boundary} className={className}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
