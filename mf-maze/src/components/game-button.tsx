import type { ComponentProps } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, type ButtonVariant } from 'shared/ui';

export type GameButtonTone = 'primary' | 'accent' | 'plain' | 'danger';

const VARIANTS: Record<GameButtonTone, ButtonVariant> = { primary: 'primary', accent: 'accent', plain: 'secondary', danger: 'danger' };

export interface GameButtonProps extends Omit<ComponentProps<typeof Button>, 'variant'> {
  readonly tone?: GameButtonTone;
  /** Icon above the label, for the big pad buttons. */
  readonly stacked?: boolean;
}

/**
 * The site's button (shared/ui's one family: its colours, focus ring and hover) in the game's shape:
 * squarer, bolder, a tall pad with the icon above the label when stacked, and a disabled look that
 * reads as "not now" on the board's colours. The router link is no longer part of that module, so the
 * standalone <robot-maze> element uses it without carrying react-router.
 */
export function GameButton({ tone = 'primary', stacked = false, ...props }: GameButtonProps) {
  const theme = useTheme();
  return (
    <Button
      variant={VARIANTS[tone]}
      css={css`
        flex-direction: ${stacked ? 'column' : 'row'};
        gap: ${stacked ? '2px' : theme.space.xs};
        min-height: ${stacked ? '64px' : theme.touchTarget};
        min-width: ${theme.touchTarget};
        padding: ${theme.space.xs} ${theme.space.sm};
        border-radius: ${theme.radius.md};
        font-size: ${theme.fontSize.sm};
        font-weight: 700;
        line-height: 1.15;
        text-align: center;
        transition:
          background-color ${theme.motion.fast},
          transform ${theme.motion.fast};
        &:active:not(:disabled) {
          transform: translateY(1px);
        }
        &:disabled {
          opacity: 1;
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
      `}
      {...props}
    />
  );
}
