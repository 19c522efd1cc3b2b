import { useState, type ReactNode } from 'react';
import { keyframes } from '@emotion/react';

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/**
 * Fade and slide of the spec (0.5 s) on each new page; none under reduced motion, and none for the
 * page the document arrived with (its HTML is on screen before any script: fading it in again would
 * hide finished content, and delay the largest paint, for half a second).
 */
export function PageTransition({ children, animate = true }: { readonly children: ReactNode; readonly animate?: boolean }) {
  // Decided when the page mounts: the document's page stays still when a replace navigation (its
  // list cleaning ?missing from the address) later makes it no longer the document's entry.
  const [animated] = useState(animate);
  return (
    <div
      data-page-transition=""
      css={
        animated
          ? { animation: `${enter} 0.5s ease-out both`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }
          : undefined
      }
    >
      {children}
    </div>
  );
}
