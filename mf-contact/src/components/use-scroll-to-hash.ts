import { useEffect } from 'react';
import { useLocation } from 'shared/router';

/**
 * Scrolls to `#faq` (or any id on this page) when the URL names one: the chat assistant links to
 * /contact#faq. It waits a frame because the shell scrolls to the top on every route change, and
 * the browser's own hash jump has already happened before this remote rendered.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      return;
    }
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);
}
