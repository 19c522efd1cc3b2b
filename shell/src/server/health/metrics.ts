import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { REMOTE_NAMES, type HealthBeacon, type RemoteName } from 'shared/contracts';
import type { AreaFallback } from '../pages/area-fallbacks';
import type { DeployStoreStatus } from '../releases/deploy-map';

/**
 * The shell server's health per remote and version (issue 26, point 4; decision 036), as Prometheus
 * metrics on its own registry (two servers in one test process never share counts). Every page
 * answer is counted once per remote of its version set, so a canary's remote and the stable one are
 * two label sets side by side. Label values are bounded whatever a request holds: remotes are the
 * site's four, kinds three, and a version is one the version map names (live, canary or in its
 * history); a remote the map does not version is "unversioned", any other version "unknown".
 */
export interface PageCount {
  /** remote name to version: the request's version set (version-choice.ts). */
  readonly versions: Readonly<Record<string, string>>;
  /** stable, canary or preview. */
  readonly kind: string;
  /** hot: from the hot cache; cache: from the renderer's page cache; render: made for this request. */
  readonly source: 'hot' | 'cache' | 'render';
  /** Seconds spent making it; none unless rendered. */
  readonly seconds?: number;
  /** Areas this answer shows in their failure state: left to the browser by the server's render. */
  readonly fallbacks?: readonly AreaFallback[];
}

export const REMOTES = REMOTE_NAMES;
const KINDS = ['stable', 'canary', 'preview'] as const;
export const UNKNOWN = 'unknown';
export const UNVERSIONED = 'unversioned';

/** Whether the version map names `version` for `remote` (deploy-map.ts knownVersions). */
export type KnownVersion = (remote: RemoteName, version: string) => boolean;

/** A version as a label value: one the map names, else "unknown"; none at all: "unversioned". */
export function versionLabel(remote: RemoteName, version: string | undefined, known: KnownVersion): string {
  if (version === undefined || version === '') return UNVERSIONED;
  return known(remote, version) ? version : UNKNOWN;
}

export const kindLabel = (kind: string): string => ((KINDS as readonly string[]).includes(kind) ? kind : UNKNOWN);

export function createShellMetrics({
  known = () => false,
  deployStore,
}: {
  known?: KnownVersion;
  /** The deploy store's state as the version map last found it (deploy-map.ts); none: no gauges. */
  deployStore?: () => DeployStoreStatus | null;
} = {}) {
  const registry = new Registry();
  // The process's CPU time and memory, named as prom-client's default metrics name them, read only
  // when /metrics is: what an operator reads beside the page counts, and what the bench reads to weigh
  // what a cached page costs the server in each language (decision 081). Not collectDefaultMetrics:
  // its GC observer and event-loop monitor cost a cached page about 1 µs of a request's 60.
  new Counter({
    name: 'process_cpu_seconds_total',
    help: 'Total user and system CPU time spent in seconds.',
    registers: [registry],
    collect() {
      const { user, system } = process.cpuUsage();
      this.reset();
      this.inc((user + system) / 1e6);
    },
  });
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory size in bytes.',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  if (deployStore) {
    new Gauge({
      name: 'shell_deploy_store_up',
      help: "1 when this server's last read of the version map from the deploy store (folder, postgres or redis) gave a good map; 0 when the store did not answer or the map did not parse (the last good map stays in use)",
      labelNames: ['store'],
      registers: [registry],
      collect() {
        const status = deployStore();
        if (status) this.set({ store: status.kind }, status.up ? 1 : 0);
      },
    });
    new Gauge({
      name: 'shell_deploy_map_read_timestamp_seconds',
      help: 'When this server last read a good version map from the deploy store (Unix time; 0: never)',
      registers: [registry],
      collect() {
        this.set((deployStore()?.lastGoodAt ?? 0) / 1000);
      },
    });
  }
  const labelNames = ['remote', 'version', 'kind'] as const;
  // Page views are tallied here per label set and handed to the counter when it is read: a cached
  // page's answer costs one map lookup instead of four label checks and hashes in prom-client (about a
  // tenth of the server's time on a cached page under load). Label sets are bounded (see above).
  const viewTally = new Map<string, { readonly labels: Record<string, string>; count: number }>();
  new Counter({
    name: 'shell_page_views_total',
    help: 'Page answers per remote and version, by source (hot cache, page cache or render)',
    labelNames: [...labelNames, 'source'],
    registers: [registry],
    collect() {
      for (const entry of viewTally.values()) {
        if (entry.count > 0) this.inc(entry.labels, entry.count);
        entry.count = 0;
      }
    },
  });
  const countView = (remote: string, version: string, kind: string, source: string) => {
    const key = `${remote}\n${version}\n${kind}\n${source}`;
    const entry = viewTally.get(key);
    if (entry) entry.count += 1;
    else viewTally.set(key, { labels: { remote, version, kind, source }, count: 1 });
  };
  const fallbacks = new Counter({
    name: 'shell_area_fallbacks_total',
    help: "Areas the server's render left to the browser (their failure state), by reason: failed or timeout",
    labelNames: [...labelNames, 'reason'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'shell_render_duration_seconds',
    help: 'Time to render a page not in either cache, per remote and version',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const browserLabels = ['remote', 'version'] as const;
  const reports = new Counter({
    name: 'shell_browser_reports_total',
    help: "Browsers' reports (sampled): a remote that failed to load, an area's render error",
    labelNames: [...browserLabels, 'event'],
    registers: [registry],
  });
  const vital = (name: string, help: string, buckets: number[]) =>
    new Histogram({ name, help, labelNames: browserLabels, buckets, registers: [registry] });
  const vitals = {
    LCP: vital(
      'shell_web_vitals_lcp_seconds',
      'Largest Contentful Paint of sampled page loads, per page remote and version',
      [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    ),
    INP: vital(
      'shell_web_vitals_inp_seconds',
      'Interaction to Next Paint of sampled page loads, per page remote and version',
      [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
    ),
    CLS: vital(
      'shell_web_vitals_cls',
      'Cumulative Layout Shift of sampled page loads, per page remote and version',
      [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    ),
  };
  const beacons = new Counter({
    name: 'shell_health_beacons_total',
    help: 'Health beacons posted to /__health, by outcome (accepted, or why refused)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const autoRollbacks = new Counter({
    name: 'shell_auto_rollbacks_total',
    help: 'Canaries this server took back to 0 % because their area failure rate passed the stable one by the margin',
    labelNames: ['remote', 'version'],
    registers: [registry],
  });
  return {
    registry,
    known,
    autoRollback(remote: RemoteName, version: string): void {
      autoRollbacks.inc({ remote, version: versionLabel(remote, version, known) });
    },
    /** One accepted beacon's events. A version the map does not name counts as "unknown". */
    health({ events }: HealthBeacon): void {
      for (const event of events) {
        const labels = { remote: event.remote, version: versionLabel(event.remote, event.version, known) };
        if (event.kind === 'vital') vitals[event.name].observe(labels, event.name === 'CLS' ? event.value : event.value / 1000);
        else reports.inc({ ...labels, event: event.kind });
      }
    },
    beacon(outcome: 'accepted' | 'too-large' | 'bad-type' | 'bad-body' | 'limited'): void {
      beacons.inc({ outcome });
    },
    page({ versions, kind, source, seconds, fallbacks: fallen = [] }: PageCount): void {
      const kindValue = kindLabel(kind);
      for (const remote of REMOTES) {
        const version = versionLabel(remote, versions[remote], known);
        countView(remote, version, kindValue, source);
        if (seconds !== undefined) durations.observe({ remote, version, kind: kindValue }, seconds);
      }
      for (const { remote, reason } of fallen)
        fallbacks.inc({ remote, version: versionLabel(remote, versions[remote], known), kind: kindValue, reason });
    },
  };
}

export type ShellMetrics = ReturnType<typeof createShellMetrics>;

/** Whether the Authorization header carries exactly this bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics: only when METRICS_TOKEN is set (otherwise the route does not exist: 404), and only
 * with `Authorization: Bearer <token>` (otherwise 401). Never cached.
 */
export function metricsRoute(app: FastifyInstance, metrics: ShellMetrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('A bearer token is needed.\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
