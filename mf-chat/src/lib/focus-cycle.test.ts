import { nextInCycle } from './focus-cycle';

describe('nextInCycle', () => {
  it('moves to the next stop and from the last round to the first', () => {
    expect(nextInCycle(4, 0, false)).toBe(1);
    expect(nextInCycle(4, 3, false)).toBe(0);
  });

  it('moves back with Shift+Tab and from the first round to the last', () => {
    expect(nextInCycle(4, 2, true)).toBe(1);
    expect(nextInCycle(4, 0, true)).toBe(3);
  });

  it('enters at the first stop, or the last going back, from outside the stops', () => {
    expect(nextInCycle(4, -1, false)).toBe(0);
    expect(nextInCycle(4, -1, true)).toBe(3);
  });

  it('has nowhere to go without stops, and stays on a single one', () => {
    expect(nextInCycle(0, -1, false)).toBe(-1);
    expect(nextInCycle(1, 0, false)).toBe(0);
    expect(nextInCycle(1, 0, true)).toBe(0);
  });
});
