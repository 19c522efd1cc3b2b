import type { RemoteName } from 'shared/contracts';

/**
 * Areas that failed in this browser (the area's error boundary caught it), kept for the health
 * reporter (reporter.ts), which loads after the page: a few, so a page that fails over and over
 * holds no more than one beacon's worth. Part of the first-load code, hence this small.
 */
export interface AreaProblem {
  readonly kind: 'remote-load' | 'area-error';
  readonly remote: RemoteName;
}

const KEPT = 16;
const waiting: AreaProblem[] = [];
let listener: ((problem: AreaProblem) => void) | null = null;

/** A remote area failed: its remote did not load (RemoteLoadError), or it threw while rendering. */
export function noteAreaProblem(remote: RemoteName, error: unknown): void {
  const problem: AreaProblem = {
    kind: error instanceof Error && error.name === 'RemoteLoadError' ? 'remote-load' : 'area-error',
    remote,
  };
  if (listener) listener(problem);
  else if (waiting.length < KEPT) waiting.push(problem);
}

/** The problems so far, and each later one to `next` (the reporter, once loaded). */
export function takeAreaProblems(next: (problem: AreaProblem) => void): AreaProblem[] {
  listener = next;
  return waiting.splice(0);
}
