import { css, type Theme } from '@emotion/react';
import { focusRing, perTheme } from 'shared/ui';

type RowOptions = { readonly current: string; readonly compact?: boolean; readonly inverse?: boolean };

/**
 * A row of the header's links (the primary links, the language switch), for a `<ul>`: inline links
 * with a touch-sized target, the current one (`current`, a selector) in the primary colour, underlined.
 * `inverse`: on the footer's dark band, every link in its light text, the current one underlined.
 */
const linkRowStyles = (theme: Theme, { current, compact = false, inverse = false }: RowOptions) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget};
    padding: 0 ${compact ? theme.space.xs : theme.space.sm};
    border-radius: ${theme.radius.sm};
    color: ${inverse ? theme.color.inverseText : theme.color.text};
    font-size: ${compact ? theme.fontSize.sm : 'inherit'};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      color: ${inverse ? theme.color.inverseText : theme.color.primary};
      ${inverse ? 'text-decoration: underline;' : ''}
    }
    ${current} {
      color: ${inverse ? theme.color.inverseText : theme.color.primary};
      text-decoration: underline;
      text-underline-offset: 6px;
      text-decoration-thickness: 2px;
    }
    ${focusRing(theme)};
  }
`;

const rowStylesOf = perTheme((theme, key) => linkRowStyles(theme, JSON.parse(key) as RowOptions));

/**
 * The row's styles, made once per theme and options (shared/ui's perTheme): the header's and the
 * footer's rows (each language switch, the primary links) no longer serialize them anew in every
 * render (the same rules: the same class names).
 */
export const headerLinkRow = (theme: Theme, { current, compact = false, inverse = false }: RowOptions) =>
  rowStylesOf(theme, JSON.stringify({ current, compact, inverse }));
