import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

/**
 * What every server here counts to limit abuse (the chat gateway's questions and paid calls, the
 * contact server's posts): who a client is, and a counter of posts per key, in memory for one
 * process or in Redis shared by every instance. What each server does with a count is its own.
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
  /** Adds `by` (one unless said; zero reads) to `key`, which expires after `ttlMs`, and returns the new count. */
  increment(key: string, ttlMs: number, by?: number): Promise<number>;
}

export class MemoryCounter implements Counter {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    const now = this.now();
    for (const [k, v] of this.counts) if (v.expiresAt <= now) this.counts.delete(k);
    const current = this.counts.get(key) ?? { count: 0, expiresAt: now + ttlMs };
    current.count += by;
    this.counts.set(key, current);
    return current.count;
  }
}

/** Counts in Redis under `prefix` (one per kind of server, so two kinds can share one Redis). */
export class RedisCounter implements Counter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    const full = `${this.prefix}${key}`;
    const result = await this.redis.multi().incrby(full, by).pexpire(full, ttlMs, 'NX').exec();
    const count = result?.[0]?.[1];
    if (typeof count !== 'number') throw new Error('redis gave no count');
    return count;
  }
}

/** A Redis counter when Redis is configured, one in memory otherwise. */
export const counterFor = (redis: Redis | null | undefined, prefix: string, now?: () => number): Counter =>
  redis ? new RedisCounter(redis, prefix) : new MemoryCounter(now);
