import type { Counter } from 'shared/server/limits';

/**
 * What abuse may cost (the chat gateway's limit code, shared in shared/server/limits.ts): per client,
 * a number of posts a minute (the rate-limit plugin, keyed by `clientKey`); for the company, a global
 * cap on stored posts a minute, so a bot with many addresses fills at most that much of the database
 * and the office's inbox. With Redis the counts are shared by every contact server.
 */

/**
 * Which share of the cap a post draws on: `vouched` carries a good time token (a page's script asked
 * for it seconds before), `plain` does not (a script-free visitor, or a bot).
 */
export type Lane = 'vouched' | 'plain';

/**
 * The global cap: whether one more post may be stored this minute. Plain posts may fill only
 * `plainShare` of it, so a flood of script-free bot posts leaves the rest to visitors whose page's
 * script vouched for them (decision record 030). A counter that fails (Redis down) allows the post:
 * the per-client limit still holds, and a visitor's enquiry matters more than the cap.
 */
export class GlobalCap {
  constructor(
    private readonly counter: Counter,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly plainShare = 0.5,
  ) {}

  async take(lane: Lane = 'plain'): Promise<boolean> {
    const minute = Math.floor(this.now() / 60_000);
    try {
      if (lane === 'plain') {
        const plain = await this.counter.increment(`forms:plain:${minute}`, 120_000);
        if (plain > Math.max(1, Math.floor(this.perMinute * this.plainShare))) return false;
      }
      return (await this.counter.increment(`forms:minute:${minute}`, 120_000)) <= this.perMinute;
    } catch {
      return true;
    }
  }
}

/** What the digest counts: posts refused (and why) and posts stored but held back from one-by-one e-mail. */
export const ABUSE_REASONS = ['held', 'cap', 'limited', 'too-fast', 'honeypot'] as const;
export type AbuseReason = (typeof ABUSE_REASONS)[number];

export interface LedgerOptions {
  /** The digest's period. */
  readonly periodMs?: number;
  /** Office e-mails one by one a period at most; past that, stored posts are held for the digest. */
  readonly officeMailsPerPeriod?: number;
  /** Refusals in a period that make it abusive: from then, and through the next period, everything is held. */
  readonly abusiveAfter?: number;
  readonly now?: () => number;
}

/**
 * The abuse ledger: counts per period of what was refused or held, and whether a stored post may
 * be e-mailed to the office on its own or is held for the period's one digest. So a bot's burst
 * costs the office at most `officeMailsPerPeriod` e-mails and a digest, not one e-mail a post.
 */
export class AbuseLedger {
  readonly periodMs: number;
  private readonly officeMails: number;
  private readonly abusiveAfter: number;
  private readonly now: () => number;

  constructor(
    private readonly counter: Counter,
    options: LedgerOptions = {},
  ) {
    this.periodMs = options.periodMs ?? 600_000;
    this.officeMails = options.officeMailsPerPeriod ?? 10;
    this.abusiveAfter = options.abusiveAfter ?? 20;
    this.now = options.now ?? Date.now;
  }

  /** The period a moment falls in (its number; starts at period * periodMs). */
  period(at = this.now()): number {
    return Math.floor(at / this.periodMs);
  }

  private key(period: number, what: string) {
    return `abuse:${period}:${what}`;
  }

  private get ttl() {
    return 3 * this.periodMs + 3_600_000;
  }

  /** Counts one refusal or hold; answers the period and whether this one made the period abusive. */
  async note(reason: AbuseReason): Promise<{ readonly period: number; readonly becameAbusive: boolean }> {
    const period = this.period();
    try {
      await this.counter.increment(this.key(period, reason), this.ttl);
      const events = await this.counter.increment(this.key(period, 'events'), this.ttl);
      return { period, becameAbusive: events === this.abusiveAfter };
    } catch {
      return { period, becameAbusive: false };
    }
  }

  /** Whether a post stored now is held for the digest (and counts it): over the period's allowance, or in an abusive time. */
  async holdsNext(): Promise<boolean> {
    const period = this.period();
    try {
      const stored = await this.counter.increment(this.key(period, 'stored'), this.ttl);
      if (stored > this.officeMails) return true;
      const [now, before] = await Promise.all([
        this.counter.increment(this.key(period, 'events'), this.ttl, 0),
        this.counter.increment(this.key(period - 1, 'events'), this.ttl, 0),
      ]);
      return now >= this.abusiveAfter || before >= this.abusiveAfter;
    } catch {
      // Counting failed: e-mail it. A visitor's enquiry reaching the office matters more.
      return false;
    }
  }

  /** What was counted in a period, by reason. */
  async counts(period: number): Promise<Record<AbuseReason, number>> {
    const entries = await Promise.all(
      ABUSE_REASONS.map(
        async (reason) => [reason, await this.counter.increment(this.key(period, reason), this.ttl, 0).catch(() => 0)] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<AbuseReason, number>;
  }
}
