/**
 * The platform's popovers (`popover`, `popovertarget`): the header's menus open and close with them
 * before and without scripts. Chrome 114, Safari 17 and Firefox 125 have them; an older browser (an
 * iPhone kept on iOS 16) gets the same menus from the script alone.
 */
export type PopoverElement = HTMLElement & { showPopover?: () => void; hidePopover?: () => void };

/** Whether this browser shows popovers itself (false on the server). */
export function hasPopovers(): boolean {
  return typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;
}

/** Whether `panel` is shown as a popover now (false without popovers, where `:popover-open` would throw). */
export function isShown(panel: Element | null): boolean {
  return hasPopovers() && panel !== null && panel.matches(':popover-open');
}

/** Opens or closes a popover the browser's way (a no-op where it is already so, or without popovers). */
export function setShown(panel: PopoverElement | null, shown: boolean): void {
  if (!panel?.showPopover || isShown(panel) === shown) return;
  if (shown) panel.showPopover();
  else panel.hidePopover?.();
}
