import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import { rollback, type DeployState, type RemoteName } from 'shared/contracts';
import { changeState } from 'shared/server/releases/store';
import {
  canaryVerdict,
  emptyHealth,
  healthDirOf,
  readSnapshots,
  sumSnapshots,
  writeSnapshot,
  type HealthSnapshot,
  type RollbackRule,
  type VersionHealth,
} from 'shared/server/releases/health';
import type { DeployMap } from '../releases/deploy-map';
import type { ShellMetrics } from './metrics';

/**
 * This shell server's part in the environment's health (decision 036): every few seconds it writes
 * its counts as a snapshot beside the version map, sums every server's, and takes back to 0 % a canary
 * whose area failure rate passes the stable version's by the rule's margin (issue 26, point 5), with
 * the same locked, atomic map change as `deploy -- rollback`. Several servers may see it at once: the
 * change only applies while that very canary is still in the map, so one of them writes it.
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
  readonly deploy: { readonly file: string; readonly environment: string };
  readonly rule: RollbackRule;
  readonly intervalMs: number;
  readonly log?: (line: string) => void;
  readonly now?: () => Date;
}

export function watchHealth({
  metrics,
  deployMap,
  deploy,
  rule,
  intervalMs,
  log = console.warn,
  now = () => new Date(),
}: HealthWatchOptions) {
  const server = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const dir = healthDirOf(deploy.file, deploy.environment);
  let running: Promise<void> | null = null;

  async function judge(): Promise<void> {
    const sum = sumSnapshots(readSnapshots(dir, now().getTime()));
    for (const [remote, current] of Object.entries(deployMap.state().remotes) as [
      RemoteName,
      { live: string; canary?: { version: string } },
    ][]) {
      if (!current.canary) continue;
      const version = current.canary.version;
      const verdict = canaryVerdict(sum[remote]?.[version] ?? emptyHealth(), sum[remote]?.[current.live] ?? emptyHealth(), rule);
      if (!verdict.rollBack) continue;
      const why = `canary ${version}: ${verdict.why}`;
      const changed = await changeState(deploy.file, deploy.environment, (state: DeployState) =>
        state.remotes[remote]?.canary?.version === version
          ? rollback(state, { remote, who: 'automatic rollback', why, at: now().toISOString(), action: 'auto-rollback' })
          : { ok: false, error: 'already rolled back' },
      );
      if (!changed.ok) continue; // Another server did it first, or the map is being changed: next time.
      metrics.autoRollback(remote, version);
      log(`[health] ${deploy.environment}: ${remote} ${why}; taken back to 0 % (automatic rollback)`);
      deployMap.reload();
    }
  }

  async function tick(): Promise<void> {
    try {
      writeSnapshot(dir, snapshotOf(await metrics.registry.getMetricsAsJSON(), server, now()));
      await judge();
    } catch (error) {
      log(`[health] ${dir}: ${(error as Error).message}`);
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
