import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import { focusRing } from 'shared/ui';

export type GameButtonTone = 'primary' | 'accent' | 'plain' | 'danger';

const tones = (theme: Theme, tone: GameButtonTone) => {
  switch (tone) {
    case 'accent':
      return css`
        background: ${theme.color.accent};
        color: ${theme.color.inverseText};
        &:hover:not(:disabled) {
          background: ${theme.color.accentHover};
        }
      `;
    case 'plain':
      return css`
        background: ${theme.color.background};
        color: ${theme.color.primary};
        border-color: ${theme.color.primary};
        &:hover:not(:disabled) {
          background: ${theme.color.primarySoft};
        }
      `;
    case 'danger':
      return css`
        background: ${theme.color.background};
        color: ${theme.color.danger};
        border-color: ${theme.color.danger};
        &:hover:not(:disabled) {
          background: ${theme.color.dangerSoft};
        }
      `;
    default:
      return css`
        background: ${theme.color.primary};
        color: ${theme.color.inverseText};
        &:hover:not(:disabled) {
          background: ${theme.color.primaryHover};
        }
      `;
  }
};

/**
 * The game's own button. Not shared/ui's Button: that module also defines a router link, and the
 * standalone <robot-maze> element must not carry react-router (the embed budget is 90 KiB gzip).
 */
export const GameButton = styled('button', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'stacked' })<{
  tone?: GameButtonTone;
  /** Icon above the label, for the big pad buttons. */
  stacked?: boolean;
}>(
  ({ theme, tone = 'primary', stacked = false }) => css`
    display: inline-flex;
    flex-direction: ${stacked ? 'column' : 'row'};
    align-items: center;
    justify-content: center;
    gap: ${stacked ? '2px' : theme.space.xs};
    min-height: ${stacked ? '64px' : theme.touchTarget};
    min-width: ${theme.touchTarget};
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 2px solid transparent;
    border-radius: ${theme.radius.md};
    font: inherit;
    font-size: ${theme.fontSize.sm};
    font-weight: 700;
    line-height: 1.15;
    text-align: center;
    cursor: pointer;
    transition:
      background-color ${theme.motion.fast},
      transform ${theme.motion.fast};
    ${tones(theme, tone)};
    ${focusRing(theme)};
    &:active:not(:disabled) {
      transform: translateY(1px);
    }
    &:disabled {
      cursor: not-allowed;
      background: ${theme.color.surface};
      color: ${theme.color.muted};
      border-color: ${theme.color.border};
    }
    svg {
      flex: none;
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
      &:active:not(:disabled) {
        transform: none;
      }
    }
  `,
);
