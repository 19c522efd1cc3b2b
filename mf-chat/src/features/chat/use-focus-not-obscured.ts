import { useEffect, type RefObject } from 'react';

/**
 * WCAG 2.4.11: a control that receives keyboard focus must not hide behind the floating button. When
 * focus lands on something the button covers, the page scrolls just enough to show it.
 */
export function useFocusNotObscured(button: RefObject<HTMLElement | null>, widgetRoot: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const cover = button.current;
      if (!(target instanceof Element) || !cover || widgetRoot.current?.contains(target)) return;
      const a = target.getBoundingClientRect();
      const b = cover.getBoundingClientRect();
      const overlaps = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      if (overlaps) window.scrollBy({ top: a.bottom - b.top + 8, behavior: 'auto' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [button, widgetRoot]);
}
