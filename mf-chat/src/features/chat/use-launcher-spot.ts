import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'shared/router';
import { launcherSpot, type Box, type LauncherLayout, type LauncherSpot } from '../../lib/launcher-position';
import { AVOIDED_SELECTOR, FOOTER_SELECTOR, HEADER_SELECTOR, INNER_CONTENT_SELECTOR } from '../../lib/page-selectors';

/** The page's own header or footer (banner, contentinfo), not one inside an article or a remote's content. */
function pageLandmark(selector: string): Element | null {
  return Array.from(document.querySelectorAll(selector)).find((element) => !element.closest(INNER_CONTENT_SELECTOR)) ?? null;
}

/** Fired on a `content-visibility: auto` block when the browser starts or stops drawing it. */
const BLOCK_DRAWN_EVENT = 'contentvisibilityautostatechange';

const RESTING: LauncherSpot = { tucked: false, lift: 0 };

/**
 * False for an element inside a block the browser has not drawn yet (`content-visibility: auto`,
 * decision record 073): it is off the screen. Reading its box would make the browser lay that block out
 * out of turn, which undid the scroll anchoring that holds the page still while a visitor jumps down it
 * (decision record 080: the closing Subscribe button moved 83 px under a tap on /news/1).
 */
function drawn(element: Element): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ contentVisibilityAuto: true });
}

/**
 * Where the floating button sits so it never covers the header, the footer's links, the page's
 * controls (WCAG 2.4.11; the maze's buttons on a phone) or its messages. Measured in an animation frame
 * after scrolling, resizing, layout changes and route changes. While the button has focus it is not
 * tucked away from under the visitor.
 */
export function useLauncherSpot(
  widgetRoot: RefObject<HTMLElement | null>,
  layout: Omit<LauncherLayout, 'viewportWidth' | 'viewportHeight'>,
): LauncherSpot {
  const [spot, setSpot] = useState(RESTING);
  const { pathname } = useLocation();
  const { edge, size, gap, topLimit } = layout;

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const root = widgetRoot.current;
      const footer = pageLandmark(FOOTER_SELECTOR);
      const header = pageLandmark(HEADER_SELECTOR);
      const footerTop = footer ? footer.getBoundingClientRect().top : null;
      const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
      const controls: Box[] = [];
      for (const element of Array.from(document.querySelectorAll(AVOIDED_SELECTOR))) {
        if (root?.contains(element) || header?.contains(element) || !drawn(element)) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) controls.push(rect);
      }
      const next = launcherSpot(
        {
          viewportWidth: document.documentElement.clientWidth || window.innerWidth,
          viewportHeight: window.innerHeight,
          edge,
          size,
          gap,
          // Below the header however tall it is; the layout's own limit when it is shorter or scrolled away.
          topLimit: Math.max(topLimit, headerBottom + gap),
        },
        footerTop !== null && footerTop < window.innerHeight ? footerTop : null,
        controls,
      );
      const focused = Boolean(root?.contains(document.activeElement));
      setSpot((current) => {
        if (next.tucked) return current.tucked || focused ? current : next;
        return !current.tucked && current.lift === next.lift ? current : next;
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A button kept in sight for its focus is tucked away once focus leaves it.
    const root = widgetRoot.current;
    root?.addEventListener('focusout', schedule);
    // Pages arrive after this widget and change height without any scroll.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizes?.observe(document.body);
    // A block drawn as it nears the screen brings its controls (it does not bubble: caught on its way down).
    document.addEventListener(BLOCK_DRAWN_EVENT, schedule, true);
    return () => {
      document.removeEventListener(BLOCK_DRAWN_EVENT, schedule, true);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root?.removeEventListener('focusout', schedule);
      resizes?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [widgetRoot, edge, size, gap, topLimit, pathname]);

  return spot;
}
