/**
 * The JSX runtime of this remote's bundle. `@emotion/react/jsx-runtime` is not in the federation share
 * table (only `@emotion/react` is), so the compiled css prop would run on a private copy of emotion
 * whose ThemeContext and cache never see the shell's providers: `css={(theme) => ...}` would get an
 * empty theme and styles would skip the remote's cache. Routing the automatic runtime through the
 * shared `@emotion/react`'s public `jsx` keeps one emotion on the page. webpack aliases the runtime
 * here (webpack.config.cjs); jest uses the real one, where there is only one copy anyway.
 */
import { jsx as emotionJsx } from '@emotion/react';
import { Fragment, type ElementType } from 'react';

type Props = Record<string, unknown> | null;
type Args = Parameters<typeof emotionJsx>;

function create(type: ElementType, props: Props, key: string | number | null | undefined, isStatic: boolean) {
  // The automatic runtime passes the key apart from the props; createElement-style jsx wants it inside.
  const withKey: Record<string, unknown> = key === undefined || key === null ? { ...props } : { ...props, key };
  // Static children (jsxs) go in as arguments: as one array prop, React would ask them for keys.
  if (isStatic && Array.isArray(withKey.children)) {
    const { children, ...rest } = withKey;
    return emotionJsx(type, rest, ...(children as Args[2][]));
  }
  return emotionJsx(type, withKey);
}

export { Fragment };
export const jsx = (type: ElementType, props: Props, key?: string | number | null) => create(type, props, key, false);
export const jsxs = (type: ElementType, props: Props, key?: string | number | null) => create(type, props, key, true);
export const jsxDEV = (type: ElementType, props: Props, key: string | number | null | undefined, isStatic: boolean) => create(type, props, key, isStatic);
