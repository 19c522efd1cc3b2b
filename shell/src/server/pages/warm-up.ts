/**
 * How long the shell server waits, before it listens, for its first warm-up (every remote read and its
 * pages' modules loaded). Bounded: a remote that hangs must not keep the site from starting.
 */
export const READY_WAIT_MS = 5_000;

export interface WarmUpOptions {
  /** How often a warm-up is tried again while a remote has not been read. */
  readonly everyMs?: number;
  /** How long after the start it is tried again at most; a request reads such a remote later anyway. */
  readonly forMs?: number;
}

/**
 * Warms the renderer at start and again every `everyMs` while a remote has not answered (a shell
 * started before its remotes, or while one is down), for at most `forMs`. The first visitor's page then
 * finds the remotes' modules loaded: a cold load (the entry, its chunks, every language's words) on a
 * busy machine outlasted the render's time limit, and that visitor's page showed "This page could not
 * be loaded" (seen on the first pages of an end-to-end run). `first` settles when the first try has
 * ended; `stop` ends the tries (the server closing).
 */
export function warmUp(attempt: () => Promise<boolean>, { everyMs = 1_000, forMs = 60_000 }: WarmUpOptions = {}) {
  const until = Date.now() + forMs;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tryOnce = async (): Promise<void> => {
    const allRead = await attempt().catch(() => false);
    if (allRead || stopped || Date.now() + everyMs > until) return;
    timer = setTimeout(() => void tryOnce(), everyMs);
    timer.unref();
  };
  const first = tryOnce();
  return {
    first,
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
