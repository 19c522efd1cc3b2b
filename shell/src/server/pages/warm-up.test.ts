/**
 * @jest-environment node
 */
import { warmUp } from './warm-up';

afterEach(() => jest.useRealTimers());

describe('warmUp', () => {
  it('tries again every second while a remote is missing, and stops once every remote was read', async () => {
    jest.useFakeTimers();
    const answers = [false, false, true];
    const attempt = jest.fn(async () => answers.shift() ?? true);
    const warming = warmUp(attempt, { everyMs: 1_000, forMs: 60_000 });
    await warming.first;
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives up after forMs, and a failing try counts as a remote missing', async () => {
    jest.useFakeTimers();
    const attempt = jest.fn(async (): Promise<boolean> => {
      throw new Error('remote down');
    });
    const warming = warmUp(attempt, { everyMs: 1_000, forMs: 5_000 });
    await warming.first;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(attempt.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(attempt.mock.calls.length).toBeLessThanOrEqual(6);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops trying when the server closes', async () => {
    jest.useFakeTimers();
    const attempt = jest.fn(async () => false);
    const warming = warmUp(attempt);
    await warming.first;
    warming.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
