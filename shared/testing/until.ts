type Until = (check: () => boolean | Promise<boolean>, what: string, options?: { timeoutMs?: number; everyMs?: number }) => Promise<void>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the one wait of shared/testing is test-server.cjs's, shared with the plain-node tests
const { until: untilHolds } = require('./test-server.cjs') as { until: Until };

/**
 * Waits for a condition instead of a fixed time, for TypeScript tests: resolves as soon as `done()`
 * holds (checked every 10 ms; it may be async) and fails the test naming the wait when it does not hold within `ms`.
 */
export function until(done: () => boolean | Promise<boolean>, ms: number, what = 'the condition'): Promise<void> {
  return untilHolds(done, what, { timeoutMs: ms, everyMs: 10 });
}
