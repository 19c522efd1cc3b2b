import { useSyncExternalStore } from 'react';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not words
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const canAsk = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canAsk()) return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const inBrowser = (): boolean => canAsk() && window.matchMedia(REDUCED_MOTION).matches;

/**
 * The server cannot know the visitor's setting, so its HTML assumes motion is welcome, as it is for
 * most visitors; React renders the first browser pass the same way and then the visitor's own answer.
 * What moves must therefore wait for that answer (the hero's video starts only after load and idle).
 * The server's HTML used to assume reduced motion, and most visitors' pages then swapped the hero's
 * poster for a video after hydration: the browser's first video element of a page makes it restyle
 * the page (15 to 27 ms measured here, four times that on a throttled phone).
 */
const onServer = (): boolean => false;

/** Whether the visitor asked for less motion; follows a change of the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
