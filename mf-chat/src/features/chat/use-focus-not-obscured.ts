import { useEffect, type RefObject } from 'react';
import { scrollToUncover } from '../../lib/focus-cover';
import { FOCUS_VISIBLE_SELECTOR } from '../../lib/page-selectors';

/** Keyboard focus (or a browser that cannot tell): a pointer press must not move the page under it. */
function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(FOCUS_VISIBLE_SELECTOR);
  } catch {
    return true;
  }
}

/**
 * WCAG 2.4.11: a control that receives keyboard focus must not hide behind the floating button. When
 * focus lands on something the button covers, the page scrolls just enough to show it. Not for a mouse
 * or touch press: focus arrives on mousedown, and scrolling then moved the control away before the
 * mouseup, so the press was lost (a maze button partly under the launcher did nothing).
 */
export function useFocusNotObscured(button: RefObject<HTMLElement | null>, widgetRoot: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const cover = button.current;
      if (!(target instanceof Element) || !cover || widgetRoot.current?.contains(target)) return;
      const programmatic = target.getAttribute('tabindex') === '-1';
      if (!programmatic && !isKeyboardFocus(target)) return;
      const distance = scrollToUncover(target.getBoundingClientRect(), cover.getBoundingClientRect(), { programmatic });
      if (distance > 0) window.scrollBy({ top: distance, behavior: 'auto' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [button, widgetRoot]);
}
