import { useEffect, type RefObject } from 'react';
import { scrollToUncover } from '../../lib/focus-cover';

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
      const distance = scrollToUncover(target.getBoundingClientRect(), cover.getBoundingClientRect(), {
        programmatic: target.getAttribute('tabindex') === '-1',
      });
      if (distance > 0) window.scrollBy({ top: distance, behavior: 'auto' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [button, widgetRoot]);
}
