import { startTransition, useEffect, useState } from 'react';

/** Detail pages show their spinner for this long before the content (spec section 9). */
export const DETAIL_LOADING_MS = 300;

export interface DelayOptions {
  readonly ms?: number;
  /**
   * Ready at once for the first key: the item arrived as the server's HTML and is already on screen,
   * where a spinner would replace finished content. A later key waits as usual.
   */
  readonly initiallyReady?: boolean;
}

/** False until `ms` have passed since `key` last changed (a new item starts loading again). */
export function useDelay(key: string | undefined, { ms = DETAIL_LOADING_MS, initiallyReady = false }: DelayOptions = {}): boolean {
  const [state, setState] = useState({ key, ready: initiallyReady });
  // Adjusted while rendering, so not one frame shows the new item as ready.
  if (state.key !== key) setState({ key, ready: false });
  const ready = state.key === key && state.ready;
  useEffect(() => {
    if (ready) return undefined;
    const timer = window.setTimeout(() => {
      // A transition, so React builds the whole article in slices and a phone stays responsive (an
      // urgent update rendered it in one long task); the spinner stays until the article is ready.
      startTransition(() => setState((current) => (current.key === key ? { key, ready: true } : current)));
    }, ms);
    return () => window.clearTimeout(timer);
  }, [key, ms, ready]);
  return ready;
}
