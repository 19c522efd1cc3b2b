import type { Counter } from 'shared/server/limits';

/**
 * What abuse may cost. Per client: a number of questions a minute (the rate-limit plugin, keyed by
 * the shared `clientKey`). For the company: a global cap on paid Gemini calls a minute and a daily
 * budget; past either, answers are offline. With Redis the counts are shared by every gateway
 * instance (the shared counters of shared/server/limits.ts).
 */

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
