import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'shared/router';
import { launcherLift, type Box, type LauncherLayout } from '../../lib/launcher-position';

/**
 * What the floating button must not sit on top of: the things a visitor operates, and what a page says
 * back to them (a status or an alert, such as a form's outcome), which they must read whole. Seen on a
 * 390 px phone: the contact form's success line ran under the button.
 */
const AVOIDED =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"]), [role="status"], [role="alert"]';

/** The page's footer (contentinfo), not a <footer> inside an article or a remote's own content. */
function pageFooter(): Element | null {
  return (
    Array.from(document.querySelectorAll('footer, [role="contentinfo"]')).find(
      (element) => !element.closest('main, article, [role="dialog"], [data-boundary="chat"]'),
    ) ?? null
  );
}

/**
 * How far the floating button rises so it never covers the footer's links, the page's controls
 * (WCAG 2.4.11; the maze's buttons on a phone) or its messages. Measured in an animation frame after scrolling,
 * resizing, layout changes and route changes.
 */
export function useLauncherLift(
  widgetRoot: RefObject<HTMLElement | null>,
  layout: Omit<LauncherLayout, 'viewportWidth' | 'viewportHeight'>,
): number {
  const [lift, setLift] = useState(0);
  const { pathname } = useLocation();
  const { edge, size, gap, topLimit } = layout;

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const root = widgetRoot.current;
      const footer = pageFooter();
      const footerTop = footer ? footer.getBoundingClientRect().top : null;
      const controls: Box[] = [];
      for (const element of Array.from(document.querySelectorAll(AVOIDED))) {
        if (root?.contains(element) || footer?.contains(element)) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) controls.push(rect);
      }
      const next = launcherLift(
        {
          viewportWidth: document.documentElement.clientWidth || window.innerWidth,
          viewportHeight: window.innerHeight,
          edge,
          size,
          gap,
          topLimit,
        },
        footerTop !== null && footerTop < window.innerHeight ? footerTop : null,
        controls,
      );
      setLift((current) => (current === next ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Pages arrive after this widget and change height without any scroll.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizes?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizes?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [widgetRoot, edge, size, gap, topLimit, pathname]);

  return lift;
}
