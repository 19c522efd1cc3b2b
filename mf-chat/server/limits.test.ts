/** @jest-environment node */
import { MemoryCounter } from 'shared/server/limits';
import { GeminiBudget } from './limits';

describe('GeminiBudget', () => {
  it('allows the per-minute cap, then refuses until the next minute', async () => {
    let now = Date.UTC(2025, 0, 1, 10, 0, 0);
    const budget = new GeminiBudget(new MemoryCounter(() => now), { perMinute: 2, perDay: 100, now: () => now });
    expect([await budget.take(), await budget.take(), await budget.take()]).toEqual(['ok', 'ok', 'minute']);
    now += 60_000;
    expect(await budget.take()).toBe('ok');
  });

  it('refuses past the daily budget until the next day', async () => {
    let now = Date.UTC(2025, 0, 1, 10, 0, 0);
    const budget = new GeminiBudget(new MemoryCounter(() => now), { perMinute: 100, perDay: 2, now: () => now });
    await budget.take();
    now += 60_000;
    await budget.take();
    now += 60_000;
    expect(await budget.take()).toBe('day');
    now += 86_400_000;
    expect(await budget.take()).toBe('ok');
  });

  it('pauses after an upstream 429 and refuses when its counter fails', async () => {
    let now = 0;
    const budget = new GeminiBudget(new MemoryCounter(() => now), { perMinute: 100, perDay: 100, now: () => now });
    budget.pause(5_000);
    expect(await budget.take()).toBe('paused');
    now = 5_000;
    expect(await budget.take()).toBe('ok');
    const broken = new GeminiBudget({ increment: () => Promise.reject(new Error('down')) }, { perMinute: 1, perDay: 1 });
    expect(await broken.take()).toBe('unavailable');
  });
});
