import { createContext } from 'react';
import type { RemoteName } from 'shared/contracts';

/**
 * What the server learns of each remote area while it renders a page (issue 26, point 4): server
 * rendering has no error boundaries, so React only says "an area failed" (prerender's onError), not
 * whose. Each area says it started and, once its content rendered, that it settled; an area that
 * started and never settled was left to the browser (its failure state). The browser provides none.
 */
export interface AreaReport {
  started(remote: RemoteName): void;
  settled(remote: RemoteName): void;
}

export const AreaReportContext = createContext<AreaReport | null>(null);
