/**
 * The JSX runtime of this remote's bundle. `@emotion/react/jsx-runtime` is not in the federation share
 * table (only `@emotion/react` is), so the compiled css prop would run on a private copy of emotion
 * (about 6 KiB gzip) whose ThemeContext and cache never see the providers: css-prop classes would skip
 * the `contact` cache. Routing the automatic runtime through the shared `@emotion/react`'s public
 * `jsx` keeps one emotion on the page. webpack aliases the runtime here (webpack.config.cjs); jest
 * uses the real one, where there is only one copy anyway. Same fix as mf-content's; a candidate for
 * `shared`.
 */
import { jsx as emotionJsx } from '@emotion/react';
import { Fragment, type ElementType } from 'react';

type Props = Record<string, unknown> | null;

function create(type: ElementType, props: Props, key?: string | number | null) {
  // The automatic runtime passes the key apart from the props; createElement-style jsx wants it inside.
  const withKey = key === undefined || key === null ? props : { ...props, key };
  return emotionJsx(type, withKey);
}

export { Fragment };
export const jsx = create;
export const jsxs = create;
export const jsxDEV = (type: ElementType, props: Props, key?: string | number | null) => create(type, props, key);
