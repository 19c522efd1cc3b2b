/** @jest-environment node */
import { GeminiBudget, MemoryCounter, clientKey } from './limits';

describe('clientKey', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});

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
