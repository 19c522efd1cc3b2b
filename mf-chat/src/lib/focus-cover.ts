export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/**
 * How far to scroll so a focused control is not hidden behind the floating chat button (WCAG 2.4.11),
 * or 0 to leave the page alone. Focus moved by a script onto a container (`tabindex="-1"`: the main
 * area after navigation, a section a link points at) is not a control to uncover, and a box taller
 * than the room above the button cannot be uncovered by scrolling without hiding its top.
 */
export function scrollToUncover(target: Box, button: Box, options: { readonly programmatic: boolean }): number {
  if (options.programmatic) return 0;
  const overlaps = target.left < button.right && target.right > button.left && target.top < button.bottom && target.bottom > button.top;
  if (!overlaps) return 0;
  const distance = target.bottom - button.top + 8;
  if (target.top - distance < 0) return 0;
  return distance;
}

/**
 * What covers the page at the bottom right: the floating button, or while the panel is open (a box
 * with a height; hidden, it has none) the box from the panel's top down to the button.
 */
export function coverBox(button: Box, panel?: Box): Box {
  if (!panel || panel.bottom <= panel.top) return button;
  return { top: panel.top, bottom: button.bottom, left: Math.min(panel.left, button.left), right: Math.max(panel.right, button.right) };
}

/** Whether the open panel's box (hidden, it has none) hides a control's box whole. */
export function hides(panel: Box | undefined, target: Box): boolean {
  return Boolean(
    panel &&
    panel.bottom > panel.top &&
    target.left >= panel.left &&
    target.right <= panel.right &&
    target.top >= panel.top &&
    target.bottom <= panel.bottom,
  );
}
