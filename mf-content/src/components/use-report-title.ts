import { useEffect, useRef } from 'react';
import type { PageProps } from 'shared/contracts';

/**
 * Tells the shell the item title once, each time it changes. The callback is kept in a ref so a
 * shell that passes a new function on every render cannot make this effect loop.
 */
export function useReportTitle(reportTitle: PageProps['reportTitle'], title: string | null): void {
  const latest = useRef(reportTitle);
  latest.current = reportTitle;
  useEffect(() => {
    latest.current(title);
  }, [title]);
}
