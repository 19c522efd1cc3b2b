import { useEffect, useState } from 'react';
import { isScrolled } from './scroll';

/** Whether the page is scrolled past the header threshold, updated once per animation frame at most. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => (typeof window === 'undefined' ? false : isScrolled(window.scrollY)));
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrolled(isScrolled(window.scrollY)));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrolled;
}
