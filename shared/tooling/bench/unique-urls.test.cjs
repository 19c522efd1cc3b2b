/**
 * @jest-environment node
 */
const { lowestReading } = require('./unique-urls.cjs');

describe('the memory a burst leaves behind', () => {
  /** Readings in order, one per call; the last repeats. @param {number[]} values */
  const readings = (values) => {
    let at = 0;
    return () => values[Math.min(at++, values.length - 1)] ?? NaN;
  };
  const noWait = () => Promise.resolve();

  it('is the lowest reading once the collector has run, not the garbage still held at the start', async () => {
    // As measured on the shell: held for 12 s after a burst, then collected below where it began.
    const read = readings([249, 249, 249, 249, 249, 249, 249, 249, 249, 249, 249, 249, 112.7, 107.7, 107.8, 108.2]);
    expect(await lowestReading(read, 30, noWait)).toBe(107.7);
  });

  it('is what the process still holds when nothing is collected', async () => {
    expect(await lowestReading(readings([250, 251, 252]), 30, noWait)).toBe(250);
  });

  it('reads once a second, for as many readings as asked', async () => {
    const sleeps = /** @type {number[]} */ ([]);
    const read = jest.fn(() => 100);
    await lowestReading(read, 5, async (ms) => sleeps.push(ms));
    expect(read).toHaveBeenCalledTimes(5);
    expect(sleeps).toEqual([1000, 1000, 1000, 1000]);
  });

  it('waits past a minute when the collector runs late, and ends once a reading is back at the start', async () => {
    // As measured on the shell on 2026-11-26: 295 MB for about 40 s after a burst, then 123 (it began at 122.6).
    const held = /** @type {number[]} */ (Array(40).fill(295));
    const read = jest.fn(readings([...held, 123, 122.5, 122, 121]));
    expect(await lowestReading(read, 120, noWait, 122.6)).toBe(122.5);
    expect(read).toHaveBeenCalledTimes(42);
  });

  it('never ends before its window: a collection on the last reading counts', async () => {
    expect(await lowestReading(readings([249, 249, 249, 249, 90]), 5, noWait)).toBe(90);
  });
});
