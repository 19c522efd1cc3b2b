import type { LauncherLayout } from './launcher-position';

/**
 * Where the floating button and the open panel sit, in viewport pixels. Pure numbers, so the layout
 * is tested without a browser and the components only apply what these return.
 */

/** Distance of the button from the viewport's right and bottom edges. */
export const EDGE = 16;
export const BUTTON_SIZE = 56;
/** Space between the button and the panel above it, and between the button and what it avoids. */
export const GAP = 12;
/** The button never rises above this line (the sticky header measured, when taller, wins). */
export const HEADER_CLEARANCE = 80;
/** The panel keeps at least this much height when the button is lifted above the footer. */
export const MIN_PANEL_HEIGHT = 320;
export const MAX_PANEL_HEIGHT = 560;
export const PANEL_WIDTH = 380;
/** On a phone the panel spans the screen but for this margin on each side. */
export const PHONE_PANEL_MARGIN = 8;

/** What `launcherSpot` needs besides the viewport. */
export const LIFT_LAYOUT = { edge: EDGE, size: BUTTON_SIZE, gap: GAP, topLimit: HEADER_CLEARANCE } as const satisfies Omit<
  LauncherLayout,
  'viewportWidth' | 'viewportHeight'
>;

/**
 * The button's transform for a lift: it rests `EDGE` from the bottom and is raised by a transform, not
 * by a new `bottom`. A transform moves it without a layout shift: a fixed button whose `bottom` changed
 * as the footer came into view counted 0.015 of CLS while a visitor scrolled `/hi`.
 */
export function launcherShift(lift: number): string {
  return lift ? `translateY(${-lift}px)` : 'none';
}

/** The panel's `bottom`: just above the button. */
export function panelBottom(lift: number): number {
  return EDGE + BUTTON_SIZE + GAP + lift;
}

/**
 * The lift the panel opens with: as high as the button was (above the footer, past controls), but
 * never so high that less than MIN_PANEL_HEIGHT is left for the panel. While open it stays there: it
 * covers the page by the visitor's choice, and a panel that moved while reading would be worse.
 */
export function openLift(freeLift: number, viewportHeight: number): number {
  const room = Math.max(0, viewportHeight - panelBottom(0) - MIN_PANEL_HEIGHT - EDGE);
  return Math.min(freeLift, room);
}

/**
 * The panel's size: its maximum, or the screen above it less an edge on small or short screens. The
 * screen is `100dvh` (the part a phone's toolbars leave) in the maximum height; the height itself uses
 * `100vh`, which every browser reads, so one without `dvh` (Chrome before 108, Safari before 15.4)
 * still keeps the panel, its title and its close button on the screen instead of growing with the
 * conversation above its top. Where both are read, `100dvh` is never taller, so the maximum decides.
 */
export function panelSize(bottom: number): { readonly height: string; readonly maxHeight: string } {
  const above = (screen: string) => `min(${MAX_PANEL_HEIGHT}px, calc(${screen} - ${bottom + EDGE}px))`;
  return { height: above('100vh'), maxHeight: above('100dvh') };
}

/** The condition of a CSS `@media` rule, as `window.matchMedia` takes it: '(max-width: 768px)'. */
export function mediaCondition(rule: string): string {
  return rule.replace(/^\s*@media\s+/, '').trim();
}
