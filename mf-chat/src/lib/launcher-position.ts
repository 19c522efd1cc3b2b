/**
 * Where the floating chat button may sit without covering the header, the footer's links or the page's
 * own controls (WCAG 2.4.11). Pure geometry in viewport pixels, so it is tested without a browser.
 */

export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export interface LauncherLayout {
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  /** Distance of the button from the right and bottom edges when nothing is in the way. */
  readonly edge: number;
  readonly size: number;
  /** Space kept between the button and what it avoids. */
  readonly gap: number;
  /** The button never rises above this line (the sticky header's bottom and a gap). */
  readonly topLimit: number;
}

/** Where the button goes: `lift` px above its corner, or tucked away when no spot is free. */
export type LauncherSpot = { readonly tucked: false; readonly lift: number } | { readonly tucked: true };

export const TUCKED: LauncherSpot = { tucked: true };

/**
 * The lowest free spot at or above `bottomOffset` (px from the viewport's bottom) in the button's
 * column, as a lift, or null when the button would have to rise above `topLimit`. Each step jumps just
 * above the highest control in the way, so every position skipped is covered by that control.
 */
function climb(layout: LauncherLayout, column: readonly Box[], bottomOffset: number): number | null {
  const { viewportHeight, edge, size, gap, topLimit } = layout;
  let offset = bottomOffset;
  for (let step = 0; step <= column.length; step += 1) {
    const buttonBottom = viewportHeight - offset;
    const buttonTop = buttonBottom - size;
    if (buttonTop < topLimit) return null;
    const blocking = column.filter((box) => box.top < buttonBottom + gap && box.bottom > buttonTop - gap);
    if (blocking.length === 0) return offset - edge;
    const highest = Math.min(...blocking.map((box) => box.top));
    offset = Math.ceil(viewportHeight - highest + gap);
  }
  return null;
}

/**
 * Where the button sits. While the page's footer is on screen it parks `gap` above the footer's top
 * edge (as if it were sticky at the end of the content), climbing past any control in its column. When
 * that would take it into the header (a phone's footer is taller than the screen), it rests over the
 * footer's plain space instead, the lowest spot in its corner that no control comes within `gap` of.
 * When no spot in its column is free (`controls` fill it from the header down), it is tucked away:
 * the caller hides it from sight and from the pointer, and shows it only while it has keyboard focus.
 * `controls` are everything it must not cover, the footer's links included.
 */
export function launcherSpot(layout: LauncherLayout, footerTop: number | null, controls: readonly Box[]): LauncherSpot {
  const { viewportWidth, viewportHeight, edge, size, gap } = layout;
  const right = viewportWidth - edge;
  const left = right - size;
  const column = controls.filter((box) => box.right > left - gap && box.left < right + gap && box.bottom > 0 && box.top < viewportHeight);
  const footerLift = footerTop === null ? 0 : Math.max(0, Math.ceil(viewportHeight - footerTop + gap - edge));
  const lift = (footerLift > 0 ? climb(layout, column, edge + footerLift) : null) ?? climb(layout, column, edge);
  return lift === null ? TUCKED : { tucked: false, lift };
}
