import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared/contracts';
import { writeJsonAtomically } from './store';

/**
 * The health of each remote's versions as every shell server of an environment counted it (decision
 * 036): each server writes a small snapshot of its own counts next to the environment's version map,
 * `<store>/environments/<env>.health/<server>.json`, through a temporary file and a rename, every few
 * seconds; `deploy -- status` and the automatic rollback sum the snapshots written in the last hour.
 */

/** One version's counts (since its server started). */
export interface VersionHealth {
  /** Page answers served with this version. */
  views: number;
  /** Areas the server's render left to the browser because the remote failed (load or render). */
  failures: number;
  /** ... because it did not answer within the render's time limit. */
  timeouts: number;
  /** Sampled browsers' reports: the remote did not load there; its area threw while rendering. */
  loadFailures: number;
  renderErrors: number;
  /** LCP of sampled page loads of this remote's pages: cumulative counts per upper bound in seconds. */
  lcpBuckets: Record<string, number>;
}

export interface HealthSnapshot {
  readonly server: string;
  /** When it was written (ISO). */
  readonly at: string;
  readonly remotes: Partial<Record<RemoteName, Record<string, VersionHealth>>>;
}

/** Snapshots older than this are of servers gone long ago: not counted. */
export const SNAPSHOT_MAX_AGE_MS = 3600_000;

export const emptyHealth = (): VersionHealth => ({ views: 0, failures: 0, timeouts: 0, loadFailures: 0, renderErrors: 0, lcpBuckets: {} });

export const healthDirOf = (stateFile: string, environment: string) => path.join(path.dirname(stateFile), `${environment}.health`);

/** A server's name as a file name: letters, digits, dot, dash. */
const fileOf = (dir: string, server: string) => path.join(dir, `${server.replace(/[^A-Za-z0-9.-]/g, '-').slice(0, 100)}.json`);

export function writeSnapshot(dir: string, snapshot: HealthSnapshot): void {
  writeJsonAtomically(fileOf(dir, snapshot.server), snapshot);
}

/** Adds `from` into `into`. */
function add(into: VersionHealth, from: VersionHealth): void {
  into.views += from.views;
  into.failures += from.failures;
  into.timeouts += from.timeouts;
  into.loadFailures += from.loadFailures;
  into.renderErrors += from.renderErrors;
  for (const [le, count] of Object.entries(from.lcpBuckets)) into.lcpBuckets[le] = (into.lcpBuckets[le] ?? 0) + count;
}

/** Every server's counts summed, per remote and version. */
export function sumSnapshots(snapshots: readonly HealthSnapshot[]): HealthSnapshot['remotes'] {
  const sum: HealthSnapshot['remotes'] = {};
  for (const snapshot of snapshots)
    for (const [remote, versions] of Object.entries(snapshot.remotes) as [RemoteName, Record<string, VersionHealth>][])
      for (const [version, health] of Object.entries(versions)) add(((sum[remote] ??= {})[version] ??= emptyHealth()), health);
  return sum;
}

/** The snapshots in `dir` written in the last hour; a file that does not parse is skipped. */
export function readSnapshots(dir: string, now = Date.now()): HealthSnapshot[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    try {
      const snapshot = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as HealthSnapshot;
      const at = Date.parse(snapshot.at);
      return typeof snapshot.remotes === 'object' && now - at <= SNAPSHOT_MAX_AGE_MS ? [snapshot] : [];
    } catch {
      return [];
    }
  });
}

/** Areas that fell back (failed or timed out) per page view; 0 without views. */
export const areaFailureRate = (health: VersionHealth) => (health.views > 0 ? (health.failures + health.timeouts) / health.views : 0);

/** The 75th percentile of LCP in seconds (a bucket's upper bound), or null without samples. */
export function lcpP75(health: VersionHealth): number | null {
  const bounds = Object.entries(health.lcpBuckets)
    .map(([le, count]) => [le === '+Inf' ? Infinity : Number(le), count] as const)
    .sort(([a], [b]) => a - b);
  const total = bounds.at(-1)?.[1] ?? 0;
  if (total === 0) return null;
  return bounds.find(([, count]) => count >= total * 0.75)![0];
}

export interface RollbackRule {
  /** How far (a share: 0.05 is five points) the canary's area failure rate may pass the stable one's. */
  readonly margin: number;
  /** Views the canary must have had before it is judged. */
  readonly minViews: number;
}

export const DEFAULT_ROLLBACK_RULE: RollbackRule = { margin: 0.05, minViews: 200 };

/**
 * Whether a canary is failing: over at least `minViews` views, its area failure rate passes the
 * stable version's by more than `margin`. The sentence says why, with the figures (history, log).
 */
export function canaryVerdict(
  canary: VersionHealth,
  stable: VersionHealth,
  { margin, minViews }: RollbackRule,
): { readonly rollBack: boolean; readonly why: string } {
  const canaryRate = areaFailureRate(canary);
  const stableRate = areaFailureRate(stable);
  const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
  const figures =
    `area failure rate ${percent(canaryRate)} over ${canary.views} views against ${percent(stableRate)} ` +
    `over ${stable.views} for the stable version (margin ${percent(margin)}, at least ${minViews} views)`;
  if (canary.views < minViews) return { rollBack: false, why: `too few views yet: ${figures}` };
  return { rollBack: canaryRate > stableRate + margin, why: figures };
}
