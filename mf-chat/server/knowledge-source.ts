import { parseKnowledgeFile, type KnowledgeFile } from 'shared/contracts';
import { Knowledge } from './offline-answer';

/**
 * The site knowledge, loaded lazily from the remotes that publish it. Remotes may start after the
 * gateway or go down: a failed location keeps its last good entries, is retried soon, and never
 * throws into a request.
 */

export interface KnowledgeSourceOptions {
  readonly urls: readonly string[];
  readonly fetchImpl?: typeof fetch;
  /** Reload everything after this long, so a redeployed remote's new facts are picked up. */
  readonly maxAgeMs?: number;
  /** Retry a location that failed after this long. */
  readonly retryMs?: number;
  /** Per-file download limit, so a hung remote cannot stall a visitor's question. */
  readonly timeoutMs?: number;
  readonly now?: () => number;
  readonly onLoadError?: (url: string, reason: string) => void;
}

interface LocationState {
  file: Pick<KnowledgeFile, 'entries' | 'facts' | 'translations'>;
  ok: boolean;
  attemptedAt: number;
}

export class KnowledgeSource {
  private readonly options: Required<Omit<KnowledgeSourceOptions, 'onLoadError'>> & Pick<KnowledgeSourceOptions, 'onLoadError'>;
  private readonly state = new Map<string, LocationState>();
  private knowledge = new Knowledge([], []);
  private loadedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;

  constructor(options: KnowledgeSourceOptions) {
    this.options = { fetchImpl: fetch, maxAgeMs: 5 * 60_000, retryMs: 10_000, timeoutMs: 3_000, now: Date.now, ...options };
  }

  /** The knowledge, refreshed first when it is empty, stale, or a location is due for a retry. */
  async current(): Promise<Knowledge> {
    if (this.needsRefresh()) await this.refresh();
    return this.knowledge;
  }

  private needsRefresh(): boolean {
    const now = this.options.now();
    if (this.knowledge.size === 0 || now - this.loadedAt > this.options.maxAgeMs) return true;
    return [...this.state.values()].some((s) => !s.ok && now - s.attemptedAt > this.options.retryMs);
  }

  /** One refresh at a time; concurrent questions wait for the same one. */
  refresh(): Promise<void> {
    this.pending ??= this.loadAll().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async loadAll(): Promise<void> {
    const now = this.options.now();
    await Promise.all(
      this.options.urls.map(async (url) => {
        const previous = this.state.get(url);
        try {
          const file = await this.loadOne(url);
          this.state.set(url, { file, ok: true, attemptedAt: now });
        } catch (error) {
          this.options.onLoadError?.(url, error instanceof Error ? error.message : String(error));
          this.state.set(url, { file: previous?.file ?? { entries: [], facts: [], translations: [] }, ok: false, attemptedAt: now });
        }
      }),
    );
    const files = this.options.urls.flatMap((url) => this.state.get(url)?.file ?? []);
    // Each remote's Hindi and Gujarati sets beside its English ones (knowledge version 4).
    this.knowledge = new Knowledge(
      files.flatMap((file) => file.entries),
      files.flatMap((file) => file.facts),
      files.flatMap((file) => file.translations),
    );
    this.loadedAt = now;
  }

  private async loadOne(url: string): Promise<KnowledgeFile> {
    const response = await this.options.fetchImpl(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const parsed = parseKnowledgeFile(await response.json(), url);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  }
}
