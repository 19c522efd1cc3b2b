import type { RemoteName } from 'shared/contracts';

/** An area the server sent as its loading state for the browser to render: its remote, and why. */
export interface AreaFallback {
  readonly remote: RemoteName;
  /** timeout: the render's time limit ran out first; failed: the remote's load or render threw. */
  readonly reason: 'failed' | 'timeout';
}

export interface AreaTally {
  /** Remotes whose area began rendering. */
  readonly started: ReadonlySet<RemoteName>;
  /** Remotes whose area's content rendered (area-report.ts). */
  readonly settled: ReadonlySet<RemoteName>;
  /** Areas React left to the browser (prerender's onError calls). */
  readonly errors: number;
  /** Whether the render's time limit ran out. */
  readonly aborted: boolean;
  /** The remote of the page's own area, if the address is one of its pages. */
  readonly pageRemote?: RemoteName;
}

/**
 * Which remotes' areas fell back in one server render. An area that started and never settled fell
 * back. React may report a failure the tally cannot place (an area whose content suspended, let its
 * sibling settle, then threw or ran out of time): such a failure is put on the page's own area, the
 * one that holds the page's content and the only one that waits on data, rather than dropped.
 */
export function areaFallbacks({ started, settled, errors, aborted, pageRemote }: AreaTally): AreaFallback[] {
  if (errors === 0) return [];
  const reason = aborted ? 'timeout' : 'failed';
  const fallen = [...started].filter((remote) => !settled.has(remote));
  if (fallen.length < errors && pageRemote && !fallen.includes(pageRemote)) fallen.push(pageRemote);
  return fallen.map((remote) => ({ remote, reason }));
}
