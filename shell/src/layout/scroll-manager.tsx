import { useEffect, useRef } from 'react';
import { useLocation } from 'shared/router';
import { PAGE_SETTLED_EVENT } from '../components/remote-boundary';
import { hashTarget, waitForElement } from '../lib/scroll';

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Every route change starts at the top, and moves keyboard and screen-reader focus to the new main
 * content. A URL with a hash scrolls to its element instead, once the remote page has rendered it. The
 * page the document arrived with is left where the visitor has it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    // The router owns scroll positions; the browser restoring an old offset fights it.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const target = hashTarget(hash);
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (!target) {
      // The document's own page: the visitor may have scrolled it before the scripts ran, and the
      // browser already placed it (at the top, or where a reload left it). Moving it now would yank them.
      if (isFirst) return undefined;
      window.scrollTo(0, 0);
      document.getElementById('main-content')?.focus({ preventScroll: true });
      // The remote page arrives after this; if the visitor has not scrolled meanwhile, make sure the
      // layout change it causes leaves them at the top.
      let userScrolled = false;
      const onUser = () => {
        userScrolled = true;
      };
      const onSettled = () => {
        if (!userScrolled) window.scrollTo(0, 0);
      };
      USER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, onUser, { passive: true }));
      window.addEventListener(PAGE_SETTLED_EVENT, onSettled);
      return () => {
        USER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, onUser));
        window.removeEventListener(PAGE_SETTLED_EVENT, onSettled);
      };
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
  }, [pathname, hash]);

  return null;
}
