import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import { focusRing, perTheme } from './styles';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger' | 'inverse';
/** `compact`: a small-type button with rounded corners, for tight places (the chat panel's controls). */
export type ButtonSize = 'regular' | 'compact';

export interface VariantProps {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

const variantStyles = (theme: Theme, variant: ButtonVariant = 'primary') => {
  switch (variant) {
    case 'accent':
      return css`
        background: ${theme.color.accent};
        color: ${theme.color.inverseText};
        &:hover:not(:disabled) {
          background: ${theme.color.accentHover};
          color: ${theme.color.inverseText};
        }
      `;
    case 'secondary':
      return css`
        background: ${theme.color.background};
        color: ${theme.color.primary};
        border-color: ${theme.color.primary};
        &:hover:not(:disabled) {
          background: ${theme.color.primarySoft};
          color: ${theme.color.primaryHover};
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
    case 'inverse':
      // On a primary-coloured surface (the chat panel's header).
      return css`
        background: transparent;
        color: ${theme.color.inverseText};
        &:hover:not(:disabled) {
          background: ${theme.color.primaryHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
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
          color: ${theme.color.inverseText};
        }
      `;
  }
};

/**
 * The site's one button family: every button-shaped control (a button, a plain anchor, the router link
 * in button-link.tsx) takes these styles, so a variant looks the same whatever element carries it.
 */
const buttonStyles = ({ theme, variant, size }: VariantProps & { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${theme.touchTarget};
  padding: 0 ${theme.space.lg};
  border: 2px solid transparent;
  border-radius: ${theme.radius.pill};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast},
    color ${theme.motion.fast};
  ${
    size === 'compact' &&
    css`
      min-width: ${theme.touchTarget};
      gap: ${theme.space.xxs};
      padding: ${theme.space.xxs} ${theme.space.sm};
      border-radius: ${theme.radius.md};
      font-size: ${theme.fontSize.sm};
    `
  };
  ${variantStyles(theme, variant)};
  ${focusRing(theme)};
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const buttonStylesOf = perTheme((theme, key) => {
  const [variant, size] = key.split(' ') as [ButtonVariant, ButtonSize];
  return buttonStyles({ theme, variant, size });
});

/**
 * The styles of a button of `variant` and `size`, made once for each (see perTheme): a page's buttons
 * no longer serialize the family's rules, its variant's and its focus ring's anew in every render.
 */
export const buttonBase = ({ theme, variant = 'primary', size = 'regular' }: VariantProps & { theme: Theme }) =>
  buttonStylesOf(theme, `${variant} ${size}`);

/** Whether a prop reaches the element: the family's own props (`variant`, `size`) do not. */
export const forwardProp = (prop: string): boolean => prop !== 'variant' && prop !== 'size';

/** A button in the site's style. `variant` picks the colour scheme, `size` the density. */
export const Button = styled('button', { shouldForwardProp: forwardProp })<VariantProps>(buttonBase);

/** A plain anchor that looks like a button (tel:, mailto:, external). The router's is ButtonLink. */
export const ButtonAnchor = styled('a', { shouldForwardProp: forwardProp })<VariantProps>(buttonBase);
