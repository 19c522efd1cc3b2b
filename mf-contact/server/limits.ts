import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

/**
 * What abuse may cost (the chat gateway's limit code, the same idea): per client, a number of posts a
 * minute (the rate-limit plugin, keyed by `clientKey`); for the company, a global cap on stored posts
 * a minute, so a bot with many addresses fills at most that much of the database and the office's
 * inbox. With Redis the counts are shared by every contact server.
 */

/** The address a limit counts: IPv4 as is, IPv6 by its /64 (one subscriber gets a whole /64). */
export function clientKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface Counter {
  /** Adds one to `key` (which expires after `ttlMs`) and returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
}

export class MemoryCounter implements Counter {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, ttlMs: number): Promise<number> {
    const now = this.now();
    for (const [k, v] of this.counts) if (v.expiresAt <= now) this.counts.delete(k);
    const current = this.counts.get(key) ?? { count: 0, expiresAt: now + ttlMs };
    current.count += 1;
    this.counts.set(key, current);
    return current.count;
  }
}

export class RedisCounter implements Counter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'contact-server:',
  ) {}

  async increment(key: string, ttlMs: number): Promise<number> {
    const full = `${this.prefix}${key}`;
    const result = await this.redis.multi().incr(full).pexpire(full, ttlMs, 'NX').exec();
    const count = result?.[0]?.[1];
    if (typeof count !== 'number') throw new Error('redis gave no count');
    return count;
  }
}

/**
 * The global cap: whether one more post may be stored this minute. A counter that fails (Redis down)
 * allows it: the per-client limit still holds, and a visitor's enquiry matters more than the cap.
 */
export class GlobalCap {
  constructor(
    private readonly counter: Counter,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(): Promise<boolean> {
    const minute = Math.floor(this.now() / 60_000);
    try {
      return (await this.counter.increment(`forms:minute:${minute}`, 120_000)) <= this.perMinute;
    } catch {
      return true;
    }
  }
}
