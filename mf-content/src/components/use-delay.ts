import { startTransition, useEffect, useState } from 'react';

/** Detail pages show their spinner for this long before the content (spec section 9). */
export const DETAIL_LOADING_MS = 300;

/** False until `ms` have passed since `key` last changed (a new item starts loading again). */
export function useDelay(key: string | undefined, ms = DETAIL_LOADING_MS): boolean {
  const [readyKey, setReadyKey] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    const timer = window.setTimeout(() => {
      // A transition, so React builds the whole article in slices and a phone stays responsive (an
      // urgent update rendered it in one long task); the spinner stays until the article is ready.
      startTransition(() => {
        setReadyKey(key);
        setReady(true);
      });
    }, ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return ready && readyKey === key;
}
