import type { Counter } from 'shared/server/limits';

/**
 * What abuse may cost (the chat gateway's limit code, shared in shared/server/limits.ts): per client,
 * a number of posts a minute (the rate-limit plugin, keyed by `clientKey`); for the company, a global
 * cap on stored posts a minute, so a bot with many addresses fills at most that much of the database
 * and the office's inbox. With Redis the counts are shared by every contact server.
 */

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
