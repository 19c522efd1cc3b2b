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
import { Fragment, type ElementType, type ReactNode } from 'react';

type Props = Record<string, unknown> | null;
type Key = string | number | null | undefined;

/**
 * The automatic runtime passes the key apart from the props and the children inside them;
 * createElement-style `jsx` wants the key inside and the children as arguments. Static children
 * (`jsxs`) go as separate arguments, so React does not mistake them for a list needing keys; a
 * dynamic array (from `.map`) stays one argument and keeps React's key check.
 */
function create(type: ElementType, props: Props, key: Key, isStatic: boolean) {
  const { children, ...rest } = props ?? {};
  const config = key === undefined || key === null ? rest : { ...rest, key };
  if (children === undefined) return emotionJsx(type, config);
  if (isStatic && Array.isArray(children)) return emotionJsx(type, config, ...(children as ReactNode[]));
  return emotionJsx(type, config, children as ReactNode);
}

export { Fragment };
export const jsx = (type: ElementType, props: Props, key?: Key) => create(type, props, key, false);
export const jsxs = (type: ElementType, props: Props, key?: Key) => create(type, props, key, true);
export const jsxDEV = (type: ElementType, props: Props, key?: Key, isStatic?: boolean) => create(type, props, key, isStatic === true);
