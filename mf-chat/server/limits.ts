import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

/**
 * What abuse may cost. Per client: a number of questions a minute (the rate-limit plugin, keyed by
 * `clientKey`). For the company: a global cap on paid Gemini calls a minute and a daily budget; past
 * either, answers are offline. With Redis the counts are shared by every gateway instance.
 */

/** The address a limit counts: IPv4 as is, IPv6 by its /64 (one subscriber gets a whole /64). */
export function clientKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
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
    private readonly prefix = 'chat-gateway:',
  ) {}

  async increment(key: string, ttlMs: number): Promise<number> {
    const full = `${this.prefix}${key}`;
    const result = await this.redis.multi().incr(full).pexpire(full, ttlMs, 'NX').exec();
    const count = result?.[0]?.[1];
    if (typeof count !== 'number') throw new Error('redis gave no count');
    return count;
  }
}

export interface BudgetOptions {
  readonly perMinute: number;
  readonly perDay: number;
  readonly now?: () => number;
}

/**
 * Whether one more paid call is allowed. Counts every attempt; a counter that fails (Redis down)
 * refuses, so an outage costs answers their model, never the company money.
 */
export class GeminiBudget {
  private readonly now: () => number;
  private blockedUntil = 0;

  constructor(
    private readonly counter: Counter,
    private readonly options: BudgetOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** After a 429 the upstream asked us to wait: no calls until then. */
  pause(ms: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, this.now() + ms);
  }

  async take(): Promise<'ok' | 'minute' | 'day' | 'paused' | 'unavailable'> {
    const now = this.now();
    if (now < this.blockedUntil) return 'paused';
    const minute = Math.floor(now / 60_000);
    const day = new Date(now).toISOString().slice(0, 10);
    try {
      if ((await this.counter.increment(`gemini:minute:${minute}`, 120_000)) > this.options.perMinute) return 'minute';
      if ((await this.counter.increment(`gemini:day:${day}`, 2 * 86_400_000)) > this.options.perDay) return 'day';
      return 'ok';
    } catch {
      return 'unavailable';
    }
  }
}
