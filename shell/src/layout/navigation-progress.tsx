import { useEffect, useState } from 'react';
import { keyframes } from '@emotion/react';
import { splitLocalePath } from 'shared/contracts';
import { useLocation } from 'shared/router';
import { noMotion } from 'shared/ui';

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.9); }
`;

const addressOf = (path: string, search: string) => `${path}${search}`;

/**
 * The progress cue of an in-app navigation: while the next page's code loads, the old page stays on
 * screen (the router's navigations are transitions, see site-routes) and this bar runs along the top.
 * The router has already written the new address when a link's click or the back button reaches here,
 * while the rendered location is still the old one until the new page can show: the difference is
 * the navigation in progress.
 */
export function NavigationProgress() {
  const rendered = useLocation();
  const [address, setAddress] = useState<string | null>(null);

  useEffect(() => {
    // The router's location is the path after the language's prefix (its basename).
    const read = () => setAddress(addressOf(splitLocalePath(window.location.pathname).path, window.location.search));
    // After the router's own handlers (it listens on the app's root and on window before this).
    document.addEventListener('click', read);
    window.addEventListener('popstate', read);
    return () => {
      document.removeEventListener('click', read);
      window.removeEventListener('popstate', read);
    };
  }, []);

  const pending = address !== null && address !== addressOf(rendered.pathname, rendered.search);
  if (!pending) return null;
  return (
    <div
      data-navigation-progress=""
      aria-hidden="true"
      css={(theme) => [
        {
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: theme.zIndex.menu + 1,
          height: 3,
          background: theme.color.accent,
          transformOrigin: 'left',
          animation: `${grow} 2s cubic-bezier(0.1, 0.7, 0.3, 1) both`,
        },
        noMotion,
      ]}
    />
  );
}
