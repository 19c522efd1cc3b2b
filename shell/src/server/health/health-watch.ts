import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import { rollback, type DeployState, type RemoteName } from 'shared/contracts';
import type { DeployStore } from 'shared/server/releases/deploy-store';
import {
  canaryVerdict,
  emptyHealth,
  sumSnapshots,
  type HealthSnapshot,
  type RollbackRule,
  type VersionHealth,
} from 'shared/server/releases/health';
import type { DeployMap } from '../releases/deploy-map';
import type { ShellMetrics } from './metrics';

/**
 * This shell server's part in the environment's health (decisions 036, 056): every few seconds it
 * writes its counts as a snapshot into the deploy store (beside the version map: a folder, or Redis),
 * and, if it holds the store's judge lease, sums every server's and takes back to 0 % a canary whose
 * area failure rate passes the stable version's by the rule's margin (issue 26, point 5), with the
 * same locked map change as `deploy -- rollback`. One server judges at a time (the lease), only on
 * counts it has just read from the store whole (a store it cannot reach: nobody judges there), and the
 * change applies only while that very canary is still in the map: a rollback is made once.
 */

type Json = MetricObjectWithValues<MetricValue<string>>[];

/** This server's counts, per remote and version, from its metrics registry. */
export function snapshotOf(metrics: Json, server: string, at: Date): HealthSnapshot {
  const remotes: HealthSnapshot['remotes'] = {};
  const of = (labels: Partial<Record<string, string | number>>): VersionHealth =>
    ((remotes[labels.remote as RemoteName] ??= {})[String(labels.version)] ??= emptyHealth());
  for (const metric of metrics)
    for (const { value, labels, metricName } of metric.values as (MetricValue<string> & { metricName?: string })[]) {
      if (!labels.remote || !labels.version || !value) continue;
      if (metric.name === 'shell_page_views_total') of(labels).views += value;
      else if (metric.name === 'shell_area_fallbacks_total') of(labels)[labels.reason === 'timeout' ? 'timeouts' : 'failures'] += value;
      else if (metric.name === 'shell_browser_reports_total')
        of(labels)[labels.event === 'remote-load' ? 'loadFailures' : 'renderErrors'] += value;
      else if (metric.name === 'shell_web_vitals_lcp_seconds' && metricName?.endsWith('_bucket'))
        of(labels).lcpBuckets[String(labels.le)] = value;
    }
  return { server, at: at.toISOString(), remotes };
}

export interface HealthWatchOptions {
  readonly metrics: ShellMetrics;
  readonly deployMap: DeployMap;
  readonly store: DeployStore;
  readonly rule: RollbackRule;
  readonly intervalMs: number;
  readonly log?: (line: string) => void;
  readonly now?: () => Date;
}

export function watchHealth({
  metrics,
  deployMap,
  store,
  rule,
  intervalMs,
  log = console.warn,
  now = () => new Date(),
}: HealthWatchOptions) {
  const server = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const environment = store.environment;
  let running: Promise<void> | null = null;
  let failing = '';

  async function judge(): Promise<void> {
    // The lease outlives a missed round or two, so a server that stops leaves the judging to another soon.
    if (!(await store.holdLease(server, intervalMs * 3))) return;
    const sum = sumSnapshots(await store.readHealth(now().getTime()));
    for (const [remote, current] of Object.entries(deployMap.state().remotes) as [
      RemoteName,
      { live: string; canary?: { version: string } },
    ][]) {
      if (!current.canary) continue;
      const version = current.canary.version;
      const verdict = canaryVerdict(sum[remote]?.[version] ?? emptyHealth(), sum[remote]?.[current.live] ?? emptyHealth(), rule);
      if (!verdict.rollBack) continue;
      const why = `canary ${version}: ${verdict.why}`;
      const changed = await store.change((state: DeployState) =>
        state.remotes[remote]?.canary?.version === version
          ? rollback(state, { remote, who: 'automatic rollback', why, at: now().toISOString(), action: 'auto-rollback' })
          : { ok: false, error: 'already rolled back' },
      );
      if (!changed.ok) continue; // Another server did it first, or the map is being changed: next time.
      metrics.autoRollback(remote, version);
      log(`[health] ${environment}: ${remote} ${why}; taken back to 0 % (automatic rollback)`);
      await deployMap.reload();
    }
  }

  async function tick(): Promise<void> {
    try {
      await store.writeHealth(snapshotOf(await metrics.registry.getMetricsAsJSON(), server, now()));
      await judge();
      failing = '';
    } catch (error) {
      // Once per outage, not every round (the deploy map's line and /metrics say it too).
      if (!failing) log(`[health] ${store.where}: ${(error as Error).message}`);
      failing = (error as Error).message;
    }
  }

  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    /** One round now (a test's), after any under way. */
    tick: async () => {
      await running;
      await tick();
    },
    stop: () => clearInterval(timer),
  };
}
