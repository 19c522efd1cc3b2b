/** @jest-environment node */
import { MemoryCounter, clientKey, counterFor } from './limits';

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

describe('MemoryCounter', () => {
  it('counts per key and starts again once a key has expired', async () => {
    let now = 1_000;
    const counter = new MemoryCounter(() => now);
    expect([await counter.increment('a', 500), await counter.increment('a', 500), await counter.increment('b', 500)]).toEqual([1, 2, 1]);
    now += 500;
    expect(await counter.increment('a', 500)).toBe(1);
    expect(await counter.increment('a', 500, 0)).toBe(1);
    expect(await counter.increment('a', 500, 5)).toBe(6);
  });

  it('is what counterFor gives without Redis', () => {
    expect(counterFor(null, 'x:')).toBeInstanceOf(MemoryCounter);
  });
});
