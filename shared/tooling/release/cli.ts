import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, promote, rollback, type DeployState, type ParseResult, type RemoteName } from 'shared/contracts';
import { MAX_PREVIEW_MS, PREVIEW_PATH, signPreview } from 'shared/server/preview-token';
import { hasRelease, publish, releasesOf, stateFileOf, storeOf } from 'shared/server/releases/store';
import { deployStoreOf, type DeployStore } from 'shared/server/releases/deploy-store';
import { areaFailureRate, emptyHealth, lcpP75, sumSnapshots, type HealthSnapshot, type VersionHealth } from 'shared/server/releases/health';

/**
 * The release commands of the remote teams (README "Releasing a remote"):
 *   npm run release -w mf-maze                       build, then store the build as a new version
 *   npm run deploy -- releases mf_maze               the stored versions
 *   npm run deploy -- promote mf_maze <version> [--canary 10] --why "…"
 *   npm run deploy -- rollback mf_maze [--to <version>] --why "…"
 *   npm run deploy -- status
 *   npm run deploy -- preview mf_maze <version> [--hours 24]   a signed preview link (PREVIEW_SECRET, SITE_URL)
 * RELEASE_STORE moves the store (default .releases at the repository's root); --env (or DEPLOY_ENV)
 * names the environment (default production). With DATABASE_URL (PostgreSQL) or REDIS_URL set, the
 * version map, its history and the servers' health counts are there, as the shell servers read them
 * (decision 056); the released builds stay in the store.
 */

const USAGE = `Usage:
  npm run release -w <remote package>            build the remote and store it as a new version
  npm run deploy -- releases <remote>            list the stored versions
  npm run deploy -- promote <remote> <version> [--canary <percent>] --why "<reason>"
  npm run deploy -- rollback <remote> [--to <version>] --why "<reason>"
  npm run deploy -- status
  npm run deploy -- preview <remote> <version> [<remote> <version> …] [--hours 24]   (needs PREVIEW_SECRET and SITE_URL)
Options: --env <environment> (default production), --who <name> (default your git user name)`;

export class UsageError extends Error {}

function remoteOf(value: string | undefined): RemoteName {
  const name = value?.replace(/-/g, '_');
  if (!name || !(REMOTE_NAMES as readonly string[]).includes(name)) throw new UsageError(`name a remote: ${REMOTE_NAMES.join(', ')}.`);
  return name as RemoteName;
}

function whoAmI(given: string | undefined, env: NodeJS.ProcessEnv): string {
  if (given) return given;
  if (env.RELEASE_WHO) return env.RELEASE_WHO;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return name;
  } catch {
    // No git, or no name configured: the login name says who.
  }
  return os.userInfo().username;
}

const shareOf = (state: DeployState, remote: RemoteName) => {
  const deploy = state.remotes[remote];
  if (!deploy) return 'not released: served from its plain manifest URL';
  return deploy.canary
    ? `${deploy.live} (${100 - deploy.canary.percent} %), canary ${deploy.canary.version} (${deploy.canary.percent} %)`
    : `${deploy.live} (100 %)`;
};

/** The status table: each remote's versions, then the last changes. */
export function statusText(state: DeployState, lines = 5): string {
  const rows = REMOTE_NAMES.map((remote) => `  ${remote.padEnd(11)} ${shareOf(state, remote)}`);
  const history = state.history
    .slice(-lines)
    .map(
      (entry) =>
        `  ${entry.at}  ${entry.action.padEnd(13)} ${entry.remote} ${entry.canary ? `canary ${entry.canary.version} ${entry.canary.percent} %` : entry.live}` +
        `  by ${entry.who}: ${entry.why}`,
    );
  return [`${state.environment}:`, ...rows, history.length ? 'Last changes:' : 'No changes yet.', ...history].join('\n');
}

const HEALTH_COLUMNS = ['', 'version', 'views', 'area failures', 'timeouts', 'load failures', 'render errors', 'LCP p75'];

/** One version's row: its views, the share of them with an area left to the browser, and the browsers' reports. */
function healthRow(label: string, version: string, health: VersionHealth): string[] {
  const lcp = lcpP75(health);
  return [
    label,
    version,
    String(health.views),
    `${health.failures + health.timeouts} (${(areaFailureRate(health) * 100).toFixed(1)} %)`,
    String(health.timeouts),
    String(health.loadFailures),
    String(health.renderErrors),
    lcp === null ? '-' : lcp === Infinity ? '> 10 s' : `<= ${lcp} s`,
  ];
}

/**
 * Stable against canary, side by side, per released remote: what every shell server of the
 * environment counted (their snapshots of the last hour, summed; decision 036).
 */
export function healthText(state: DeployState, snapshots: readonly HealthSnapshot[]): string {
  if (snapshots.length === 0) return 'Health: no shell server has written its counts yet (they do every few seconds while serving).';
  const sum = sumSnapshots(snapshots);
  const rows: string[][] = [];
  for (const remote of REMOTE_NAMES) {
    const deploy = state.remotes[remote];
    if (!deploy) continue;
    const of = (version: string) => sum[remote]?.[version] ?? emptyHealth();
    rows.push(healthRow(remote, `stable ${deploy.live}`, of(deploy.live)));
    if (deploy.canary) rows.push(healthRow('', `canary ${deploy.canary.version}`, of(deploy.canary.version)));
  }
  if (rows.length === 0) return 'Health: no remote is released.';
  const table = [HEALTH_COLUMNS, ...rows];
  const widths = HEALTH_COLUMNS.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const lines = table.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd());
  const servers = snapshots.length === 1 ? '1 shell server' : `${snapshots.length} shell servers`;
  return [`Health (${servers}, counts since each started; load failures, render errors and LCP from sampled browsers):`, ...lines].join(
    '\n',
  );
}

/** Runs one command; returns what it prints. Throws UsageError for a wrong call, Error when the store refuses. */
export async function run(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<string> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      env: { type: 'string' },
      why: { type: 'string' },
      who: { type: 'string' },
      canary: { type: 'string' },
      to: { type: 'string' },
      dist: { type: 'string' },
      hours: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  const store = storeOf(env);
  const environment = values.env ?? env.DEPLOY_ENV ?? 'production';
  const deployStore = deployStoreOf({
    file: stateFileOf(store, environment),
    environment,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
  });
  try {
    return await runCommand({ command, rest, values, env, cwd, store, environment, deployStore });
  } finally {
    await deployStore.close();
  }
}

async function runCommand({
  command,
  rest,
  values,
  env,
  cwd,
  store,
  environment,
  deployStore,
}: {
  command: string | undefined;
  rest: string[];
  values: Partial<Record<'env' | 'why' | 'who' | 'canary' | 'to' | 'dist' | 'hours', string>>;
  env: NodeJS.ProcessEnv;
  cwd: string;
  store: string;
  environment: string;
  deployStore: DeployStore;
}): Promise<string> {
  const change = async (changeWith: (state: DeployState) => ParseResult<DeployState>) => {
    const result = await deployStore.change(changeWith);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };
  const at = new Date().toISOString();
  const who = whoAmI(values.who, env);
  const why = values.why ?? '';

  switch (command) {
    case 'publish': {
      const remote = remoteOf(rest[0] ?? path.basename(cwd));
      const dist = path.resolve(cwd, values.dist ?? 'dist');
      const { release, created } = publish({ store, remote, dist, who });
      const where = path.join(store, remote, release.version);
      return created
        ? `${remote}: released ${release.version} (browser and server builds) into ${where}\n` +
            `Preview it:  npm run deploy -- preview ${remote} ${release.version}\n` +
            `Promote it:  npm run deploy -- promote ${remote} ${release.version} --why "…"`
        : `${remote}: this exact build is already released as ${release.version} (${where}); nothing written.`;
    }
    case 'releases': {
      const remote = remoteOf(rest[0]);
      const releases = releasesOf(store, remote);
      return releases.length
        ? releases.map((release) => `${release.version}  released ${release.at} by ${release.who}`).join('\n')
        : `${remote} has no release in ${store}.`;
    }
    case 'promote': {
      const remote = remoteOf(rest[0]);
      const version = rest[1];
      if (!version) throw new UsageError('name the version to promote (npm run deploy -- releases <remote> lists them).');
      if (!hasRelease(store, remote, version)) throw new Error(`${remote} has no release ${version} in ${store}.`);
      const percent = values.canary === undefined ? 100 : Number(values.canary);
      const state = await change((current) => promote(current, { remote, version, percent, who, why, at }));
      const deploy = state.remotes[remote]!;
      return deploy.canary
        ? `${environment}: ${remote} ${deploy.canary.version} is the canary for ${deploy.canary.percent} % of visitors; ${deploy.live} stays live for the rest.`
        : `${environment}: ${remote} ${deploy.live} is live for every visitor.`;
    }
    case 'rollback': {
      const remote = remoteOf(rest[0]);
      if (values.to !== undefined && !hasRelease(store, remote, values.to))
        throw new Error(`${remote} has no release ${values.to} in ${store}.`);
      const state = await change((current) => rollback(current, { remote, to: values.to, who, why, at }));
      return `${environment}: ${remote} rolled back; ${shareOf(state, remote)}.`;
    }
    case 'status': {
      const state = await deployStore.read();
      if (!state.ok) throw new Error(state.error);
      return `${statusText(state.value)}\n${healthText(state.value, await deployStore.readHealth())}`;
    }
    case 'preview': {
      const secret = env.PREVIEW_SECRET;
      if (!secret || secret.length < 32) throw new UsageError('set PREVIEW_SECRET to the shell server’s secret (32 characters or more).');
      const versions: Partial<Record<RemoteName, string>> = {};
      for (let at = 0; at < rest.length; at += 2) {
        const remote = remoteOf(rest[at]);
        const version = rest[at + 1];
        if (!version || !hasRelease(store, remote, version))
          throw new Error(`${remote} has no release ${version ?? '(none named)'} in ${store}.`);
        versions[remote] = version;
      }
      if (Object.keys(versions).length === 0) throw new UsageError('name a remote and a version to preview.');
      const hours = Number(values.hours ?? 24);
      if (!(hours > 0 && hours * 3600_000 <= MAX_PREVIEW_MS)) throw new UsageError('--hours is more than 0 and at most 168 (a week).');
      const expiresAt = Date.now() + hours * 3600_000;
      const site = (env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
      const named = Object.entries(versions)
        .map(([remote, version]) => `${remote} ${version}`)
        .join(', ');
      return (
        `Preview of ${named}, valid until ${new Date(expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC.\n` +
        `Whoever opens it sees these versions in that browser only, with a banner to end it:\n` +
        `${site}${PREVIEW_PATH}?token=${signPreview(secret, versions, expiresAt)}`
      );
    }
    default:
      throw new UsageError(command ? `unknown command "${command}".` : 'name a command.');
  }
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: Error) => {
      console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : `release: ${error.message}`);
      process.exit(error instanceof UsageError ? 64 : 1);
    },
  );
}
