import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { parseWith, type ParseResult } from './parse';
import { VERSION_PATTERN } from './version-name';

/**
 * The deploy state of one environment (`<release store>/environments/<env>.json`): which released
 * version of each remote is live, which one (if any) a share of visitors gets as a canary, and the
 * history of every change (what, when, who, why). The release CLI changes it atomically; the shell's
 * server reads it and renders with those versions. A remote the map does not name is served as before
 * releases existed: from its plain manifest URL.
 */
export interface Canary {
  readonly version: string;
  /** Share of visitors, 1 to 99. */
  readonly percent: number;
}

export interface RemoteDeploy {
  readonly live: string;
  readonly canary?: Canary;
}

export type DeployAction = 'promote' | 'canary' | 'rollback' | 'auto-rollback';

export interface HistoryEntry {
  readonly at: string;
  readonly who: string;
  readonly why: string;
  readonly action: DeployAction;
  readonly remote: RemoteName;
  /** The live version after the change. */
  readonly live: string;
  readonly canary?: Canary;
  /** The live version before the change. */
  readonly previous?: string;
}

export interface DeployState {
  readonly environment: string;
  readonly remotes: Readonly<Partial<Record<RemoteName, RemoteDeploy>>>;
  readonly history: readonly HistoryEntry[];
}

/** The live version of each remote the map names: what every visitor outside a canary or preview gets. */
export type VersionSet = Readonly<Partial<Record<RemoteName, string>>>;

/** History kept in the file: years of releases at a few a day, and a bounded file for the server to read. */
export const HISTORY_KEPT = 2000;

export { VERSION_PATTERN };
export const isVersionName = (value: unknown): value is string => typeof value === 'string' && VERSION_PATTERN.test(value);

const version = v.pipe(v.string('must be a version name'), v.regex(VERSION_PATTERN, 'must be a version name (letters, digits, . _ -)'));
const percent = v.pipe(v.number('must be a percentage'), v.integer('must be a whole percentage'), v.minValue(1), v.maxValue(99));
const canarySchema = v.object({ version, percent });
const remoteName = v.picklist(REMOTE_NAMES, `must be one of ${REMOTE_NAMES.join(', ')}`);
const text = v.pipe(v.string(), v.maxLength(500));

const deployStateSchema = v.object(
  {
    environment: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a lower-case name')),
    remotes: v.record(remoteName, v.object({ live: version, canary: v.optional(canarySchema) })),
    history: v.array(
      v.object({
        at: text,
        who: text,
        why: text,
        action: v.picklist(['promote', 'canary', 'rollback', 'auto-rollback']),
        remote: remoteName,
        live: version,
        canary: v.optional(canarySchema),
        previous: v.optional(version),
      }),
    ),
  },
  'must be a JSON object',
);

/** Validates an environment's version map read from a file or the network. */
export function parseDeployState(raw: unknown, what = 'version map'): ParseResult<DeployState> {
  return parseWith(deployStateSchema, raw, what);
}

export const emptyDeployState = (environment: string): DeployState => ({ environment, remotes: {}, history: [] });

/** The live versions of the map. */
export function liveVersions(state: DeployState): VersionSet {
  return Object.fromEntries(Object.entries(state.remotes).map(([remote, deploy]) => [remote, deploy.live]));
}

export interface Change {
  readonly remote: RemoteName;
  readonly who: string;
  readonly why: string;
  readonly at: string;
}

function withEntry(state: DeployState, remote: RemoteName, deploy: RemoteDeploy, entry: HistoryEntry): DeployState {
  return {
    ...state,
    remotes: { ...state.remotes, [remote]: deploy },
    history: [...state.history, entry].slice(-HISTORY_KEPT),
  };
}

/**
 * `version` made live for everyone (no `percent`, or 100), or given to `percent` % of visitors as the
 * canary beside the live one. A remote promoted for the first time has no live version to keep: a
 * canary needs one.
 */
export function promote(state: DeployState, change: Change & { version: string; percent?: number }): ParseResult<DeployState> {
  const { remote, version: next, percent: share = 100, who, why, at } = change;
  if (!isVersionName(next)) return { ok: false, error: `"${next}" is not a version name.` };
  if (!Number.isInteger(share) || share < 1 || share > 100) return { ok: false, error: `a canary share is 1 to 99 %, got ${share}.` };
  const current = state.remotes[remote];
  if (share === 100) {
    const entry: HistoryEntry = { at, who, why, action: 'promote', remote, live: next, ...(current ? { previous: current.live } : {}) };
    return { ok: true, value: withEntry(state, remote, { live: next }, entry) };
  }
  if (!current) return { ok: false, error: `${remote} has no live version yet: promote one to everyone first.` };
  if (current.live === next) return { ok: false, error: `${next} is already live for ${remote}.` };
  const canary = { version: next, percent: share };
  const entry: HistoryEntry = { at, who, why, action: 'canary', remote, live: current.live, canary, previous: current.live };
  return { ok: true, value: withEntry(state, remote, { live: current.live, canary }, entry) };
}

/**
 * Undo for one remote: a canary is taken back to 0 % (the live version stays); without a canary the
 * live version goes back to `to`, or to the one live before it.
 */
export function rollback(
  state: DeployState,
  change: Change & { to?: string; action?: 'rollback' | 'auto-rollback' },
): ParseResult<DeployState> {
  const { remote, to, who, why, at, action = 'rollback' } = change;
  const current = state.remotes[remote];
  if (!current) return { ok: false, error: `${remote} has no version in the ${state.environment} map: nothing to roll back.` };
  if (current.canary && to === undefined) {
    const entry: HistoryEntry = { at, who, why, action, remote, live: current.live, previous: current.live };
    return { ok: true, value: withEntry(state, remote, { live: current.live }, entry) };
  }
  const target = to ?? previousLive(state, remote);
  if (!target) return { ok: false, error: `${remote} has had no other live version: nothing to roll back to.` };
  if (!isVersionName(target)) return { ok: false, error: `"${target}" is not a version name.` };
  const entry: HistoryEntry = { at, who, why, action, remote, live: target, previous: current.live };
  return { ok: true, value: withEntry(state, remote, { live: target }, entry) };
}

/** The live version before the current one: the `previous` of the change that made the current one live. */
function previousLive(state: DeployState, remote: RemoteName): string | undefined {
  const live = state.remotes[remote]?.live;
  for (let at = state.history.length - 1; at >= 0; at--) {
    const entry = state.history[at]!;
    if (entry.remote === remote && entry.live === live && entry.previous && entry.previous !== live) return entry.previous;
  }
  return undefined;
}
