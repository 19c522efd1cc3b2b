import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { theme } from '../theme/theme';

export interface RemoteRootProps {
  /** Owner name, written as `data-boundary` and used as the emotion cache key (letters and dashes). */
  readonly boundary: string;
  /** Where emotion inserts style tags; a shadow root for the standalone maze element. */
  readonly styleContainer?: Node;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * The root of everything a remote renders: its own emotion cache (class names prefixed with the
 * owner, so a stray style is traceable to its team), the shared theme, and a `data-boundary` marker.
 */
export function RemoteRoot({ boundary, styleContainer, children, className }: RemoteRootProps) {
  const cache = useMemo(
    () => createCache({ key: boundary.toLowerCase().replace(/[^a-z-]/g, ''), container: styleContainer as HTMLElement | undefined }),
    [boundary, styleContainer],
  );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <div data-boundary={boundary} className={className}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
