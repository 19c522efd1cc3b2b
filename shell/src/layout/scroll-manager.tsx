import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTarget, waitForElement } from '../lib/scroll';

/**
 * Every route change starts at the top, and moves keyboard and screen-reader focus to the new main
 * content. A URL with a hash scrolls to its element instead, once the remote page has rendered it.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const target = hashTarget(hash);
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (!target) {
      window.scrollTo(0, 0);
      if (!isFirst) document.getElementById('main-content')?.focus({ preventScroll: true });
      return undefined;
    }
    let cancelled = false;
    void waitForElement(target).then((element) => {
      if (cancelled || !element) return;
      element.scrollIntoView({ block: 'start' });
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, hash, key]);

  return null;
}
