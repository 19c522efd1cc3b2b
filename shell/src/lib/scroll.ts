/** Header threshold of the spec: solid with a shadow once scrolled more than 10 px. */
export const SCROLL_THRESHOLD_PX = 10;

export function isScrolled(scrollY: number, threshold = SCROLL_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}

/** The element id a URL hash points at ('#drone-lab' -> 'drone-lab'), or null. */
export function hashTarget(hash: string): string | null {
  if (!hash || hash === '#') return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Resolves with the element once it exists. Remote pages render after their code arrives, so a hash
 * target may appear well after navigation; give up after `timeoutMs`.
 */
export function waitForElement(id: string, timeoutMs = 8000, root: ParentNode = document): Promise<HTMLElement | null> {
  const find = () => (root as Document).getElementById?.(id) ?? (root.querySelector(`[id="${CSS.escape(id)}"]`) as HTMLElement | null);
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = find();
      if (element) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(element);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Index that Tab / Shift+Tab moves to inside a focus trap of `count` items. */
export function nextTrapIndex(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}
