import { css, type Theme } from '@emotion/react';
import { media } from './theme/tokens';

/** The one focus ring of the site: thick, high-contrast, outside the element. */
export const focusRing = (theme: Theme) => css`
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${theme.color.text};
  }
`;

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
