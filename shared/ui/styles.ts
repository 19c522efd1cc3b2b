import { css, type Theme } from '@emotion/react';
import { media } from './theme/tokens';

/**
 * A style function made once per theme (and per `variant`, a key the function's options are spelled
 * as): one called in every render of every element using it serialized and hashed the same rules again
 * each time, on the server for every page. The result is the very same rules, so the same class names.
 */
export function perTheme<T>(make: (theme: Theme, variant: string) => T): (theme: Theme, variant?: string) => T {
  const made = new WeakMap<Theme, Map<string, T>>();
  return (theme, variant = '') => {
    let variants = made.get(theme);
    if (!variants) {
      variants = new Map();
      made.set(theme, variants);
    }
    if (!variants.has(variant)) variants.set(variant, make(theme, variant));
    return variants.get(variant) as T;
  };
}

/** How far the focus ring is drawn outside its element, in CSS pixels: its outline's offset and width. */
const FOCUS_RING_REACH = 5;

const focusRingStyles = (theme: Theme) => css`
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: ${FOCUS_RING_REACH - 3}px;
    box-shadow: 0 0 0 ${FOCUS_RING_REACH}px ${theme.color.text};
  }
`;

/** The one focus ring of the site: thick, high-contrast, outside the element. */
export const focusRing: (theme: Theme) => ReturnType<typeof focusRingStyles> = perTheme(focusRingStyles);

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const noMotion = css`
  ${media.reducedMotion} {
    animation: none !important;
    transition: none !important;
  }
`;

/** A block's usual height, in CSS pixels, on a phone, a tablet (768 px up) and a desktop (1024 px up). */
export interface UsualHeight {
  readonly phone: number;
  readonly tablet: number;
  readonly desktop: number;
}

/**
 * For a block that starts below the fold on a phone (the footer, a home page's later sections): the
 * browser lays it out and paints it only as it nears the screen (`content-visibility: auto`), and
 * counts it meanwhile as its usual height, then as the height it had when last drawn. Its words stay
 * in the page for screen readers, find-in-page, links to its anchors and keyboard focus, which each
 * draw it. A phone's first layout of a Hindi page spent a third of its time on blocks nobody could
 * see yet (decision record 073). The containment that comes with it clips what is drawn outside the
 * block; the clip is moved out by the focus ring's reach, so a ring around a card at the block's edge
 * shows whole.
 */
export function drawnWhenNear(height: UsualHeight): ReturnType<typeof css> {
  return css`
    content-visibility: auto;
    overflow-clip-margin: ${FOCUS_RING_REACH}px;
    contain-intrinsic-block-size: auto ${height.phone}px;
    ${media.tabletUp} {
      contain-intrinsic-block-size: auto ${height.tablet}px;
    }
    ${media.desktopUp} {
      contain-intrinsic-block-size: auto ${height.desktop}px;
    }
  `;
}
