import { LRUCache } from 'lru-cache';
import type { PageAnswer } from './renderer';

/**
 * A page the renderer already keeps, handed out again as it is for a moment (a second by default)
 * without asking the renderer. Asking it means reading the remotes' snapshot, adding the hints to
 * index.html and looking the page up by the versions of everything it was made from: cheap once,
 * but under load it was two thirds of a cached page's time (the server answered 3,600 pages a second
 * where Fastify sends the same bytes 12,000 times a second). A deploy of a remote or of the shell
 * reaches the HTML at most this moment later; the server already looks for a new index.html once a
 * second, and for new remotes every 10 s.
 *
 * Only what the renderer itself keeps is reused (a page from its cache, or a redirect): a page with
 * an area left to the browser is rendered again on the next request, as before.
 */

/** How long an answer is reused without asking the renderer. */
export const HOT_MS = 1000;

export interface HotPagesOptions {
  /** Answers kept at most (0 keeps none: every request asks the renderer). */
  readonly entries: number;
  readonly ttlMs?: number;
  readonly perf?: { now: () => number };
}

export function createHotPages({ entries, ttlMs = HOT_MS, perf }: HotPagesOptions) {
  const kept =
    entries > 0 ? new LRUCache<string, PageAnswer>({ max: entries, ttl: ttlMs, ttlResolution: 0, ...(perf ? { perf } : {}) }) : null;
  /**
   * Answers being made, by key: when a kept answer expires, the fifty requests in flight for it all
   * miss at once, and each asking the renderer stalled the server for 15 to 20 ms every second.
   * They share one answer instead. (lru-cache's own fetch shares too, but keeps whatever it is
   * given, and a page with an area left to the browser must not be kept.)
   */
  const making = new Map<string, Promise<PageAnswer>>();
  return {
    /** The answer for `key` (the page's address and whatever else it depends on), from this cache or else from `render`. */
    answer(key: string, render: () => Promise<PageAnswer>): Promise<PageAnswer> {
      const hot = kept?.get(key);
      if (hot) return Promise.resolve(hot);
      let made = making.get(key);
      if (!made) {
        made = render()
          .then((answer) => {
            if (answer.kind === 'redirect' || answer.renderMs === null) kept?.set(key, answer);
            return answer;
          })
          .finally(() => making.delete(key));
        making.set(key, made);
      }
      return made;
    },
  };
}

export type HotPages = ReturnType<typeof createHotPages>;
