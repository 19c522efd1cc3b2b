/**
 * Runs `load` once and hands every caller the same promise; a failure is forgotten, so the next call
 * tries again (a config file that was down a moment ago, a remote's Try again). `reset` forgets a
 * success too (tests, a forced refresh).
 */
export function cachePromise<T>(load: () => Promise<T>): { get: () => Promise<T>; reset: () => void } {
  let pending: Promise<T> | null = null;
  return {
    get() {
      pending ??= load().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    reset() {
      pending = null;
    },
  };
}
