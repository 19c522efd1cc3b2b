/**
 * Waits for a condition instead of a fixed time: resolves as soon as `done()` holds, checked every 10
 * ms, and fails the test naming the wait when it does not hold within `ms`.
 */
export async function until(done: () => boolean, ms: number, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
