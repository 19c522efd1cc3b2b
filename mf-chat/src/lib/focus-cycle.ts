/**
 * Where Tab (or Shift+Tab) goes among a panel's `count` stops when it keeps focus inside: the next or
 * previous stop, round from the last to the first and back. From outside the stops (`index` -1: the
 * floating button, or the page's body while a question is in flight) Tab goes to the first and
 * Shift+Tab to the last. -1 when there is nothing to focus.
 */
export function nextInCycle(count: number, index: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (index < 0 || index >= count) return backwards ? count - 1 : 0;
  return (index + (backwards ? count - 1 : 1)) % count;
}
