import { Global, css, useTheme } from '@emotion/react';
import { SERVER_GLOBAL_STYLES_ATTRIBUTE } from './remote-root';

/** Whether the page came from the shell's server with these styles in its head. */
const stylesWrittenByServer = () =>
  typeof document !== 'undefined' && document.querySelector(`style[${SERVER_GLOBAL_STYLES_ATTRIBUTE}]`) !== null;

/**
 * Document-wide base styles. The shell renders them once; a remote renders them only on its own
 * standalone dev page, where no shell is there to do it. When the shell's server wrote them into the
 * page, the browser leaves its tag as it is (see SERVER_GLOBAL_STYLES_ATTRIBUTE): `Global` renders
 * no markup, so hydration sees the same page either way.
 */
export function BaseStyles() {
  const theme = useTheme();
  if (stylesWrittenByServer()) return null;
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-padding-top: calc(${theme.layout.headerHeight} + 12px);
        }
        body {
          margin: 0;
          font-family: ${theme.font.body};
          font-size: ${theme.fontSize.md};
          line-height: 1.6;
          color: ${theme.color.text};
          background: ${theme.color.background};
        }
        img,
        video,
        svg {
          max-width: 100%;
          height: auto;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.font.heading};
          line-height: 1.2;
          margin: 0 0 ${theme.space.sm};
        }
        p {
          margin: 0 0 ${theme.space.md};
        }
        a {
          color: ${theme.color.primary};
        }
        a:hover {
          color: ${theme.color.primaryHover};
        }
        :focus-visible {
          outline: 3px solid ${theme.color.focus};
          outline-offset: 2px;
        }
        @media (prefers-reduced-motion: reduce) {
          html {
            scroll-behavior: auto;
          }
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}
