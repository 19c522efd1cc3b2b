import { useEffect, type RefObject } from 'react';
import { coverBox, hides, scrollToUncover } from '../../lib/focus-cover';
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
 * WCAG 2.4.11: a control that receives keyboard focus must not hide behind the floating button, nor
 * behind the open panel where it covers only a corner and Tab goes on to the page (where it spans a
 * phone's screen it keeps focus: use-panel-holds-focus). When focus lands on something they cover, the
 * page scrolls just enough to show it; when no scroll can (the page's end, a control beside a panel as
 * tall as the screen) and the panel still hides it whole, `onHidden` closes the panel. Not for a mouse
 * or touch press: focus arrives on mousedown, and scrolling then moved the control away before the
 * mouseup, so the press was lost (a maze button partly under the launcher did nothing).
 */
export function useFocusNotObscured(
  button: RefObject<HTMLElement | null>,
  widgetRoot: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  onHidden: () => void,
): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const cover = button.current;
      if (!(target instanceof Element) || !cover || widgetRoot.current?.contains(target)) return;
      const programmatic = target.getAttribute('tabindex') === '-1';
      if (programmatic || !isKeyboardFocus(target)) return;
      const panelBox = () => panel.current?.getBoundingClientRect();
      const distance = scrollToUncover(target.getBoundingClientRect(), coverBox(cover.getBoundingClientRect(), panelBox()), {
        programmatic,
      });
      if (distance > 0) window.scrollBy({ top: distance, behavior: 'auto' });
      if (hides(panelBox(), target.getBoundingClientRect())) onHidden();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [button, widgetRoot, panel, onHidden]);
}
