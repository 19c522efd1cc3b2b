import { act, renderHook } from '@testing-library/react';
import { DETAIL_LOADING_MS, useDelay } from './use-delay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('useDelay', () => {
  it('is ready once the loading time has passed', () => {
    const { result } = renderHook(() => useDelay('1'));
    expect(result.current).toBe(false);
    wait(DETAIL_LOADING_MS - 1);
    expect(result.current).toBe(false);
    wait(1);
    expect(result.current).toBe(true);
  });

  it('is ready at once for the item the page arrived with, and waits again for the next one', () => {
    const { result, rerender } = renderHook(({ id }) => useDelay(id, { initiallyReady: true }), { initialProps: { id: '1' } });
    expect(result.current).toBe(true);
    rerender({ id: '2' });
    expect(result.current).toBe(false);
    wait(DETAIL_LOADING_MS);
    expect(result.current).toBe(true);
  });

  it('waits again when the visitor goes back to an item before the next one was ready', () => {
    const { result, rerender } = renderHook(({ id }) => useDelay(id, { initiallyReady: true }), { initialProps: { id: '1' } });
    rerender({ id: '2' });
    wait(DETAIL_LOADING_MS / 2);
    rerender({ id: '1' });
    expect(result.current).toBe(false);
    wait(DETAIL_LOADING_MS - 1);
    expect(result.current).toBe(false);
    wait(1);
    expect(result.current).toBe(true);
  });
});
