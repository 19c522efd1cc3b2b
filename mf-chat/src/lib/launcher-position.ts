/**
 * Where the floating chat button may sit without covering the page's own controls or the footer
 * (WCAG 2.4.11). Pure geometry in viewport pixels, so it is tested without a browser.
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
  /** The button never rises above this line (below the sticky header). */
  readonly topLimit: number;
}

/**
 * How far (px) the button rises above its resting place. It parks `gap` above the footer's top edge
 * while the footer is on screen (as if it were sticky at the end of the content), then climbs past
 * any control in its column. When no free spot exists below `topLimit` it stays above the footer
 * only, and keyboard focus is kept clear by scrolling instead.
 */
export function launcherLift(layout: LauncherLayout, footerTop: number | null, controls: readonly Box[]): number {
  const { viewportWidth, viewportHeight, edge, size, gap, topLimit } = layout;
  const footerLift = footerTop === null ? 0 : Math.max(0, Math.ceil(viewportHeight - footerTop + gap - edge));
  const right = viewportWidth - edge;
  const left = right - size;
  const column = controls.filter((box) => box.right > left - gap && box.left < right + gap && box.bottom > 0 && box.top < viewportHeight);

  let bottomOffset = edge + footerLift;
  for (let step = 0; step <= column.length; step += 1) {
    const buttonBottom = viewportHeight - bottomOffset;
    const buttonTop = buttonBottom - size;
    if (buttonTop < topLimit) return footerLift;
    const blocking = column.filter((box) => box.top < buttonBottom + gap && box.bottom > buttonTop - gap);
    if (blocking.length === 0) return bottomOffset - edge;
    const highest = Math.min(...blocking.map((box) => box.top));
    bottomOffset = Math.ceil(viewportHeight - highest + gap);
  }
  return footerLift;
}
