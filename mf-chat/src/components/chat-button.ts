import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import { focusRing } from 'shared/ui';

/**
 * The widget's one button: at least a touch target in each direction, the site's focus ring, a dimmed
 * disabled state. `tone` picks the colours for where it sits: `solid` (Send, the floating button),
 * `on-primary` (the panel's blue header), `outline` (a suggested question on the light log).
 */
export type ChatButtonTone = 'solid' | 'on-primary' | 'outline';

const toneStyles = (theme: Theme, tone: ChatButtonTone) => {
  switch (tone) {
    case 'on-primary':
      return css`
        background: transparent;
        color: ${theme.color.inverseText};
        &:hover:not(:disabled) {
          background: ${theme.color.primaryHover};
        }
      `;
    case 'outline':
      return css`
        border-color: ${theme.color.primary};
        background: ${theme.color.background};
        color: ${theme.color.primary};
        &:hover:not(:disabled) {
          background: ${theme.color.primarySoft};
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

export const ChatButton = styled('button', { shouldForwardProp: (prop) => prop !== 'tone' })<{ readonly tone: ChatButtonTone }>`
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  ${({ theme, tone }) => toneStyles(theme, tone)};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${({ theme }) => focusRing(theme)};
`;
