import { useSyncExternalStore } from 'react';

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
 * The server cannot know the visitor's setting, so its HTML assumes reduced motion, which suits
 * everyone; React renders the first browser pass the same way and then the visitor's own answer.
 */
const onServer = (): boolean => true;

/** Whether the visitor asked for less motion; follows a change of the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
