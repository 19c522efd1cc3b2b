import { useEffect, type RefObject } from 'react';
import { media } from 'shared/ui';
import { nextInCycle } from '../../lib/focus-cycle';
import { mediaCondition } from '../../lib/panel-geometry';
import { TABBABLE_SELECTOR } from '../../lib/page-selectors';

/** A phone's layout: the open panel spans the screen and covers the page's controls. */
export function isPhone(): boolean {
  return Boolean(window.matchMedia?.(mediaCondition(media.phone)).matches);
}

/**
 * WCAG 2.4.11 where the open panel spans a phone's screen: the page's controls lie behind it, so Tab
 * and Shift+Tab go round the panel's own controls instead of on to them (from the floating button, or
 * from the page's body while a question is in flight, into the panel). Escape and the close cross are
 * the ways out. Focus that reaches the page another way (a tap on the header, a screen reader) closes
 * the panel, so what has focus shows. Where the panel covers only a corner it is an ordinary non-modal
 * dialog and the page stays reachable. The layout is read at each key and focus change (a phone turned
 * sideways); returns whether the open panel is modal now (its `aria-modal`).
 */
export function usePanelHoldsFocus(
  panel: RefObject<HTMLElement | null>,
  widgetRoot: RefObject<HTMLElement | null>,
  open: boolean,
  onFocusLeft: () => void,
): boolean {
  useEffect(() => {
    if (!open) return;
    const inWidget = (node: EventTarget | null) => node instanceof Node && Boolean(widgetRoot.current?.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement;
      const stops = [...(panel.current?.querySelectorAll<HTMLElement>(TABBABLE_SELECTOR) ?? [])];
      if (event.key !== 'Tab' || !isPhone() || !(inWidget(active) || !active || active === document.body) || !stops.length) return;
      event.preventDefault();
      stops[nextInCycle(stops.length, stops.indexOf(active as HTMLElement), event.shiftKey)]?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isPhone() && !inWidget(event.target)) onFocusLeft();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [panel, widgetRoot, open, onFocusLeft]);
  return open && isPhone();
}
