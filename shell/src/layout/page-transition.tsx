import type { ReactNode } from 'react';
import { keyframes } from '@emotion/react';

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/** Fade and slide of the spec (0.5 s) on each new page; none under reduced motion. */
export function PageTransition({ children }: { readonly children: ReactNode }) {
  return (
    <div
      data-page-transition=""
      css={{
        animation: `${enter} 0.5s ease-out both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </div>
  );
}
